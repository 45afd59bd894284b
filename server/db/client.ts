import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Kysely, MysqlDialect } from 'kysely'
import { createPool } from 'mysql2'
import type { Database } from './schema'
import { EmbeddedSqliteDialect } from './sqlite-dialect'

export type DialectName = 'mysql' | 'sqlite'

export interface DbHandle {
  db: Kysely<Database>
  dialect: DialectName
}

export interface DbTarget {
  /** `mysql://…`; when absent the embedded SQLite file at `sqlitePath` is used. */
  databaseUrl?: string | undefined
  sqlitePath: string
}

export function createDb({ databaseUrl, sqlitePath }: DbTarget): DbHandle {
  if (databaseUrl) {
    const pool = createPool({
      uri: databaseUrl,
      connectionLimit: 10,
      // Times are stored as UTC strings; keep the connection in UTC so NOW()-style defaults agree.
      timezone: 'Z',
      charset: 'utf8mb4',
    })
    return { db: new Kysely<Database>({ dialect: new MysqlDialect({ pool }) }), dialect: 'mysql' }
  }
  if (sqlitePath !== ':memory:') mkdirSync(dirname(sqlitePath), { recursive: true })
  return { db: new Kysely<Database>({ dialect: new EmbeddedSqliteDialect({ path: sqlitePath }) }), dialect: 'sqlite' }
}

import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, MysqlDialect, SqliteDialect } from 'kysely'
import { createPool } from 'mysql2'
import type { Database } from './schema'

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
  const database = new SqliteDatabase(sqlitePath)
  database.pragma('journal_mode = WAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' }
}

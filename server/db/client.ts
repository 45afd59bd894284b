import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Kysely, MysqlDialect } from 'kysely'
import { createPool } from 'mysql2'
import { boundedMysqlPool } from './bounded-mysql-pool'
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
  /** Longest a MySQL statement may run; requests' bound unless given (migrations take longer). */
  queryTimeoutMs?: number
}

/**
 * How long a request may wait on MySQL/MariaDB before it fails (docs/decisions.md): opening a connection, getting
 * one from the pool (opening included), and one statement. A stopped database fails at once; these bound a frozen
 * one or a lost network, so every request settles and /healthz can answer 503.
 */
export const MYSQL_CONNECT_TIMEOUT_MS = 3000
export const MYSQL_ACQUIRE_TIMEOUT_MS = 5000
export const MYSQL_QUERY_TIMEOUT_MS = 10_000
export const MYSQL_CONNECTION_LIMIT = 10
/**
 * Migrations run on a connection of their own: they may wait for another instance's migration lock (Kysely takes
 * GET_LOCK) or alter a large table, so their statements get minutes, not the requests' seconds.
 */
export const MIGRATION_QUERY_TIMEOUT_MS = 10 * 60_000

export function createDb({ databaseUrl, sqlitePath, queryTimeoutMs = MYSQL_QUERY_TIMEOUT_MS }: DbTarget): DbHandle {
  if (databaseUrl) {
    const pool = createPool({
      uri: databaseUrl,
      connectionLimit: MYSQL_CONNECTION_LIMIT,
      // Times are stored as UTC strings; keep the connection in UTC so NOW()-style defaults agree.
      timezone: 'Z',
      charset: 'utf8mb4',
      connectTimeout: MYSQL_CONNECT_TIMEOUT_MS,
    })
    const bounded = boundedMysqlPool(pool, {
      acquireTimeoutMs: MYSQL_ACQUIRE_TIMEOUT_MS,
      queryTimeoutMs,
    })
    return { db: new Kysely<Database>({ dialect: new MysqlDialect({ pool: bounded }) }), dialect: 'mysql' }
  }
  if (sqlitePath !== ':memory:') mkdirSync(dirname(sqlitePath), { recursive: true })
  return { db: new Kysely<Database>({ dialect: new EmbeddedSqliteDialect({ path: sqlitePath }) }), dialect: 'sqlite' }
}

// mysql2's pool never stops waiting for a free connection, and a query has no time limit unless it asks for one: a
// database that stops answering (frozen, or cut off by the network) would hold every request for ever. This wraps
// the pool for Kysely's MysqlDialect so both waits are bounded. A connection whose query ran out of time is closed
// at once: its answer may still arrive and would belong to nobody.
// https://sidorares.github.io/node-mysql2/docs#using-connection-pools
import type { MysqlPool, MysqlPoolConnection, MysqlQueryResult } from 'kysely'
import type { Pool, PoolConnection, QueryError } from 'mysql2'

export interface DatabaseWaitBounds {
  /** Longest wait for a connection from the pool, including opening a new one. */
  acquireTimeoutMs: number
  /** Longest a single statement may run once sent. */
  queryTimeoutMs: number
}

/** No pool connection became free, and none could be opened, within the bound. */
export class DatabaseAcquireTimeoutError extends Error {
  readonly code = 'DATABASE_ACQUIRE_TIMEOUT'

  constructor(waitedMs: number) {
    super(`No database connection within ${waitedMs} ms`)
    this.name = 'DatabaseAcquireTimeoutError'
  }
}

export function boundedMysqlPool(pool: Pool, bounds: DatabaseWaitBounds): MysqlPool {
  return {
    getConnection(callback) {
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        // Kysely reads the connection only when there is no error.
        callback(new DatabaseAcquireTimeoutError(bounds.acquireTimeoutMs), undefined as never)
      }, bounds.acquireTimeoutMs)
      pool.getConnection((error, connection) => {
        if (timedOut) {
          // The caller has gone; a connection that arrived late goes straight back.
          if (!error) connection.release()
          return
        }
        clearTimeout(timer)
        if (error) callback(error, undefined as never)
        else callback(null, boundedConnection(connection, bounds.queryTimeoutMs))
      })
    },
    end(callback) {
      pool.end(callback)
    },
  }
}

function boundedConnection(connection: PoolConnection, queryTimeoutMs: number): MysqlPoolConnection {
  const query = (sql: string, parameters: unknown[], callback?: (error: unknown, result: MysqlQueryResult) => void) => {
    if (!callback) throw new Error('Streaming is not supported: every statement here runs under a time limit')
    connection.query({ sql, values: parameters, timeout: queryTimeoutMs }, (error: QueryError | null, result) => {
      // mysql2 keeps waiting for the timed-out answer, so the next statement (a transaction's rollback) would queue
      // behind it for ever: closed, the connection refuses at once and leaves the pool.
      if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy()
      callback(error, result as MysqlQueryResult)
    })
  }
  return {
    // One implementation for both of Kysely's overloads; the streaming one (unused here) refuses.
    query: query as MysqlPoolConnection['query'],
    release: () => connection.release(),
  }
}

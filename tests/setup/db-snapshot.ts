import { sql } from 'kysely'
import type { DbHandle } from '../../server/db/client'
import { TABLES_CHILD_FIRST } from './test-db'

export type DbSnapshot = Record<string, unknown[]>

/**
 * Every row of every table, each table's rows in a fixed order: two snapshots are equal exactly when the requests
 * between them changed nothing.
 */
export async function snapshotDb(db: DbHandle): Promise<DbSnapshot> {
  const snapshot: DbSnapshot = {}
  for (const table of TABLES_CHILD_FIRST) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db.db)
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return snapshot
}

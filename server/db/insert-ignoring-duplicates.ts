import { MysqlAdapter, sql, type InsertQueryBuilder, type Kysely, type Transaction } from 'kysely'

/**
 * Makes an insert skip rows whose key (one column or several) already exists, and only those: `ON CONFLICT (key) DO NOTHING` on SQLite,
 * `ON DUPLICATE KEY UPDATE key = key` on MySQL. MySQL's `INSERT IGNORE` is not used because it also turns other
 * errors (truncation, bad values) into warnings.
 */
export function insertIgnoringDuplicates<DB, TB extends keyof DB & string, O>(
  db: Kysely<DB> | Transaction<DB>,
  query: InsertQueryBuilder<DB, TB, O>,
  keyColumns: (keyof DB[TB] & string) | ReadonlyArray<keyof DB[TB] & string>,
): InsertQueryBuilder<DB, TB, O> {
  const columns = typeof keyColumns === 'string' ? [keyColumns] : [...keyColumns]
  if (db.getExecutor().adapter instanceof MysqlAdapter) {
    return query.onDuplicateKeyUpdate(
      Object.fromEntries([[columns[0], sql.ref(columns[0]!)]]) as Parameters<typeof query.onDuplicateKeyUpdate>[0],
    )
  }
  return query.onConflict((conflict) => conflict.columns(columns).doNothing())
}

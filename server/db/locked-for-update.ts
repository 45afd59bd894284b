import { MysqlAdapter, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely'

/**
 * A read that locks the rows it finds until the transaction ends: `FOR UPDATE` on MySQL, so a concurrent transaction
 * making the same check waits and then sees this one's outcome. SQLite has no such clause and needs none: every
 * transaction here begins IMMEDIATE and they run one at a time (server/db/sqlite-dialect.ts).
 */
export function lockedForUpdate<DB, TB extends keyof DB, O>(
  db: Kysely<DB> | Transaction<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof MysqlAdapter ? query.forUpdate() : query
}

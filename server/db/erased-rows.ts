import { sql, SqliteAdapter, type Kysely } from 'kysely'
import type { Database } from './schema'
import { SQLITE_LOCK_WAIT_MS } from './sqlite-dialect'

const RETRY_PAUSE_MS = 20

/**
 * After rows about a person were deleted for good: leaves no copy of them readable in the database's files. On SQLite
 * the writer's `secure_delete` (./sqlite-dialect.ts) has already zeroed the deleted content in the pages, but the
 * write-ahead log still holds those pages as they were before the delete, so this copies the log into the database
 * and truncates it to nothing (https://www.sqlite.org/pragma.html#pragma_wal_checkpoint). A reader or the checkpoint
 * worker in the log makes SQLite answer "busy" at once; it is tried again after short pauses up to the lock wait.
 * MySQL keeps deleted rows only in the server's own files, out of the site's reach (docs/decisions.md).
 */
export async function clearErasedRows(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return
  const startedAt = Date.now()
  for (;;) {
    const result = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)
    if (result.rows[0]?.busy === 0) return
    if (Date.now() - startedAt >= SQLITE_LOCK_WAIT_MS) {
      throw new Error('The write-ahead log could not be emptied after an erasure: it stayed in use')
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS))
  }
}

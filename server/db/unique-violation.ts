/**
 * Whether a driver error is a UNIQUE (or primary key) violation: `SQLITE_CONSTRAINT_UNIQUE` /
 * `SQLITE_CONSTRAINT_PRIMARYKEY` from better-sqlite3, `ER_DUP_ENTRY` (1062) from mysql2.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, errno } = error as { code?: unknown; errno?: unknown }
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'ER_DUP_ENTRY' ||
    errno === 1062
  )
}

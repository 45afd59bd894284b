import { Migrator, type Kysely } from 'kysely'
import { migrations } from '../../migrations/index'
import { createDb, MIGRATION_QUERY_TIMEOUT_MS, type DbTarget, type DialectName } from './client'
import type { Database } from './schema'

/** Applies every pending migration; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}

/** Applies pending migrations to the target on a connection of its own (see MIGRATION_QUERY_TIMEOUT_MS), then closes it. */
export async function migrateTarget(target: DbTarget): Promise<{ applied: string[]; dialect: DialectName }> {
  const { db, dialect } = createDb({ ...target, queryTimeoutMs: MIGRATION_QUERY_TIMEOUT_MS })
  try {
    return { applied: await migrateToLatest(db), dialect }
  } finally {
    await db.destroy()
  }
}

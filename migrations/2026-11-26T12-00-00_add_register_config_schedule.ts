import type { Kysely } from 'kysely'

// The webinar's sessions (weekly, one-off, just-in-time) and the replay's days, as one JSON text per register config
// version. Null in the rows saved before, which read as the default schedule: the funnel they described is unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('register_configs').addColumn('schedule', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('register_configs').dropColumn('schedule').execute()
}

import type { Kysely } from 'kysely'

// One row per webinar registration and funnel step (waiting page, video start, 25/50/75 %, end, offer view and
// click), first time only. The admin counts steps per period, hence the index on (step, reached_at).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('funnel_progress')
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('step', 'varchar(24)', (col) => col.notNull())
    .addColumn('reached_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('funnel_progress_pk', ['registration_id', 'step'])
    .execute()
  await db.schema
    .createIndex('funnel_progress_step_reached_at_idx')
    .on('funnel_progress')
    .columns(['step', 'reached_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('funnel_progress').execute()
}

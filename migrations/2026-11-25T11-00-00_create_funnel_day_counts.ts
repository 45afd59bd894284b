import type { Kysely } from 'kysely'

// The funnel dashboard's counts of closed Budapest days, kept once worked out: a past day's registrations and steps
// no longer change (only a deletion does, and it empties this table), so a 90-day period reads at most 90 × 9 rows
// instead of counting 100 000s of progress rows each time. `step` is a funnel step or `registered`; every counted
// day has its `registered` row, even at 0, which tells a counted day from one not yet counted.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('funnel_day_counts')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('step', 'varchar(24)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('funnel_day_counts_pk', ['day', 'step'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('funnel_day_counts').execute()
}

import type { Kysely } from 'kysely'

// What each registration watched of each session (issue 40 §1): one row per registration and session, updated by the
// room's reports, never a row per report. The stretches watched are kept per mode as merged [from, to) second ranges
// (JSON): their union gives the seconds, and the drop-off curve reads them by session, hence the index on webinar_time.
// Erased with the registration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webinar_attendance')
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('webinar_time', 'varchar(32)', (col) => col.notNull())
    .addColumn('joined_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('left_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('live_seconds', 'integer', (col) => col.notNull())
    .addColumn('replay_seconds', 'integer', (col) => col.notNull())
    .addColumn('watched_seconds', 'integer', (col) => col.notNull())
    .addColumn('furthest_position', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('live_ranges', 'text', (col) => col.notNull())
    .addColumn('replay_ranges', 'text', (col) => col.notNull())
    .addColumn('view_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('view_sequence', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('webinar_attendance_pk', ['registration_id', 'webinar_time'])
    .execute()
  await db.schema
    .createIndex('webinar_attendance_webinar_time_idx')
    .on('webinar_attendance')
    .column('webinar_time')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webinar_attendance').execute()
}

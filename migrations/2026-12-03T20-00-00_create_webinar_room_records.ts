import type { Kysely } from 'kysely'

// Issue 39: what a registration did with the room's moments. Each moment shown and clicked, once per kind, with the
// video position; and one poll answer per registration and poll, with the session it was given in (the admin counts
// per session). Moment ids are the config's own (stable across versions). Both go with their registration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webinar_moment_events')
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('moment_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('event', 'varchar(16)', (col) => col.notNull())
    .addColumn('position_seconds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webinar_moment_events_pk', ['registration_id', 'moment_id', 'event'])
    .execute()
  await db.schema
    .createTable('webinar_poll_answers')
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('moment_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('choice', 'integer', (col) => col.notNull())
    .addColumn('position_seconds', 'integer', (col) => col.notNull())
    // The session's start (webinar_attendees.webinar_time when answered), null for an on-demand room.
    .addColumn('webinar_time', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webinar_poll_answers_pk', ['registration_id', 'moment_id'])
    .execute()
  // The counts of a poll (the room's shares, the admin's results) read one index range.
  await db.schema
    .createIndex('webinar_poll_answers_moment_idx')
    .on('webinar_poll_answers')
    .columns(['moment_id', 'choice'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webinar_poll_answers').execute()
  await db.schema.dropTable('webinar_moment_events').execute()
}

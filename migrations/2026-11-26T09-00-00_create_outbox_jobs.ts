import { sql, type Kysely } from 'kysely'

// The durable outbox: every scheduled piece of work (an e-mail, later a scheduled post or the daily retention run) is
// a row, claimed with a lease by one instance, run, and marked (server/outbox/). dedupe_key is unique so planning the
// same job again inserts nothing. registration_id names the person a job is about, so the admin can list a
// registration's e-mails and deleting the registration deletes them (cascade). Workers look for due work by
// (state, due_at). The payload is MEDIUMTEXT on MySQL (16 MB; TEXT's 64 KB is tight for a rendered e-mail with an
// attachment); SQLite reads the name as TEXT. lease_until is milliseconds since the epoch, like sessions.expires_at.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_jobs')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('dedupe_key', 'varchar(191)', (col) => col.notNull().unique())
    .addColumn('registration_id', 'integer', (col) => col.references('registrations.id').onDelete('cascade'))
    .addColumn('payload', sql`mediumtext`, (col) => col.notNull())
    .addColumn('due_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('outbox_jobs_state_due_at_idx').on('outbox_jobs').columns(['state', 'due_at']).execute()
  await db.schema.createIndex('outbox_jobs_registration_id_idx').on('outbox_jobs').column('registration_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_jobs').execute()
}

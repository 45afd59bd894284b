import type { Kysely } from 'kysely'

// Issue 37: a public form that names the address of a current webinar registration changes nothing of it. What the
// form asked for (another session, the marketing consent, the visit's campaign) waits here until the address's owner
// confirms it through the link in the "already registered" e-mail. The form's submission id is the browser's pending
// reference (it grants nothing); only a hash of the submitted name and address is kept, to answer a resend alike.
// Erased with the registration.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_change_requests')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('registration_id', 'integer', (col) => col.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('submission_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('content_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('link_nonce', 'varchar(64)', (col) => col.notNull())
    .addColumn('link_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('requested', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('applied_at', 'varchar(32)')
    .execute()
  await db.schema
    .createIndex('registration_change_requests_registration_idx')
    .on('registration_change_requests')
    .column('registration_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_change_requests').execute()
}

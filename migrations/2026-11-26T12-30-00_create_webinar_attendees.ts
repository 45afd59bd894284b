import type { Kysely } from 'kysely'

// What the funnel's e-mails need of a webinar registration beyond its row: the session it starts at, whether it was
// the just-in-time one (reminders only for fixed sessions), the calendar event's SEQUENCE (raised when the time
// changes), the address in lower case (registering again moves the registration), the personal link (only its SHA-256 is kept, with the nonce the link is made from) and an unsubscribe.
// One row per webinar registration, erased with it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webinar_attendees')
    .addColumn('registration_id', 'integer', (col) =>
      col.primaryKey().references('registrations.id').onDelete('cascade'),
    )
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull())
    .addColumn('webinar_time', 'varchar(32)', (col) => col.notNull())
    .addColumn('just_in_time', 'integer', (col) => col.notNull())
    .addColumn('calendar_sequence', 'integer', (col) => col.notNull())
    .addColumn('link_nonce', 'varchar(64)', (col) => col.notNull())
    .addColumn('link_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('unsubscribed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  // Registering again with the same address finds the registration to move (server/funnel/webinar-registration.ts).
  await db.schema.createIndex('webinar_attendees_email_key_idx').on('webinar_attendees').column('email_key').execute()
  // The admin's e-mail texts (subject and opening paragraph per kind), a new row per save like the funnel configs.
  await db.schema
    .createTable('email_texts')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('opening', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('email_texts_kind_idx').on('email_texts').columns(['kind', 'id']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_texts').execute()
  await db.schema.dropTable('webinar_attendees').execute()
}

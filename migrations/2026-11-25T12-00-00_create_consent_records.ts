import type { Kysely } from 'kysely'

// Each cookie-consent choice a browser sends (GDPR Art. 7(1): the site can show what a visitor agreed to and when):
// the random id the browser keeps with its choice, the consent text's version, the two choices and the time. One row
// per choice, never updated, so a visitor's history stays. Nothing that identifies a person: no IP address, no user
// agent. The choices are integers 0/1, which read back the same from SQLite and MySQL. The admin looks a visitor up
// by consent id and counts the answers per month by a range on recorded_at, hence the two indexes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('consent_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('version', 'varchar(32)', (col) => col.notNull())
    .addColumn('analytics', 'integer', (col) => col.notNull())
    .addColumn('marketing', 'integer', (col) => col.notNull())
    .addColumn('recorded_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('consent_records_consent_id_idx').on('consent_records').column('consent_id').execute()
  await db.schema.createIndex('consent_records_recorded_at_idx').on('consent_records').column('recorded_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_records').execute()
}

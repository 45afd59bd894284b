import type { Kysely } from 'kysely'

// Issue 24: what is left of a person whose data was erased (GDPR Art. 17), on request or by the retention run: the
// HMAC-SHA256 of the normalised address (server key: the address cannot be read back, only recognised when asked
// about again), when, by which admin (null: the retention run), why, and how many rows of each kind went.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('privacy_erasures')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('email_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('reason', 'varchar(16)', (col) => col.notNull())
    .addColumn('erased_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('erased_by', 'integer')
    .addColumn('counts', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('privacy_erasures_email_hash_idx')
    .on('privacy_erasures')
    .columns(['email_hash', 'erased_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_erasures').execute()
}

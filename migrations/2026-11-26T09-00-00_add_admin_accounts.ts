import type { Kysely } from 'kysely'

// Admins managed in the admin (issue 24): a user can be disabled (kept, for the record of who did what, but unable to
// sign in), a session remembers when it was last used (the admin's list of their own sessions), and one-time links
// set a password: only the SHA-256 of each link's token is stored, with its expiry and when it was used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute()
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute()

  await db.schema
    .createTable('password_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer')
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('password_tokens_user_id_idx').on('password_tokens').column('user_id').execute()
  await db.schema.createIndex('password_tokens_expires_at_idx').on('password_tokens').column('expires_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_tokens').execute()
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute()
  await db.schema.alterTable('users').dropColumn('disabled_at').execute()
}

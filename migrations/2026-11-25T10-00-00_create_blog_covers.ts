import { sql, type Kysely } from 'kysely'

// Uploaded blog covers live in the database, so every server instance serves them. One row per upload, keyed by the
// SHA-256 of the uploaded bytes: the cleaned picture for the article and a WebP for the cards. MEDIUMBLOB holds up to
// 16 MB on MySQL (BLOB stops at 64 KB); SQLite reads the name as a BLOB column.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_covers')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('content_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('full_bytes', sql`mediumblob`, (col) => col.notNull())
    .addColumn('card_bytes', sql`mediumblob`, (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_covers').execute()
}

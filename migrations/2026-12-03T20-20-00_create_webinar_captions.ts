import { sql, type Kysely } from 'kysely'

// Issue 39: captions uploaded in Webinar Content live in the database, so every server instance serves them. One row
// per upload, keyed by the SHA-256 of its bytes (its address names them). MEDIUMBLOB holds the 512 KB limit on MySQL
// (BLOB stops at 64 KB); SQLite reads the name as a BLOB column.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webinar_captions')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('bytes', sql`mediumblob`, (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webinar_captions').execute()
}

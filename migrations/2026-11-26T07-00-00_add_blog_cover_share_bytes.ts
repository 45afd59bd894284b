import { sql, type Kysely } from 'kysely'

// A third file per uploaded cover: the picture cut to 1200 × 630 as a JPEG, which link previews (Facebook, LinkedIn,
// X) show. Empty for covers stored before it; the server fills those in at start.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blog_covers')
    .addColumn('share_bytes', sql`mediumblob`)
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_covers').dropColumn('share_bytes').execute()
}

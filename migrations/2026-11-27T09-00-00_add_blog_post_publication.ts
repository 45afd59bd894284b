import { MysqlAdapter, type Kysely } from 'kysely'

// Issue 25: each post is a draft, scheduled or published, and may have a secret preview link.
// - `status`: 'draft' | 'scheduled' | 'published'. Every post already stored was public, so it is 'published' (the
//   column's default); every public query reads `status = 'published'` only.
// - `publish_at`: when a scheduled post goes public (ISO-8601 UTC, as toIsoTime writes it); the outbox job planned
//   for it carries the same text, and publishes the post only while the row still holds it.
// - `preview_token_hash`: the SHA-256 (hex) of the post's preview link token, or null when it has none; unique, so
//   a token opens one post and the lookup is an index seek.
// - The lists read published posts newest first, hence (status, id).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .execute()
  await db.schema.alterTable('blog_posts').addColumn('publish_at', 'varchar(32)').execute()
  await db.schema.alterTable('blog_posts').addColumn('preview_token_hash', 'varchar(64)').execute()
  await db.schema
    .createIndex('blog_posts_preview_token_hash_idx')
    .on('blog_posts')
    .column('preview_token_hash')
    .unique()
    .execute()
  await db.schema.createIndex('blog_posts_status_id_idx').on('blog_posts').columns(['status', 'id']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const onTable = db.getExecutor().adapter instanceof MysqlAdapter
  for (const index of ['blog_posts_status_id_idx', 'blog_posts_preview_token_hash_idx']) {
    const drop = db.schema.dropIndex(index)
    await (onTable ? drop.on('blog_posts') : drop).execute()
  }
  await db.schema.alterTable('blog_posts').dropColumn('preview_token_hash').execute()
  await db.schema.alterTable('blog_posts').dropColumn('publish_at').execute()
  await db.schema.alterTable('blog_posts').dropColumn('status').execute()
}

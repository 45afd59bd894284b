import { sql, type Kysely } from 'kysely'

// Issue 25: a post's revisions and its pending draft.
// - `blog_post_revisions`: every save of a post (live saves, drafts, autosaves, publishes, restores) keeps the editor's
//   fields as JSON with who saved them and when; the last 20 per post are kept, pruned in the saving transaction.
// - `blog_post_drafts`: at most one pending draft per post, the edited fields not yet live; publishing it writes the
//   post's own columns and deletes it. Both go with their post (ON DELETE CASCADE).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_post_revisions')
    .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
    .addColumn('post_id', 'bigint', (col) => col.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('fields', sql`mediumtext`, (col) => col.notNull())
    .addColumn('saved_by_user_id', 'integer')
    .addColumn('saved_by_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('blog_post_revisions_post_idx')
    .on('blog_post_revisions')
    .columns(['post_id', 'id'])
    .execute()

  await db.schema
    .createTable('blog_post_drafts')
    .addColumn('post_id', 'bigint', (col) => col.primaryKey().references('blog_posts.id').onDelete('cascade'))
    .addColumn('fields', sql`mediumtext`, (col) => col.notNull())
    .addColumn('saved_by_user_id', 'integer')
    .addColumn('saved_by_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_drafts').execute()
  await db.schema.dropTable('blog_post_revisions').execute()
}

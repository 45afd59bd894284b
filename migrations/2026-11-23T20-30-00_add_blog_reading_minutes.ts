import type { Kysely } from 'kysely'

// Reading time is counted once when a post is saved, so lists never read the content. This is a frozen copy of
// shared/reading-time.ts as it stood when the column was added (migrations never import app code).
function readingMinutes(htmlOrText: string): number {
  const text = htmlOrText.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ')
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.round(words / 200))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('reading_minutes', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  const posts = await db.selectFrom('blog_posts').select(['id', 'excerpt', 'content']).execute()
  for (const post of posts as { id: number; excerpt: string; content: string | null }[]) {
    await db
      .updateTable('blog_posts')
      .set({ reading_minutes: readingMinutes(post.content ?? post.excerpt) })
      .where('id', '=', post.id)
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('reading_minutes').execute()
}

import type { Kysely, Transaction } from 'kysely'
import type { BlogPostStatus } from '../../shared/schemas/blog-publication'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

const PUBLISHED: BlogPostStatus = 'published'

/**
 * The published post a slug names: as its slug now, else as one it had before (`blog_post_slugs`). A draft or
 * scheduled post is not found, so its id and its slug (made from a title not yet public) stay unknown.
 */
export async function findPublishedPostBySlug(db: Db, slug: string): Promise<{ id: number; slug: string } | undefined> {
  const current = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'status'])
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (current) return current.status === PUBLISHED ? { id: Number(current.id), slug: current.slug } : undefined
  const former = await db
    .selectFrom('blog_post_slugs')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_slugs.post_id')
    .select(['blog_posts.id', 'blog_posts.slug'])
    .where('blog_post_slugs.slug', '=', slug)
    .where('blog_posts.status', '=', PUBLISHED)
    .executeTakeFirst()
  return former && { id: Number(former.id), slug: former.slug }
}

/** The id of the post whose slug is `slug` now; undefined when none. */
export async function findPostIdWithSlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('blog_posts').select('id').where('slug', '=', slug).executeTakeFirst()
  return row && Number(row.id)
}

export async function findSlugOfPost(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('blog_posts').select('slug').where('id', '=', id).executeTakeFirst()
  return row?.slug
}

/** The slugs a post had before, newest first. */
export async function listFormerSlugs(db: Db, postId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_post_slugs')
    .select('slug')
    .where('post_id', '=', postId)
    .orderBy('created_at', 'desc')
    .orderBy('slug')
    .execute()
  return rows.map((row) => row.slug)
}

/** Takes `slug` off the former slugs of whichever post had it. */
export async function deleteFormerSlug(db: Db, slug: string): Promise<void> {
  await db.deleteFrom('blog_post_slugs').where('slug', '=', slug).execute()
}

export async function insertFormerSlug(db: Db, former: { slug: string; postId: number; at: string }): Promise<void> {
  await db
    .insertInto('blog_post_slugs')
    .values({ slug: former.slug, post_id: former.postId, created_at: former.at })
    .execute()
}

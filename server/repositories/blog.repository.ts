import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import { BlogCategorySchema, type BlogCategory, type BlogPost } from '../../shared/schemas/blog'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import { fromJsonText, toJsonText } from '../db/json'
import type { BlogPostRow, Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

const TagsSchema = z.array(z.string())

const POST_COLUMNS = [
  'id',
  'title',
  'excerpt',
  'content',
  'date',
  'author',
  'category',
  'tags',
  'image',
  'full_image',
  'updated_at',
] as const

function toPost(row: BlogPostRow): BlogPost {
  return {
    id: Number(row.id),
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    date: row.date,
    author: row.author,
    category: BlogCategorySchema.parse(row.category),
    tags: fromJsonText(TagsSchema, row.tags),
    image: row.image,
    fullImage: row.full_image,
    updatedAt: row.updated_at,
  }
}

export async function listPosts(db: Db, filter: { category?: BlogCategory | undefined } = {}): Promise<BlogPost[]> {
  let query = db.selectFrom('blog_posts').select(POST_COLUMNS).orderBy('id', 'desc')
  if (filter.category) query = query.where('category', '=', filter.category)
  return (await query.execute()).map(toPost)
}

export async function listLatestPosts(db: Db, limit: number): Promise<BlogPost[]> {
  const rows = await db.selectFrom('blog_posts').select(POST_COLUMNS).orderBy('id', 'desc').limit(limit).execute()
  return rows.map(toPost)
}

export async function findPostById(db: Db, id: number): Promise<BlogPost | undefined> {
  const row = await db.selectFrom('blog_posts').select(POST_COLUMNS).where('id', '=', id).executeTakeFirst()
  return row && toPost(row)
}

export async function listRelatedPosts(
  db: Db,
  post: Pick<BlogPost, 'id' | 'category'>,
  limit: number,
): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .where('id', '!=', post.id)
    .orderBy((eb) => eb.case().when('category', '=', post.category).then(0).else(1).end())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toPost)
}

export async function countPosts(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function findLargestPostId(db: Db): Promise<number> {
  const { largest } = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.max('id').as('largest'))
    .executeTakeFirstOrThrow()
  return Number(largest ?? 0)
}

export type NewBlogPost = Omit<BlogPost, 'updatedAt'>

function toRow(post: NewBlogPost) {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    date: post.date,
    author: post.author,
    category: post.category,
    tags: toJsonText(post.tags),
    image: post.image,
    full_image: post.fullImage,
    updated_at: null,
  }
}

export async function insertPost(db: Db, post: NewBlogPost): Promise<void> {
  await db.insertInto('blog_posts').values(toRow(post)).execute()
}

/** Inserts the posts whose id is still free and leaves existing ones alone; safe when two callers race. */
export async function insertPostsIgnoringDuplicates(db: Db, posts: readonly NewBlogPost[]): Promise<void> {
  if (posts.length === 0) return
  await insertIgnoringDuplicates(db, db.insertInto('blog_posts').values(posts.map(toRow)), 'id').execute()
}

export type BlogPostChanges = Pick<
  BlogPost,
  'title' | 'excerpt' | 'content' | 'category' | 'tags' | 'image' | 'fullImage'
>

/** Returns false when no post has the id. */
export async function updatePost(db: Db, id: number, changes: BlogPostChanges, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({
      title: changes.title,
      excerpt: changes.excerpt,
      content: changes.content,
      category: changes.category,
      tags: toJsonText(changes.tags),
      image: changes.image,
      full_image: changes.fullImage,
      updated_at: updatedAt,
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

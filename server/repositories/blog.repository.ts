import { sql, type Kysely, type Transaction } from 'kysely'
import { z } from 'zod'
import {
  BLOG_IMAGE_URL_MAX_LENGTH,
  BlogCategorySchema,
  type BlogCategory,
  type BuiltInBlogPost,
} from '../../shared/schemas/blog'
import { BlogPostStatusSchema, type BlogPostStatus } from '../../shared/schemas/blog-publication'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import { fromJsonText, toJsonText } from '../db/json'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

const TagsSchema = z.array(z.string())

/** A post as the table holds it; covers are addresses (uploaded covers' hashed paths, site paths or http(s) URLs). */
export interface StoredBlogPost extends BuiltInBlogPost {
  slug: string
  readingMinutes: number
  updatedAt: string | null
  metaTitle: string | null
  metaDescription: string | null
  socialImage: string | null
}
/** A new post: published unless it says otherwise (the built-in posts are). */
export type NewBlogPost = Omit<StoredBlogPost, 'updatedAt'> & { status?: BlogPostStatus; publishAt?: string | null }

/** The only posts the public sees: drafts and scheduled posts are the admin's and their preview links'. */
const PUBLISHED: BlogPostStatus = 'published'
/** Whose read it is: the public's (published posts only) or the admin's and a preview link's (any post). */
export type PostAudience = 'public' | 'admin'

/**
 * A cover column cut to one character past the longest cover address: enough to tell an address from a data URL
 * (and read its type) without reading megabytes of picture.
 */
const coverHead = (column: 'image' | 'full_image') =>
  sql<string>`substr(${sql.ref(column)}, 1, ${BLOG_IMAGE_URL_MAX_LENGTH + 1})`.as(column)

/** What a card needs; `image` is the head of the stored cover (see coverHead). */
export interface BlogPostCardRow {
  id: number
  title: string
  slug: string
  excerpt: string
  date: string
  category: BlogCategory
  tags: string[]
  readingMinutes: number
  image: string
  updatedAt: string | null
}

/** A card row plus what only the article page shows. */
export interface BlogPostArticleRow extends BlogPostCardRow {
  content: string | null
  author: string
  fullImage: string
  metaTitle: string | null
  metaDescription: string | null
  socialImage: string | null
}

export interface BlogFeedRow {
  id: number
  title: string
  slug: string
  excerpt: string
  date: string
  author: string
  category: BlogCategory
  updatedAt: string | null
}

/** A row read back through its schemas, or the reason it could not be (an unknown category, damaged JSON tags). */
export type RowRead<T> = { ok: true; value: T } | { ok: false; id: number; error: unknown }

function read<T>(id: unknown, toValue: () => T): RowRead<T> {
  try {
    return { ok: true, value: toValue() }
  } catch (error) {
    return { ok: false, id: Number(id), error }
  }
}

function cardQuery(db: Db) {
  return db
    .selectFrom('blog_posts')
    .select([
      'id',
      'title',
      'slug',
      'excerpt',
      'date',
      'category',
      'tags',
      'reading_minutes',
      'updated_at',
      coverHead('image'),
    ])
}

type CardSelection = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number]

function toCard(row: CardSelection): BlogPostCardRow {
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    date: row.date,
    category: BlogCategorySchema.parse(row.category),
    tags: fromJsonText(TagsSchema, row.tags),
    readingMinutes: Number(row.reading_minutes),
    image: row.image,
    updatedAt: row.updated_at,
  }
}

/** Newest first; with `beforeId`, only posts older than it (keyset pagination). */
export async function listPostCards(
  db: Db,
  filter: { category?: BlogCategory | undefined; beforeId?: number | undefined; limit: number },
): Promise<RowRead<BlogPostCardRow>[]> {
  let query = cardQuery(db).where('status', '=', PUBLISHED).orderBy('id', 'desc').limit(filter.limit)
  if (filter.category) query = query.where('category', '=', filter.category)
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId)
  return (await query.execute()).map((row) => read(row.id, () => toCard(row)))
}

/** Same category first, then the rest, newest first within each, never the post itself. */
export async function listRelatedPostCards(
  db: Db,
  post: { id: number; category: BlogCategory },
  limit: number,
): Promise<RowRead<BlogPostCardRow>[]> {
  const rows = await cardQuery(db)
    .where('status', '=', PUBLISHED)
    .where('id', '!=', post.id)
    .orderBy((eb) => eb.case().when('category', '=', post.category).then(0).else(1).end())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => read(row.id, () => toCard(row)))
}

export async function findPostArticle(
  db: Db,
  id: number,
  audience: PostAudience,
): Promise<RowRead<BlogPostArticleRow> | undefined> {
  let query = cardQuery(db)
    .select(['content', 'author', coverHead('full_image'), 'meta_title', 'meta_description', 'social_image'])
    .where('id', '=', id)
  if (audience === 'public') query = query.where('status', '=', PUBLISHED)
  const row = await query.executeTakeFirst()
  return (
    row &&
    read(row.id, () => ({
      ...toCard(row),
      content: row.content,
      author: row.author,
      fullImage: row.full_image,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      socialImage: row.social_image,
    }))
  )
}

/** Every post for the sitemap and the feed, newest first, without content or covers. */
export async function listFeedPosts(db: Db): Promise<RowRead<BlogFeedRow>[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'excerpt', 'date', 'author', 'category', 'updated_at'])
    .where('status', '=', PUBLISHED)
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) =>
    read(row.id, () => ({
      id: Number(row.id),
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      date: row.date,
      author: row.author,
      category: BlogCategorySchema.parse(row.category),
      updatedAt: row.updated_at,
    })),
  )
}

/** A card row as the admin's list shows it, with its status and publish time. */
export interface BlogAdminPostCardRow extends BlogPostCardRow {
  status: BlogPostStatus
  publishAt: string | null
}

/** Every post whatever its status, newest first, for the admin's list (keyset pagination as `listPostCards`). */
export async function listAdminPostCards(
  db: Db,
  filter: { beforeId?: number | undefined; limit: number },
): Promise<RowRead<BlogAdminPostCardRow>[]> {
  let query = cardQuery(db).select(['status', 'publish_at']).orderBy('id', 'desc').limit(filter.limit)
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId)
  return (await query.execute()).map((row) =>
    read(row.id, () => ({
      ...toCard(row),
      status: BlogPostStatusSchema.parse(row.status),
      publishAt: row.publish_at,
    })),
  )
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

function toRow(post: NewBlogPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    date: post.date,
    author: post.author,
    category: post.category,
    tags: toJsonText(post.tags),
    image: post.image,
    full_image: post.fullImage,
    reading_minutes: post.readingMinutes,
    updated_at: null,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    social_image: post.socialImage,
    status: post.status ?? PUBLISHED,
    publish_at: post.publishAt ?? null,
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
  StoredBlogPost,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'category'
  | 'tags'
  | 'image'
  | 'fullImage'
  | 'readingMinutes'
  | 'metaTitle'
  | 'metaDescription'
  | 'socialImage'
>

/** Returns false when no post has the id. */
export async function updatePost(db: Db, id: number, changes: BlogPostChanges, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({
      title: changes.title,
      slug: changes.slug,
      excerpt: changes.excerpt,
      content: changes.content,
      category: changes.category,
      tags: toJsonText(changes.tags),
      image: changes.image,
      full_image: changes.fullImage,
      reading_minutes: changes.readingMinutes,
      meta_title: changes.metaTitle,
      meta_description: changes.metaDescription,
      social_image: changes.socialImage,
      updated_at: updatedAt,
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** False when no post has the id. */
export async function deletePost(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

import type { Kysely, Transaction } from 'kysely'
import { readingTimeMinutes } from '../../shared/reading-time'
import {
  BLOG_DEFAULT_AUTHOR,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_COUNT,
  type BlogArticle,
  type BlogCategory,
  type BlogPost,
  type BlogPostInput,
  type BlogPostPage,
  type BlogPostSummary,
} from '../../shared/schemas/blog'
import { BUILT_IN_POSTS } from '../blog/built-in-posts'
import { coverUrl } from '../blog/covers'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'
import {
  countPosts,
  deletePost,
  findLargestPostId,
  findPostArticle,
  insertPost,
  insertPostsIgnoringDuplicates,
  listFeedPosts,
  listPostCards,
  listRelatedPostCards,
  updatePost,
  type BlogFeedRow,
  type BlogPostArticleRow,
  type BlogPostCardRow,
  type NewBlogPost,
  type RowRead,
} from '../repositories/blog.repository'
import { CACHE_TAGS, type PageInvalidator } from '../render/render-cache'
import { sanitizeBlogHtml } from './blog-html'
import { cleanBlogHtml } from './blog-body-html.service'
import { claimSlug, moveSlug, slugForNewPost, slugTakenRejection } from './blog-slug.service'

type Db = Kysely<Database>

/** Where a damaged row is reported; Fastify's and tRPC's request loggers fit. */
export interface BlogLog {
  warn(details: object, message: string): void
}

export interface BlogReader {
  db: Db
  log: BlogLog
}

/** A save of a post as stored: its id, the editor's fields as cleaned, and when. */
export interface SavedPost {
  postId: number
  fields: BlogPostInput
  savedAt: string
}

/** What a save does in its own transaction besides writing the post (keeping a revision); throwing undoes the save. */
export type AlongsideSave = (trx: Transaction<Database>, saved: SavedPost) => Promise<void>

export interface BlogWriter extends BlogReader {
  /** Drops the rendered pages a change makes stale; null where pages are not cached. */
  pages: PageInvalidator | null
}

/** Keeps the rows that read back whole; a damaged one is logged and left out, never a failure of the whole list. */
function readable<T>(reads: readonly RowRead<T>[], log: BlogLog): T[] {
  return reads.flatMap((result) => {
    if (result.ok) return [result.value]
    log.warn({ postId: result.id, err: result.error }, 'blog post row is damaged; left out')
    return []
  })
}

function toSummary(row: BlogPostCardRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    date: row.date,
    category: row.category,
    tags: row.tags,
    readingMinutes: row.readingMinutes,
    image: coverUrl(row.image),
  }
}

/** The stored HTML was cleaned when it was saved, so it is served as it is. */
function toArticlePost(row: BlogPostArticleRow): BlogPost {
  const summary = toSummary(row)
  return {
    ...summary,
    content: row.content,
    author: row.author,
    fullImage: row.fullImage ? coverUrl(row.fullImage) : summary.image,
    updatedAt: row.updatedAt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
  }
}

export async function listBlogPosts(
  { db, log }: BlogReader,
  input: { category?: BlogCategory | undefined; cursor?: number | null | undefined; limit?: number | undefined },
): Promise<BlogPostPage> {
  const limit = input.limit ?? BLOG_PAGE_SIZE
  const reads = await listPostCards(db, {
    category: input.category,
    beforeId: input.cursor ?? undefined,
    limit: limit + 1,
  })
  const page = reads.slice(0, limit)
  const last = page.at(-1)
  const nextCursor = reads.length > limit && last ? (last.ok ? last.value.id : last.id) : null
  return { items: readable(page, log).map(toSummary), nextCursor }
}

/** Short lists read a few rows more than they show, so a damaged row or two does not shorten them. */
const DAMAGED_ROW_SLACK = 4

export async function latestBlogPosts({ db, log }: BlogReader, limit: number): Promise<BlogPostSummary[]> {
  const reads = await listPostCards(db, { limit: limit + DAMAGED_ROW_SLACK })
  return readable(reads, log).slice(0, limit).map(toSummary)
}

/** The post with its related posts; null when no readable post has the id. */
export async function findBlogArticle({ db, log }: BlogReader, id: number): Promise<BlogArticle | null> {
  const found = await findPostArticle(db, id)
  const [row] = readable(found ? [found] : [], log)
  if (!row) return null
  const related = readable(await listRelatedPostCards(db, row, BLOG_RELATED_COUNT + DAMAGED_ROW_SLACK), log)
  return { post: toArticlePost(row), related: related.slice(0, BLOG_RELATED_COUNT).map(toSummary) }
}

/** Every readable post for the sitemap and the feed, newest first. */
export async function listFeedBlogPosts({ db, log }: BlogReader): Promise<BlogFeedRow[]> {
  return readable(await listFeedPosts(db), log)
}

/** The reading time of a post, counted once when it is saved. */
function readingMinutesOf(post: { content: string | null; excerpt: string }): number {
  return readingTimeMinutes(post.content ?? post.excerpt)
}

/**
 * Seeds the built-in posts when the table is empty (spec section 4); the server calls it once at start. Racing
 * processes are safe: the insert skips ids that already exist, so the table ends with one copy.
 */
export async function ensureBuiltInPosts(db: Db): Promise<void> {
  if ((await countPosts(db)) > 0) return
  await insertPostsIgnoringDuplicates(
    db,
    BUILT_IN_POSTS.map((post) => {
      const content = post.content && sanitizeBlogHtml(post.content)
      return {
        ...post,
        content,
        readingMinutes: readingMinutesOf({ content, excerpt: post.excerpt }),
        metaTitle: null,
        metaDescription: null,
        socialImage: null,
      }
    }),
  )
}

function today(): string {
  return toIsoTime().slice(0, 10)
}

/** Empty SEO fields are stored as null: the title, excerpt and cover show instead. */
/**
 * The editor's fields cleaned as a save stores them (the HTML made safe, its uploaded pictures sized, empty tags
 * dropped): what a save, a draft and a revision keep.
 */
export async function cleanBlogPostFields(db: Db, input: BlogPostInput): Promise<BlogPostInput> {
  return { ...input, content: await cleanBlogHtml(db, input.content), tags: input.tags.filter((tag) => tag !== '') }
}

/** A post's stored columns from its cleaned editor fields (the slug is chosen apart from them). */
function postColumnsOf(fields: BlogPostInput) {
  return {
    ...fields,
    readingMinutes: readingMinutesOf({ content: fields.content, excerpt: fields.excerpt }),
    metaTitle: fields.metaTitle || null,
    metaDescription: fields.metaDescription || null,
    socialImage: fields.socialImage || null,
  }
}

/** Concurrent creates compete for the same timestamp id; each loser takes the next free one. */
const CREATE_ATTEMPTS = 20

async function readArticlePost(reader: BlogReader, id: number): Promise<BlogPost | undefined> {
  return (await findBlogArticle(reader, id))?.post
}

/**
 * New posts take the current time as id (spec section 3), moved past the largest id if a post already has it; a
 * create that loses the id to a concurrent one tries the next.
 */
export async function createBlogPost(
  writer: BlogWriter,
  input: BlogPostInput,
  alongside: AlongsideSave,
): Promise<BlogPost> {
  const editorFields = await cleanBlogPostFields(writer.db, input)
  const fields = postColumnsOf(editorFields)
  for (let attempt = 1; ; attempt += 1) {
    const id = Math.max(Date.now(), (await findLargestPostId(writer.db)) + 1)
    // Chosen on each attempt: the one that lost may have lost its slug (made from the same title) as well as its id.
    const slug = await slugForNewPost(writer.db, input.slug, input.title)
    const post: NewBlogPost = { id, ...fields, slug, date: today(), author: BLOG_DEFAULT_AUTHOR }
    try {
      await writer.db.transaction().execute(async (trx) => {
        await claimSlug(trx, slug)
        await insertPost(trx, post)
        await alongside(trx, { postId: id, fields: editorFields, savedAt: toIsoTime() })
      })
    } catch (error) {
      if (isUniqueViolation(error) && attempt < CREATE_ATTEMPTS) continue
      throw error
    }
    // A new post joins the lists and may become any article's related post.
    writer.pages?.invalidate(CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles)
    const created = await readArticlePost(writer, id)
    if (!created) throw new Error(`blog post ${id} was not readable after it was created`)
    return created
  }
}

/** Returns undefined when no post has the id. */
export async function updateBlogPost(
  writer: BlogWriter,
  id: number,
  input: BlogPostInput,
  alongside: AlongsideSave,
): Promise<BlogPost | undefined> {
  const before = await readArticlePost(writer, id)
  const editorFields = await cleanBlogPostFields(writer.db, input)
  const fields = postColumnsOf(editorFields)
  const savedAt = toIsoTime()
  const updated = await writer.db
    .transaction()
    .execute(async (trx) => {
      const slug = await moveSlug(trx, id, input.slug, savedAt)
      if (slug === undefined || !(await updatePost(trx, id, { ...fields, slug }, savedAt))) return false
      await alongside(trx, { postId: id, fields: editorFields, savedAt })
      return true
    })
    .catch((error: unknown) => {
      // Another post took the slug between the check and the write.
      throw isUniqueViolation(error) ? slugTakenRejection() : error
    })
  if (!updated) return undefined
  // A changed category or slug changes the related posts' cards on other articles; otherwise only the pages
  // showing this post change.
  const sameCards = before?.category === input.category && (input.slug === '' || before.slug === input.slug)
  writer.pages?.invalidate(CACHE_TAGS.blogLists, sameCards ? CACHE_TAGS.blogPost(id) : CACHE_TAGS.blogArticles)
  return readArticlePost(writer, id)
}

/** Returns false when no post has the id. */
export async function deleteBlogPost(writer: BlogWriter, id: number): Promise<boolean> {
  if (!(await deletePost(writer.db, id))) return false
  // The post leaves the lists, its own page and every article that showed it as related.
  writer.pages?.invalidate(CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles)
  return true
}

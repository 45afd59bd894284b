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
import { budapestDay } from '../../shared/budapest-time'
import { BUILT_IN_POSTS } from '../blog/built-in-posts'
import { coverUrl } from '../blog/covers'
import { cancelScheduledPublish } from '../blog/scheduled-publish-job'
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
  type PostAudience,
  type RowRead,
} from '../repositories/blog.repository'
import { findPostPublication, setPostPublication } from '../repositories/blog-publication.repository'
import { CACHE_TAGS, type PageInvalidator } from '../render/render-cache'
import { planPublication, publicationChange } from './blog-publication'
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
  /** The clock a post's id, date and publish time are judged by. */
  now: () => number
}

/** Keeps the rows that read back whole; a damaged one is logged and left out, never a failure of the whole list. */
export function readable<T>(reads: readonly RowRead<T>[], log: BlogLog): T[] {
  return reads.flatMap((result) => {
    if (result.ok) return [result.value]
    log.warn({ postId: result.id, err: result.error }, 'blog post row is damaged; left out')
    return []
  })
}

export function toSummary(row: BlogPostCardRow): BlogPostSummary {
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
export function toArticlePost(row: BlogPostArticleRow): BlogPost {
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

/**
 * The post with its related (published) posts; null when no readable post has the id, or when it is not published
 * and the reader is the public (a preview link reads it as the admin does).
 */
export async function findBlogArticle(
  { db, log }: BlogReader,
  id: number,
  audience: PostAudience = 'public',
): Promise<BlogArticle | null> {
  const found = await findPostArticle(db, id, audience)
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

/**
 * The editor's fields cleaned as a save stores them (the HTML made safe, its uploaded pictures sized, empty tags
 * dropped): what a save, a draft and a revision keep. The publication is not among them: it is the post's state,
 * which a restored revision or a published draft leaves as it is.
 */
export async function cleanBlogPostFields(
  db: Db,
  { publication: _publication, ...input }: BlogPostInput,
): Promise<BlogPostInput> {
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

/** The post as saved, whatever its status: what the admin's save answers. */
async function readArticlePost(reader: BlogReader, id: number): Promise<BlogPost | undefined> {
  return (await findBlogArticle(reader, id, 'admin'))?.post
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
  const now = writer.now()
  // A create that names no publication publishes at once, as every create did before statuses existed.
  const publication = publicationChange(input.publication ?? { status: 'published' }, { now, before: undefined })
  for (let attempt = 1; ; attempt += 1) {
    const id = Math.max(now, (await findLargestPostId(writer.db)) + 1)
    // Chosen on each attempt: the one that lost may have lost its slug (made from the same title) as well as its id.
    const slug = await slugForNewPost(writer.db, input.slug, input.title)
    const post: NewBlogPost = {
      id,
      ...fields,
      slug,
      date: publication.date ?? budapestDay(new Date(now)),
      author: BLOG_DEFAULT_AUTHOR,
      status: publication.status,
      publishAt: publication.publishAt,
    }
    try {
      await writer.db.transaction().execute(async (trx) => {
        await claimSlug(trx, slug)
        await insertPost(trx, post)
        await planPublication(trx, id, publication, now)
        await alongside(trx, { postId: id, fields: editorFields, savedAt: toIsoTime(new Date(now)) })
      })
    } catch (error) {
      if (isUniqueViolation(error) && attempt < CREATE_ATTEMPTS) continue
      throw error
    }
    // A new public post joins the lists and may become any article's related post.
    if (publication.status === 'published') writer.pages?.invalidate(CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles)
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
  const stored = await findPostPublication(writer.db, id)
  if (!stored) return undefined
  const now = writer.now()
  // An update that names no publication leaves the post's status, time and plan as they are.
  const publication = input.publication && publicationChange(input.publication, { now, before: stored })
  const editorFields = await cleanBlogPostFields(writer.db, input)
  const fields = postColumnsOf(editorFields)
  const savedAt = toIsoTime(new Date(now))
  const updated = await writer.db
    .transaction()
    .execute(async (trx) => {
      const slug = await moveSlug(trx, id, input.slug, savedAt)
      if (slug === undefined || !(await updatePost(trx, id, { ...fields, slug }, savedAt))) return false
      if (publication) {
        await setPostPublication(trx, id, publication)
        await planPublication(trx, id, publication, now)
      }
      await alongside(trx, { postId: id, fields: editorFields, savedAt })
      return true
    })
    .catch((error: unknown) => {
      // Another post took the slug between the check and the write.
      throw isUniqueViolation(error) ? slugTakenRejection() : error
    })
  if (!updated) return undefined
  const wasPublic = stored.status === 'published'
  const isPublic = (publication?.status ?? stored.status) === 'published'
  // A post entering or leaving the public, or changing its category or slug, changes which articles show it as
  // related and how; otherwise only the pages showing it change. A post the public never saw changes no page.
  const sameCards = before?.category === input.category && (input.slug === '' || before.slug === input.slug)
  if (wasPublic || isPublic) {
    writer.pages?.invalidate(
      CACHE_TAGS.blogLists,
      wasPublic === isPublic && sameCards ? CACHE_TAGS.blogPost(id) : CACHE_TAGS.blogArticles,
    )
  }
  return readArticlePost(writer, id)
}

/** Returns false when no post has the id. */
export async function deleteBlogPost(writer: BlogWriter, id: number): Promise<boolean> {
  const deleted = await writer.db.transaction().execute(async (trx) => {
    if (!(await deletePost(trx, id))) return false
    await cancelScheduledPublish(trx, id)
    return true
  })
  if (!deleted) return false
  // The post leaves the lists, its own page and every article that showed it as related.
  writer.pages?.invalidate(CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles)
  return true
}

import { BLOG_PAGE_SIZE } from '../../shared/schemas/blog'
import type {
  BlogAdminPost,
  BlogAdminPostPage,
  BlogAdminPostSummary,
  BlogPublication,
} from '../../shared/schemas/blog-publication'
import { findPostIdsWithDraft } from '../repositories/blog-draft.repository'
import { findPostPublication, type StoredPublication } from '../repositories/blog-publication.repository'
import { listAdminPostCards } from '../repositories/blog.repository'
import { findBlogArticle, readable, toSummary, type BlogReader } from './blog.service'

/** The stored status as the editor's choice; a scheduled row without a time (never written so) reads as a draft. */
function toPublication(stored: StoredPublication): BlogPublication {
  if (stored.status === 'scheduled' && stored.publishAt !== null) {
    return { status: 'scheduled', publishAt: stored.publishAt }
  }
  return { status: stored.status === 'published' ? 'published' : 'draft' }
}

/** Every post whatever its status, newest first, a page at a time (the admin's list). */
export async function listAdminBlogPosts(
  { db, log }: BlogReader,
  input: { cursor?: number | null | undefined; limit?: number | undefined },
): Promise<BlogAdminPostPage> {
  const limit = input.limit ?? BLOG_PAGE_SIZE
  const reads = await listAdminPostCards(db, { beforeId: input.cursor ?? undefined, limit: limit + 1 })
  const page = reads.slice(0, limit)
  const last = page.at(-1)
  const nextCursor = reads.length > limit && last ? (last.ok ? last.value.id : last.id) : null
  const rows = readable(page, log)
  const withDraft = await findPostIdsWithDraft(
    db,
    rows.map((row) => row.id),
  )
  const items = rows.map((row): BlogAdminPostSummary => ({
    ...toSummary(row),
    status: row.status,
    publishAt: row.publishAt,
    hasDraft: withDraft.has(row.id),
  }))
  return { items, nextCursor }
}

/** A post as the editor opens it, whatever its status; null when no readable post has the id. */
export async function findAdminBlogPost(reader: BlogReader, id: number): Promise<BlogAdminPost | null> {
  const [article, stored] = await Promise.all([
    findBlogArticle(reader, id, 'admin'),
    findPostPublication(reader.db, id),
  ])
  if (!article || !stored) return null
  return { ...article.post, publication: toPublication(stored), hasPreviewLink: stored.hasPreviewLink }
}

import { BLOG_PREVIEW_NOT_FOUND_MESSAGE } from '../../shared/blog-preview'
import type { BlogArticle } from '../../shared/schemas/blog'
import { newPreviewToken, previewTokenHash } from '../blog/preview-token'
import { rateLimitSubject } from '../rate-limit-subject'
import { findPostIdByPreviewTokenHash, setPostPreviewTokenHash } from '../repositories/blog-publication.repository'
import { findBlogArticle, type BlogReader } from './blog.service'
import { DomainError } from './domain-error'
import type { RateLimitStore } from './form-guard/rate-limit-store'

/** Per client IP: an editor opens a preview a few times; a script guessing tokens (2^256 of them) gets nowhere. */
export const BLOG_PREVIEW_RATE_LIMIT = { maxOpens: 30, windowMs: 60_000 } as const

/**
 * Gives the post a new preview link in place of any earlier one (which stops working), and answers its token: the
 * only time it is seen, as only its hash is kept. Null when no post has the id.
 */
export async function createBlogPreviewLink({ db }: BlogReader, id: number): Promise<{ token: string } | null> {
  const token = newPreviewToken()
  return (await setPostPreviewTokenHash(db, id, previewTokenHash(token))) ? { token } : null
}

/** Closes the post's preview link; false when no post has the id. */
export function revokeBlogPreviewLink({ db }: BlogReader, id: number): Promise<boolean> {
  return setPostPreviewTokenHash(db, id, null)
}

export interface BlogPreviewDeps extends BlogReader {
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/** The article a preview link opens, whatever its status, with the published posts it would show as related. */
export async function openBlogPreview(deps: BlogPreviewDeps, token: string): Promise<BlogArticle> {
  const { maxOpens, windowMs } = BLOG_PREVIEW_RATE_LIMIT
  const subject = `blog-preview:${rateLimitSubject(deps.clientIp)}`
  if (!(await deps.rateLimits.tryHit(subject, maxOpens, windowMs, deps.now()))) {
    throw new DomainError('too-many-requests', 'Rate limit exceeded')
  }
  const id = await findPostIdByPreviewTokenHash(deps.db, previewTokenHash(token))
  const article = id === undefined ? null : await findBlogArticle(deps, id, 'admin')
  if (!article) throw new DomainError('not-found', BLOG_PREVIEW_NOT_FOUND_MESSAGE)
  return article
}

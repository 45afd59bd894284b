import { z } from 'zod'
import { BLOG_POST_STATUSES, BlogPublicationMessages, type BlogPostStatus } from '../blog-publication'
import { BLOG_PREVIEW_TOKEN_PATTERN } from '../blog-preview'
import type { BlogPost, BlogPostSummary } from './blog'

export {
  BLOG_POST_STATUSES,
  BLOG_POST_STATUS_LABELS,
  BlogPublicationMessages,
  type BlogPostStatus,
} from '../blog-publication'

export const BlogPostStatusSchema = z.enum(BLOG_POST_STATUSES)

/**
 * Whether a post is public: a draft and a scheduled post are seen only by admins and through a preview link; a
 * scheduled post is published at `publishAt` (an ISO-8601 UTC instant the editor made from a Budapest time).
 */
export const BlogPublicationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('draft') }),
  z.object({ status: z.literal('published') }),
  z.object({
    status: z.literal('scheduled'),
    publishAt: z.iso.datetime({ error: BlogPublicationMessages.publishAtRequired }),
  }),
])
export type BlogPublication = z.infer<typeof BlogPublicationSchema>

export const BlogPreviewTokenSchema = z.object({ token: z.string().regex(BLOG_PREVIEW_TOKEN_PATTERN) })

/**
 * A post as the admin's list shows it: the card, its status and, when scheduled, when it goes public, and whether
 * it has a draft of changes not yet published.
 */
export interface BlogAdminPostSummary extends BlogPostSummary {
  status: BlogPostStatus
  publishAt: string | null
  hasDraft: boolean
}

/** A post as the editor opens it: the article, its publication, and whether a preview link is open. */
export interface BlogAdminPost extends BlogPost {
  publication: BlogPublication
  hasPreviewLink: boolean
}

export interface BlogAdminPostPage {
  items: BlogAdminPostSummary[]
  nextCursor: number | null
}

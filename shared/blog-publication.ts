// A post's publication (draft, scheduled, published) and its preview link, as the editor, the admin list and the
// preview page need them: no zod here (shared/schemas/blog-publication.ts holds the schemas).

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number]

/** What the admin reads for each status. */
export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/**
 * The preview page: `/blog/elonezet#{token}`. The token travels in the fragment, which browsers never send to a
 * server, so it stays out of request lines, logs, caches and Referer headers; the page hands it over in a POST body.
 */
export const BLOG_PREVIEW_PATH = '/blog/elonezet'

/** A preview link's token: 43 base64url characters, 256 random bits (server/blog/preview-token.ts makes them). */
export const BLOG_PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const BlogPublicationMessages = {
  publishAtRequired: 'Choose when a scheduled post is published (Publish at)',
  publishAtInPast: 'Publish at must be in the future',
  previewNotFound: 'Ez az előnézeti link nem érvényes, vagy már visszavonták.',
} as const

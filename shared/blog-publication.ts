// A post's publication (draft, scheduled, published), as the editor and the admin list need it: no zod here
// (shared/schemas/blog-publication.ts holds the schemas). Its preview link is ./blog-preview.ts.

export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number]

/** What the admin reads for each status. */
export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

export const BlogPublicationMessages = {
  publishAtRequired: 'Choose when a scheduled post is published (Publish at)',
  publishAtInPast: 'Publish at must be in the future',
} as const

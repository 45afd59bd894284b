import { z } from 'zod'
import {
  BLOG_CATEGORIES,
  BLOG_LATEST_COUNT,
  BLOG_LATEST_MAX_COUNT,
  BLOG_PAGE_MAX_SIZE,
  BLOG_PAGE_SIZE,
  BlogMessages,
  type BlogCategory,
} from '../blog'
import { BLOG_COVER_DATA_URL_MAX_LENGTH, BlogCoverMessages } from '../blog-covers'
import {
  BlogSeoMessages,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  SOCIAL_IMAGE_ADDRESS_MAX_LENGTH,
} from '../blog-seo'
import { BLOG_SLUG_MAX_LENGTH, BlogSlugMessages, isBlogSlug, slugFromTitle } from '../blog-slug'
import { coverSharePath } from '../social-images'
import { isSafeLink } from '../site-link'
import { BlogPublicationSchema } from './blog-publication'
import { markupText, singleLineText } from './text'

// The names, limits and paths the browser needs without zod live in shared/blog.ts; one definition, used here too.
export {
  BLOG_CATEGORIES,
  BLOG_PLACEHOLDER_IMAGE,
  BLOG_DEFAULT_AUTHOR,
  BLOG_LATEST_COUNT,
  BLOG_LATEST_MAX_COUNT,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_MAX_SIZE,
  BLOG_RELATED_COUNT,
  BLOG_SKELETON_COUNT,
  BLOG_CATEGORY_PARAM,
  BlogMessages,
  pickRelatedPosts,
  blogPostPath,
  categorySlug,
  categoryFromParam,
  blogListPath,
  postIdFromParam,
  type BlogCategory,
} from '../blog'

export const BlogCategorySchema = z.enum(BLOG_CATEGORIES)

export const BLOG_TITLE_MAX_LENGTH = 200
export const BLOG_EXCERPT_MAX_LENGTH = 600
export const BLOG_AUTHOR_MAX_LENGTH = 120
export const BLOG_TAG_MAX_LENGTH = 40
export const BLOG_TAGS_MAX_COUNT = 12
/** Content may hold small pictures as data URLs, hence the generous limit. */
export const BLOG_CONTENT_MAX_LENGTH = 200_000
/** A cover's address: an uploaded cover's hashed path, a site path or an http(s) URL. */
export const BLOG_IMAGE_URL_MAX_LENGTH = 2048

export const BlogDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')

const BlogTagsSchema = z.array(z.string().trim().min(1).max(BLOG_TAG_MAX_LENGTH)).max(BLOG_TAGS_MAX_COUNT)

/** What a post card shows: lists, the home page's latest posts and related posts carry only this. */
export const BlogPostSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1).max(BLOG_TITLE_MAX_LENGTH),
  /** The address segment: /blog/{id}/{slug} (shared/blog-slug.ts). */
  slug: z.string().refine(isBlogSlug),
  excerpt: z.string().trim().min(1).max(BLOG_EXCERPT_MAX_LENGTH),
  date: BlogDateSchema,
  category: BlogCategorySchema,
  tags: BlogTagsSchema,
  /** Whole minutes, counted by the server when the post is saved (`shared/reading-time.ts`). */
  readingMinutes: z.number().int().positive(),
  /** The cover's address: a site path or http(s) URL, never a data URL. */
  image: z.string().max(BLOG_IMAGE_URL_MAX_LENGTH),
})
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>

/** An article as its page shows it: the summary plus the author, the cleaned HTML and the large cover's address. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  content: z.string().max(BLOG_CONTENT_MAX_LENGTH).nullable(),
  author: z.string().trim().min(1).max(BLOG_AUTHOR_MAX_LENGTH),
  fullImage: z.string().max(BLOG_IMAGE_URL_MAX_LENGTH),
  updatedAt: z.string().nullable(),
  /** Search results' and link previews' title and description; null shows the title and excerpt. */
  metaTitle: z.string().max(META_TITLE_MAX_LENGTH).nullable(),
  metaDescription: z.string().max(META_DESCRIPTION_MAX_LENGTH).nullable(),
  /** The picture whose 1200 × 630 JPEG link previews show; null shows the cover's. */
  socialImage: z.string().max(SOCIAL_IMAGE_ADDRESS_MAX_LENGTH).nullable(),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

/** A post as shipped with the site and seeded into the table: covers are site paths, content is HTML. */
export interface BuiltInBlogPost {
  id: number
  title: string
  slug: string
  excerpt: string
  content: string | null
  date: string
  author: string
  category: BlogCategory
  tags: string[]
  image: string
  fullImage: string
}

/** A cover address: a path on this site or an http(s) URL (`shared/site-link.ts`), at most BLOG_IMAGE_URL_MAX_LENGTH long. */
export function isImageAddress(value: string): boolean {
  return value.length <= BLOG_IMAGE_URL_MAX_LENGTH && isSafeLink(value)
}

/**
 * A cover as a post stores it: empty (the placeholder shows), an uploaded cover's hashed path, a site path or an
 * http(s) address; surrounding spaces are trimmed. Pictures travel once, to `blog.uploadCover`, never inside a post.
 */
export const BlogImageSchema = z
  .string()
  .trim()
  .max(BLOG_IMAGE_URL_MAX_LENGTH)
  .refine((value) => value === '' || isImageAddress(value), 'Image must be a site path or an http(s) URL')

/** An image file as the editor read it (a base64 data URL); the server judges the picture by its content. */
export const BlogCoverUploadSchema = z.object({
  dataUrl: z
    .string()
    .max(BLOG_COVER_DATA_URL_MAX_LENGTH, BlogCoverMessages.tooLarge)
    .regex(/^data:[\w.+/-]*;base64,[A-Za-z0-9+/=\s]*$/, BlogCoverMessages.notAnImage),
})
export type BlogCoverUpload = z.infer<typeof BlogCoverUploadSchema>

export const BlogPostIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** One page of the list, newest first: `cursor` is the `nextCursor` of the page before (posts older than that id). */
export const BlogListInputSchema = z
  .object({
    category: BlogCategorySchema.optional(),
    cursor: BlogPostIdSchema.nullish(),
    limit: z.number().int().min(1).max(BLOG_PAGE_MAX_SIZE).default(BLOG_PAGE_SIZE),
  })
  .optional()
export type BlogListInput = z.input<typeof BlogListInputSchema>
/** A page of the admin's list: posts of every status, newest first, with the same cursor as the public list. */
export const BlogAdminListInputSchema = z
  .object({
    cursor: BlogPostIdSchema.nullish(),
    limit: z.number().int().min(1).max(BLOG_PAGE_MAX_SIZE).default(BLOG_PAGE_SIZE),
  })
  .optional()

export interface BlogPostPage {
  items: BlogPostSummary[]
  /** The cursor of the next page; null on the last page. */
  nextCursor: number | null
}
export const BlogByIdInputSchema = z.object({ id: BlogPostIdSchema })
export const BlogLatestInputSchema = z
  .object({ limit: z.number().int().min(1).max(BLOG_LATEST_MAX_COUNT).default(BLOG_LATEST_COUNT) })
  .optional()

/** An article with its related posts, as the article page loads it. */
export interface BlogArticle {
  post: BlogPost
  related: BlogPostSummary[]
}

/** What the admin editor sends; tags arrive already split (comma separated in the form, trimmed, empties dropped). */
export const BlogPostInputSchema = z.object({
  title: singleLineText().min(1, BlogMessages.titleAndExcerpt).max(BLOG_TITLE_MAX_LENGTH),
  excerpt: singleLineText().min(1, BlogMessages.titleAndExcerpt).max(BLOG_EXCERPT_MAX_LENGTH),
  content: markupText().trim().min(1, BlogMessages.requiredFields).max(BLOG_CONTENT_MAX_LENGTH),
  category: BlogCategorySchema,
  tags: z.array(singleLineText().max(BLOG_TAG_MAX_LENGTH)).max(BLOG_TAGS_MAX_COUNT).default([]),
  image: BlogImageSchema.default(''),
  fullImage: BlogImageSchema.default(''),
  /**
   * Empty: a new post's slug is made from its title, a saved post keeps its own. Typed text is made a slug as a
   * title is ("Téli Náthaszezon!" is stored as `teli-nathaszezon`).
   */
  slug: z
    .string()
    .trim()
    .max(BLOG_SLUG_MAX_LENGTH, BlogSlugMessages.tooLong)
    .transform((typed) => (typed === '' ? '' : slugFromTitle(typed)))
    .default(''),
  /** Empty: the title and excerpt are shown. */
  metaTitle: singleLineText().max(META_TITLE_MAX_LENGTH).default(''),
  metaDescription: singleLineText().max(META_DESCRIPTION_MAX_LENGTH).default(''),
  /** Empty: the cover's picture. Otherwise a picture the site has a 1200 × 630 JPEG of (an upload, a built-in cover). */
  socialImage: z
    .string()
    .trim()
    .max(SOCIAL_IMAGE_ADDRESS_MAX_LENGTH)
    .refine((value) => value === '' || coverSharePath(value) !== null, BlogSeoMessages.socialImage)
    .default(''),
  /**
   * Draft, scheduled or published; the editor always sends it. Without it a create publishes at once and an update
   * leaves the status as it is, as callers from before statuses existed expect.
   */
  publication: BlogPublicationSchema.optional(),
})
export type BlogPostInput = z.infer<typeof BlogPostInputSchema>
export const BlogPostUpdateSchema = BlogPostInputSchema.extend({ id: BlogPostIdSchema })
export type BlogPostUpdate = z.infer<typeof BlogPostUpdateSchema>

import { z } from 'zod'
import { slugify } from '../slug'
import { singleLineText } from './text'

export const BLOG_CATEGORIES = [
  'Ügyfélszolgálat',
  'Implementáció',
  'Adatvédelem',
  'Edukáció',
  'Esettanulmányok',
  'Trendek',
  'Egészségügy',
  'Digitalizáció',
] as const

export const BlogCategorySchema = z.enum(BLOG_CATEGORIES)
export type BlogCategory = z.infer<typeof BlogCategorySchema>

export const BLOG_TITLE_MAX_LENGTH = 200
export const BLOG_EXCERPT_MAX_LENGTH = 600
export const BLOG_AUTHOR_MAX_LENGTH = 120
export const BLOG_TAG_MAX_LENGTH = 40
export const BLOG_TAGS_MAX_COUNT = 12
/** Content and images may hold data URLs (covers are read as data URLs), hence the generous limits. */
export const BLOG_CONTENT_MAX_LENGTH = 200_000
export const BLOG_IMAGE_MAX_LENGTH = 3_000_000
/** A cover given as an address (site path or http(s) URL) rather than a data URL. */
export const BLOG_IMAGE_URL_MAX_LENGTH = 2048

export const BlogDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')

const BlogTagsSchema = z.array(z.string().trim().min(1).max(BLOG_TAG_MAX_LENGTH)).max(BLOG_TAGS_MAX_COUNT)

/** What a post card shows: lists, the home page's latest posts and related posts carry only this. */
export const BlogPostSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1).max(BLOG_TITLE_MAX_LENGTH),
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
})
export type BlogPost = z.infer<typeof BlogPostSchema>

/** A post as shipped with the site and seeded into the table: covers are site paths, content is HTML. */
export interface BuiltInBlogPost {
  id: number
  title: string
  excerpt: string
  content: string | null
  date: string
  author: string
  category: BlogCategory
  tags: string[]
  image: string
  fullImage: string
}

export const BLOG_PLACEHOLDER_IMAGE = '/blog-covers/placeholder.svg'
export const BLOG_DEFAULT_AUTHOR = 'PatikaChat Szerkesztőség'
/** Spec section 9: the home page shows 3 posts, an article up to 2 related ones, the list 4 skeletons. */
export const BLOG_LATEST_COUNT = 3
export const BLOG_LATEST_MAX_COUNT = 12
/** Posts per /blog page ("Több cikk" loads the next page); a caller may ask for up to the maximum. */
export const BLOG_PAGE_SIZE = 12
export const BLOG_PAGE_MAX_SIZE = 24
export const BLOG_RELATED_COUNT = 2
export const BLOG_SKELETON_COUNT = 4
/** The query parameter of the /blog category filter; its value is the category's slug (`?kategoria=adatvedelem`). */
export const BLOG_CATEGORY_PARAM = 'kategoria'

export const BlogMessages = {
  notFound: 'Cikk nem található',
  requiredFields: 'Please fill all required fields',
  titleAndExcerpt: 'Blog post must have a title and excerpt',
} as const

/**
 * A cover address: a path on this site or an http(s) URL, without spaces or backslashes (browsers read `\` as `/`,
 * so `/\evil.example/x.png` would name another host).
 */
export function isImageAddress(value: string): boolean {
  return (
    value.length <= BLOG_IMAGE_URL_MAX_LENGTH &&
    (/^\/(?![/\\])[^\s\\]*$/.test(value) || /^https?:\/\/[^\s\\]+$/i.test(value))
  )
}

/** A cover: a site path, an http(s) address, or an image read as a data URL; surrounding spaces are trimmed. */
export const BlogImageSchema = z
  .string()
  .trim()
  .max(BLOG_IMAGE_MAX_LENGTH)
  .refine(
    (value) => value === '' || isImageAddress(value) || isImageDataUrl(value),
    'Image must be a site path, an http(s) URL or an image data URL',
  )

export function isImageDataUrl(value: string): boolean {
  return /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/i.test(value)
}

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
  content: z.string().trim().min(1, BlogMessages.requiredFields).max(BLOG_CONTENT_MAX_LENGTH),
  category: BlogCategorySchema,
  tags: z.array(singleLineText().max(BLOG_TAG_MAX_LENGTH)).max(BLOG_TAGS_MAX_COUNT).default([]),
  image: BlogImageSchema.default(''),
  fullImage: BlogImageSchema.default(''),
})
export type BlogPostInput = z.infer<typeof BlogPostInputSchema>
export const BlogPostUpdateSchema = BlogPostInputSchema.extend({ id: BlogPostIdSchema })
export type BlogPostUpdate = z.infer<typeof BlogPostUpdateSchema>

/** Related posts: the same category first, then the rest, newest first within each, never the post itself. */
export function pickRelatedPosts<T extends Pick<BlogPostSummary, 'id' | 'category'>>(
  posts: readonly T[],
  post: Pick<BlogPostSummary, 'id' | 'category'>,
  limit: number = BLOG_RELATED_COUNT,
): T[] {
  const others = posts.filter((candidate) => candidate.id !== post.id).sort((a, b) => b.id - a.id)
  const sameCategory = others.filter((candidate) => candidate.category === post.category)
  const rest = others.filter((candidate) => candidate.category !== post.category)
  return [...sameCategory, ...rest].slice(0, limit)
}

/** The canonical path of an article: /blog/{id}/{slug of the title}. */
export function blogPostPath(post: Pick<BlogPostSummary, 'id' | 'title'>): string {
  const slug = slugify(post.title)
  return slug ? `/blog/${post.id}/${slug}` : `/blog/${post.id}`
}

export function categorySlug(category: BlogCategory): string {
  return slugify(category)
}

/** The category a `?kategoria=` value names, by slug or by its exact name; null for "all" and unknown values. */
export function categoryFromParam(value: string | null | undefined): BlogCategory | null {
  if (!value) return null
  return BLOG_CATEGORIES.find((category) => category === value || categorySlug(category) === value) ?? null
}

export function blogListPath(category: BlogCategory | null): string {
  return category ? `/blog?${BLOG_CATEGORY_PARAM}=${categorySlug(category)}` : '/blog'
}

/** The post id in an article URL; null for anything that cannot be one, which shows the not-found page. */
export function postIdFromParam(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null
  const id = Number(param)
  return Number.isSafeInteger(id) ? id : null
}

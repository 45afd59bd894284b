import { z } from 'zod'

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

export const BlogDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')

export const BlogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1).max(BLOG_TITLE_MAX_LENGTH),
  excerpt: z.string().trim().min(1).max(BLOG_EXCERPT_MAX_LENGTH),
  content: z.string().max(BLOG_CONTENT_MAX_LENGTH).nullable(),
  date: BlogDateSchema,
  author: z.string().trim().min(1).max(BLOG_AUTHOR_MAX_LENGTH),
  category: BlogCategorySchema,
  tags: z.array(z.string().trim().min(1).max(BLOG_TAG_MAX_LENGTH)).max(BLOG_TAGS_MAX_COUNT),
  image: z.string().max(BLOG_IMAGE_MAX_LENGTH),
  fullImage: z.string().max(BLOG_IMAGE_MAX_LENGTH),
  updatedAt: z.string().nullable(),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

/** A post as shipped with the site: everything but the update time, which only edits set. */
export type BuiltInBlogPost = Omit<BlogPost, 'updatedAt'>

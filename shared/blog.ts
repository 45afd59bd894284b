// The blog's names, limits and paths that the browser needs on every blog view: no zod here, so pages that only show
// posts do not load the schema library. shared/schemas/blog.ts re-exports all of it next to the schemas.
import type { BlogPostSummary } from './schemas/blog'
import { idFromParam } from './id-param'
import { slugify } from './slug'

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

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

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

/** The canonical path of an article: /blog/{id}/{its stored slug} (shared/blog-slug.ts). */
export function blogPostPath(post: Pick<BlogPostSummary, 'id' | 'slug'>): string {
  return `/blog/${post.id}/${post.slug}`
}

export function categorySlug(category: BlogCategory): string {
  return slugify(category)
}

/** The category a `?kategoria=` value names, by slug or by its exact name; null for "all" and unknown values. */
export function categoryFromParam(value: string | null | undefined): BlogCategory | null {
  if (!value) return null
  return BLOG_CATEGORIES.find((category) => category === value || categorySlug(category) === value) ?? null
}

/** The input of `blog.list` for a category view; the server's prefetch and the browser's query use the same one. */
export function blogListInput(category: BlogCategory | null): { category?: BlogCategory } {
  return category ? { category } : {}
}

export function blogListPath(category: BlogCategory | null): string {
  return category ? `/blog?${BLOG_CATEGORY_PARAM}=${categorySlug(category)}` : '/blog'
}

/** The post id in an article URL; null for anything that cannot be one, which shows the not-found page. */
export function postIdFromParam(param: string | undefined): number | null {
  return idFromParam(param)
}

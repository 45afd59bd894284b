import { slugify } from './slug'

// A post's slug: the last segment of its address (/blog/{id}/{slug}), stored with the post and editable. The rules
// are what `slugify` makes (lower-case ASCII letters and digits, single hyphens between), so a slug typed by hand
// reads as one made from a title.

export const BLOG_SLUG_MAX_LENGTH = 120
/** What a title that makes no slug of its own (only signs, only digits) gets in front of what it makes. */
export const BLOG_SLUG_FALLBACK = 'cikk'

const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ONLY_DIGITS = /^\d+$/

/** A slug the blog accepts: `slugify`'s own form, at most BLOG_SLUG_MAX_LENGTH long, not only digits (a post id). */
export function isBlogSlug(value: string): boolean {
  return value.length <= BLOG_SLUG_MAX_LENGTH && BLOG_SLUG.test(value) && !ONLY_DIGITS.test(value)
}

/** The slug a title makes: `slugify`, cut at a hyphen to fit, "cikk-" in front when it would be empty or only digits. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title)
  const usable = slug === '' || ONLY_DIGITS.test(slug) ? [BLOG_SLUG_FALLBACK, slug].filter(Boolean).join('-') : slug
  if (usable.length <= BLOG_SLUG_MAX_LENGTH) return usable
  const cut = usable.slice(0, BLOG_SLUG_MAX_LENGTH + 1)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : BLOG_SLUG_MAX_LENGTH).replace(/-+$/, '')
}

/** `slug` made unique with "-2", "-3" … by `isTaken`, kept within BLOG_SLUG_MAX_LENGTH. */
export async function firstFreeSlug(slug: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : `-${number}`
    const candidate = `${slug.slice(0, BLOG_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!(await isTaken(candidate))) return candidate
  }
}

export const BlogSlugMessages = {
  tooLong: `The slug may be at most ${BLOG_SLUG_MAX_LENGTH} characters long`,
  taken: 'Another post already has this slug',
} as const

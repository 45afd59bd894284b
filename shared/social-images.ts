import { BLOG_COVERS_PATH, blogCoverShareUrl } from './blog-covers'
import type { SocialPreviewName } from './content/social-previews'

// The pictures a shared link shows (Open Graph, X cards): 1200 × 630 rasters, since Facebook, LinkedIn and X show no
// SVG. `npm run social-images` draws them into client/public/social/ from shared/content/social-previews.ts; the files
// are committed. What the browser needs (the addresses) is here, apart from the texts, which only the server reads.

export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
export const SOCIAL_IMAGES_PATH = '/social'
/** Part of every file's name, so a year of caching is safe: raise it when the pictures are drawn anew. */
export const SOCIAL_IMAGE_VERSION = 1

export function socialPreviewPath(name: SocialPreviewName): string {
  return `${SOCIAL_IMAGES_PATH}/${name}-v${SOCIAL_IMAGE_VERSION}.png`
}

/** The built-in posts' covers: SVG files in client/public/blog-covers/, each drawn as a JPEG for sharing. */
export const BUILT_IN_COVER_NAMES = [
  'adatvedelem',
  'digitalizacio',
  'edukacio',
  'egeszsegugy',
  'esettanulmanyok',
  'implementacio',
  'placeholder',
  'trendek',
  'ugyfelszolgalat',
] as const

export function builtInCoverSharePath(name: (typeof BUILT_IN_COVER_NAMES)[number]): string {
  return `${SOCIAL_IMAGES_PATH}/blog-cover-${name}-v${SOCIAL_IMAGE_VERSION}.jpg`
}

const BUILT_IN_COVER = /^\/blog-covers\/([a-z-]+)\.svg$/
const UPLOADED_COVER = new RegExp(`^${BLOG_COVERS_PATH}/([0-9a-f]{64})(?:-card\\.webp|\\.[a-z]+)$`)

/** The 1200 × 630 raster of a blog cover for sharing; null for a cover the site has none of (another host's). */
export function coverSharePath(cover: string): string | null {
  const uploaded = UPLOADED_COVER.exec(cover)?.[1]
  if (uploaded) return blogCoverShareUrl(uploaded)
  const builtIn = BUILT_IN_COVER_NAMES.find((name) => BUILT_IN_COVER.exec(cover)?.[1] === name)
  return builtIn ? builtInCoverSharePath(builtIn) : null
}

import { BLOG_PLACEHOLDER_IMAGE, isImageAddress, isImageDataUrl } from '../../shared/schemas/blog'

/** The two covers of a post, as named in their URL: the card's and the article's large one. */
export const COVER_KINDS = { image: 'image', 'full-image': 'full_image' } as const
export type CoverKind = keyof typeof COVER_KINDS

const EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
} as const
type ImageType = keyof typeof EXTENSIONS

const DATA_URL_HEAD = /^data:(image\/(?:png|jpe?g|gif|webp|avif|svg\+xml));base64,/i

/** The post's update time as a short cache-busting version; posts never edited are version 0. */
export function coverVersion(updatedAt: string | null): string {
  const time = updatedAt ? Date.parse(updatedAt) : NaN
  return Number.isFinite(time) ? time.toString(36) : '0'
}

/**
 * Where a browser loads a cover from. `stored` may be only the head of the column (enough to tell an address from a
 * data URL): a data URL is served by its own URL (`/blog-covers/post/{id}/{kind}.{ext}?v={version}`), an address as
 * it is, anything else (empty, damaged, cut short) as the placeholder.
 */
export function coverUrl(post: { id: number; updatedAt: string | null }, kind: CoverKind, stored: string): string {
  if (isImageAddress(stored)) return stored
  const type = DATA_URL_HEAD.exec(stored)?.[1]?.toLowerCase() as ImageType | undefined
  if (!type) return BLOG_PLACEHOLDER_IMAGE
  return `/blog-covers/post/${post.id}/${kind}.${EXTENSIONS[type]}?v=${coverVersion(post.updatedAt)}`
}

/** The picture in an image data URL, with its content type; undefined when it is not a whole image data URL. */
export function decodeImageDataUrl(value: string): { type: string; bytes: Buffer } | undefined {
  const type = DATA_URL_HEAD.exec(value)?.[1]?.toLowerCase() as ImageType | undefined
  if (!type || !isImageDataUrl(value)) return undefined
  const base64 = value.slice(value.indexOf(',') + 1)
  return { type: type === 'image/jpg' ? 'image/jpeg' : type, bytes: Buffer.from(base64, 'base64') }
}

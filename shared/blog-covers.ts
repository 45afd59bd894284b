// Blog covers are uploaded once, stored in the database and served by content-hashed URLs: the picture as uploaded
// (cleaned and at most COVER_FULL_MAX_WIDTH wide) for the article, and a smaller WebP for the cards.

/** The formats a cover may have, by the content the server reads, never by the file name or the browser's word. */
export const BLOG_COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export type BlogCoverType = (typeof BLOG_COVER_TYPES)[number]

export const BLOG_COVER_EXTENSIONS: Record<BlogCoverType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/** The largest file an admin may upload: a phone photo fits. */
export const BLOG_COVER_MAX_MEGABYTES = 5
export const BLOG_COVER_MAX_BYTES = BLOG_COVER_MAX_MEGABYTES * 1024 * 1024
/** The same file read as a data URL (base64 grows it by a third), with room for the `data:…;base64,` head. */
export const BLOG_COVER_DATA_URL_MAX_LENGTH = Math.ceil(BLOG_COVER_MAX_BYTES / 3) * 4 + 64
/** The widest article cover kept; larger pictures are scaled down. */
export const COVER_FULL_MAX_WIDTH = 1920
/** The cards' WebP: twice the widest card, for sharp high-density screens. */
export const COVER_CARD_WIDTH = 800
/**
 * The widest and tallest picture processed (a 12-megapixel phone photo, 4032 × 3024, fits): read from the file's
 * header before anything is decoded, since decoding is what a small file of many pixels makes expensive.
 */
export const COVER_MAX_SIDE = 4096

export const BLOG_COVERS_PATH = '/blog-covers/uploads'

/** The two files of one uploaded cover, named by the hash of the uploaded bytes. */
export function blogCoverUrls(hash: string, type: BlogCoverType): { image: string; fullImage: string } {
  return {
    image: `${BLOG_COVERS_PATH}/${hash}-card.webp`,
    fullImage: `${BLOG_COVERS_PATH}/${hash}.${BLOG_COVER_EXTENSIONS[type]}`,
  }
}

/** The cover cut to 1200 × 630 as a JPEG, for link previews (Open Graph, X cards), which show no WebP everywhere. */
export function blogCoverShareUrl(hash: string): string {
  return `${BLOG_COVERS_PATH}/${hash}-share.jpg`
}

export const BlogCoverMessages = {
  notAnImage: 'The cover must be a JPEG, PNG, WebP or AVIF image',
  tooLarge: `The cover image must be at most ${BLOG_COVER_MAX_MEGABYTES} MB`,
  unreadable: 'The cover image could not be read; try another file',
  tooManyPixels: `The cover image may be at most ${COVER_MAX_SIDE} × ${COVER_MAX_SIDE} pixels; scale it down and try again`,
  tooSlow: 'The cover image took too long to process; try a smaller or simpler file',
  busy: 'Other cover images are being processed; try again in a minute',
  uploadFailed: 'Failed to upload the cover image',
} as const

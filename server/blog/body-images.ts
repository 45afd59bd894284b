import type sanitizeHtml from 'sanitize-html'
import {
  BLOG_COVER_EXTENSIONS,
  BLOG_COVERS_PATH,
  blogCoverUrls,
  COVER_CARD_WIDTH,
  type BlogCoverType,
} from '../../shared/blog-covers'

// Pictures in a post's text are uploaded as covers are (re-encoded, EXIF dropped, stored by the hash of the upload)
// and named in the HTML by the article picture's address, `/blog-covers/uploads/{hash}.{ext}`: the hash is the
// picture's id. When the post is saved each such <img> gets the sizes the server knows and a `srcset` of the
// cover's two widths (the cards' WebP and the article picture), so a phone loads the smaller one.

/** The article column's widest: 3xl (48rem) from that width up, the viewport's width below. */
export const BODY_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw'

/** An uploaded picture as the cover store knows it: its format and the article picture's size. */
export interface BodyImage {
  type: BlogCoverType
  width: number
  height: number
}

const EXTENSIONS = Object.values(BLOG_COVER_EXTENSIONS).join('|')
const UPLOADED_SRC = new RegExp(`^${BLOG_COVERS_PATH}/([0-9a-f]{64})\\.(?:${EXTENSIONS})$`)
const UPLOADED_SRC_IN_HTML = new RegExp(`${BLOG_COVERS_PATH}/([0-9a-f]{64})\\.(?:${EXTENSIONS})`, 'g')

/** The hashes of the uploaded pictures an HTML text names, each once. */
export function uploadedImageHashes(html: string): string[] {
  return [...new Set([...html.matchAll(UPLOADED_SRC_IN_HTML)].map((match) => match[1]!))]
}

/**
 * An <img>'s attributes: an uploaded picture's get its size, `srcset` and `sizes` (and its stored address, should
 * the extension differ); any other keeps what it had, without a `srcset` or `sizes` of the author's.
 */
export function bodyImageAttributes(
  attribs: sanitizeHtml.Attributes,
  images: ReadonlyMap<string, BodyImage>,
): sanitizeHtml.Attributes {
  const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'srcset' && name !== 'sizes'))
  const hash = UPLOADED_SRC.exec(attribs.src ?? '')?.[1]
  const image = hash === undefined ? undefined : images.get(hash)
  if (!hash || !image) return rest
  const { image: card, fullImage: full } = blogCoverUrls(hash, image.type)
  const cardWidth = Math.min(COVER_CARD_WIDTH, image.width)
  const srcset = cardWidth < image.width ? `${card} ${cardWidth}w, ${full} ${image.width}w` : `${full} ${image.width}w`
  return {
    ...rest,
    src: full,
    srcset,
    sizes: BODY_IMAGE_SIZES,
    width: String(image.width),
    height: String(image.height),
  }
}

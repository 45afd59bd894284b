import type { Kysely, Transaction } from 'kysely'
import { BLOG_COVER_TYPES, type BlogCoverType } from '../../shared/blog-covers'
import { uploadedImageHashes, type BodyImage } from '../blog/body-images'
import type { Database } from '../db/schema'
import { findCoverSizes } from '../repositories/blog-cover.repository'
import { sanitizeBlogHtml } from './blog-html'

type Db = Kysely<Database> | Transaction<Database>

function isCoverType(value: string): value is BlogCoverType {
  return (BLOG_COVER_TYPES as readonly string[]).includes(value)
}

/**
 * A post's HTML as it is stored and shown: through the allowlist, with the uploaded pictures it names given their
 * size and `srcset` from the cover store. A picture the store does not have keeps its address and gets neither.
 */
export async function cleanBlogHtml(db: Db, html: string): Promise<string> {
  const images = new Map<string, BodyImage>()
  for (const cover of await findCoverSizes(db, uploadedImageHashes(html))) {
    if (isCoverType(cover.contentType))
      images.set(cover.hash, { type: cover.contentType, width: cover.width, height: cover.height })
  }
  return sanitizeBlogHtml(html, images)
}

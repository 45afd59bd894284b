import { BLOG_PLACEHOLDER_IMAGE, isImageAddress } from '../../shared/schemas/blog'

/**
 * Where a browser loads a cover from: its address as stored, or the placeholder when there is none or the column
 * holds anything else (`stored` may be only the head of the column, enough to tell).
 */
export function coverUrl(stored: string): string {
  return isImageAddress(stored) ? stored : BLOG_PLACEHOLDER_IMAGE
}

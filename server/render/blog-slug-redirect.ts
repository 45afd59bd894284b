import type { Kysely } from 'kysely'
import { blogPostPath } from '../../shared/blog'
import { isBlogSlug } from '../../shared/blog-slug'
import type { Database } from '../db/schema'
import { findPublishedPostBySlug } from '../repositories/blog-slug.repository'

const SLUG_ONLY_PATH = /^\/blog\/([^/]+)$/

/**
 * Where /blog/{slug} leads: the address (/blog/{id}/{slug}) of the post that has the slug now or had it before (a
 * link written before the slug changed); null for any other path, and for a slug no post has had, which the page
 * renders as not found. Asked before the render cache, so a changed slug redirects at once. `path` is canonical.
 */
export async function blogSlugRedirect(db: Kysely<Database>, path: string): Promise<string | null> {
  const slug = SLUG_ONLY_PATH.exec(path)?.[1]
  if (slug === undefined || !isBlogSlug(slug)) return null
  const post = await findPublishedPostBySlug(db, slug)
  return post ? blogPostPath(post) : null
}

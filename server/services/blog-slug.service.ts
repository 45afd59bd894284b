import type { Kysely, Transaction } from 'kysely'
import { BlogSlugMessages, firstFreeSlug, slugFromTitle } from '../../shared/blog-slug'
import type { Database } from '../db/schema'
import {
  deleteFormerSlug,
  findPostIdWithSlug,
  findSlugOfPost,
  insertFormerSlug,
} from '../repositories/blog-slug.repository'
import { FieldRejection } from './field-rejection'

type Db = Kysely<Database> | Transaction<Database>

export function slugTakenRejection(): FieldRejection {
  return new FieldRejection({ slug: BlogSlugMessages.taken })
}

async function refuseSlugOfAnotherPost(db: Db, slug: string, postId: number | null): Promise<void> {
  const owner = await findPostIdWithSlug(db, slug)
  if (owner !== undefined && owner !== postId) throw slugTakenRejection()
}

/**
 * The slug a new post gets: the one the admin chose (refused when another post has it now), or its title's, made
 * unique with "-2", "-3" … A former slug of another post is no obstacle: the newest owner wins (`claimSlug`).
 */
export async function slugForNewPost(db: Db, requested: string, title: string): Promise<string> {
  if (requested === '') {
    return firstFreeSlug(slugFromTitle(title), async (slug) => (await findPostIdWithSlug(db, slug)) !== undefined)
  }
  await refuseSlugOfAnotherPost(db, requested, null)
  return requested
}

/** Takes `slug` off every post's former slugs, for the post about to have it (the newest owner wins). */
export async function claimSlug(db: Db, slug: string): Promise<void> {
  await deleteFormerSlug(db, slug)
}

/**
 * The slug a saved post has after an edit: the one asked for, or its own when none is. A changed slug is refused
 * when another post has it now; the post's slug until then joins its former slugs, whose addresses answer 301.
 * Undefined when no post has the id. Run it in the transaction that stores the slug.
 */
export async function moveSlug(db: Db, postId: number, requested: string, at: string): Promise<string | undefined> {
  const current = await findSlugOfPost(db, postId)
  if (current === undefined) return undefined
  if (requested === '' || requested === current) return current
  await refuseSlugOfAnotherPost(db, requested, postId)
  await claimSlug(db, requested)
  await insertFormerSlug(db, { slug: current, postId, at })
  return requested
}

import type { Kysely, Transaction } from 'kysely'
import { BlogPostInputSchema } from '../../shared/schemas/blog'
import type { BlogPostDraft } from '../../shared/schemas/blog-revisions'
import { fromJsonText, toJsonText } from '../db/json'
import { lockedForUpdate } from '../db/locked-for-update'
import type { Database } from '../db/schema'
import type { SaveAuthor } from './blog-revision.repository'

type Db = Kysely<Database> | Transaction<Database>

export async function findDraft(db: Db, postId: number): Promise<BlogPostDraft | undefined> {
  const row = await db
    .selectFrom('blog_post_drafts')
    .select(['post_id', 'fields', 'saved_by_email', 'saved_at'])
    .where('post_id', '=', postId)
    .executeTakeFirst()
  return (
    row && {
      postId: Number(row.post_id),
      fields: fromJsonText(BlogPostInputSchema, row.fields),
      savedByEmail: row.saved_by_email,
      savedAt: row.saved_at,
    }
  )
}

/** Which of the posts have a draft of changes. */
export async function findPostIdsWithDraft(db: Db, postIds: readonly number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set()
  const rows = await db.selectFrom('blog_post_drafts').select('post_id').where('post_id', 'in', postIds).execute()
  return new Set(rows.map((row) => Number(row.post_id)))
}

/**
 * Locks the post's row until the transaction ends, so drafts and revisions of one post are written one save at a
 * time; false when no post has the id.
 */
export async function lockPostForDraft(db: Transaction<Database>, postId: number): Promise<boolean> {
  const row = await lockedForUpdate(
    db,
    db.selectFrom('blog_posts').select('id').where('id', '=', postId),
  ).executeTakeFirst()
  return row !== undefined
}

/** Stores the post's draft, replacing the one it had; the caller holds the post's lock (lockPostForDraft). */
export async function storeDraft(db: Transaction<Database>, draft: BlogPostDraft, author: SaveAuthor): Promise<void> {
  const values = {
    fields: toJsonText(draft.fields),
    saved_by_user_id: author.userId,
    saved_by_email: author.email,
    saved_at: draft.savedAt,
  }
  const existing = await db
    .selectFrom('blog_post_drafts')
    .select('post_id')
    .where('post_id', '=', draft.postId)
    .executeTakeFirst()
  if (existing) await db.updateTable('blog_post_drafts').set(values).where('post_id', '=', draft.postId).execute()
  else
    await db
      .insertInto('blog_post_drafts')
      .values({ post_id: draft.postId, ...values })
      .execute()
}

/** Deletes the post's draft; with `savedAt`, only the draft saved then (not a newer one). */
export async function deleteDraft(db: Db, postId: number, savedAt?: string): Promise<boolean> {
  let query = db.deleteFrom('blog_post_drafts').where('post_id', '=', postId)
  if (savedAt !== undefined) query = query.where('saved_at', '=', savedAt)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

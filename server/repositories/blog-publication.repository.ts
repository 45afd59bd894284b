import type { Kysely, Transaction } from 'kysely'
import { BlogPostStatusSchema, type BlogPostStatus } from '../../shared/schemas/blog-publication'
import { lockedForUpdate } from '../db/locked-for-update'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** A post's publication as stored: its status, when a scheduled one goes public, and whether a preview link is open. */
export interface StoredPublication {
  status: BlogPostStatus
  publishAt: string | null
  hasPreviewLink: boolean
}

export async function findPostPublication(db: Db, id: number): Promise<StoredPublication | undefined> {
  const row = await db
    .selectFrom('blog_posts')
    .select(['status', 'publish_at', 'preview_token_hash'])
    .where('id', '=', id)
    .executeTakeFirst()
  return (
    row && {
      status: BlogPostStatusSchema.parse(row.status),
      publishAt: row.publish_at,
      hasPreviewLink: row.preview_token_hash !== null,
    }
  )
}

/** Sets a post's status and publish time, and its date when given (the day it is or will be published). */
export async function setPostPublication(
  db: Db,
  id: number,
  publication: { status: BlogPostStatus; publishAt: string | null; date: string | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({
      status: publication.status,
      publish_at: publication.publishAt,
      ...(publication.date !== undefined && { date: publication.date }),
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Publishes the post only if it is still scheduled for `publishAt`: of two workers racing (or a job run again), exactly
 * one changes the row; a post moved to another time or back to a draft stays as it is. The row is locked by its
 * primary key before the conditional UPDATE, so a second run waits for the first and then finds the post published:
 * a bare UPDATE could reach the row through `blog_posts_status_id_idx` in one run and the primary key in the other,
 * and InnoDB took the two for a deadlock.
 */
export async function publishScheduledPost(
  db: Kysely<Database>,
  { id, publishAt, date }: { id: number; publishAt: string; date: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockedForUpdate(trx, trx.selectFrom('blog_posts').select('id').where('id', '=', id)).execute()
    const result = await trx
      .updateTable('blog_posts')
      .set({ status: 'published', publish_at: null, date })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .where('publish_at', '=', publishAt)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  })
}

/** Sets (or with null, revokes) the post's preview link by its token's hash; false when no post has the id. */
export async function setPostPreviewTokenHash(db: Db, id: number, tokenHash: string | null): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({ preview_token_hash: tokenHash })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function findPostIdByPreviewTokenHash(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('preview_token_hash', '=', tokenHash)
    .executeTakeFirst()
  return row && Number(row.id)
}

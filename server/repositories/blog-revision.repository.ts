import type { Kysely, Transaction } from 'kysely'
import { BlogPostInputSchema, type BlogPostInput } from '../../shared/schemas/blog'
import {
  BlogRevisionKindSchema,
  type BlogRevisionKind,
  type BlogRevisionSummary,
} from '../../shared/schemas/blog-revisions'
import { fromJsonText, toJsonText } from '../db/json'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** The admin who saved, as the revision keeps them (the address stays as it was). */
export interface SaveAuthor {
  userId: number
  email: string
}

export interface NewBlogRevision {
  postId: number
  kind: BlogRevisionKind
  fields: BlogPostInput
  author: SaveAuthor
  savedAt: string
}

export type StoredBlogRevision = BlogRevisionSummary & { fields: BlogPostInput }

const SUMMARY_COLUMNS = ['id', 'post_id', 'kind', 'saved_by_email', 'saved_at'] as const

function toSummary(row: {
  id: number
  post_id: number
  kind: string
  saved_by_email: string
  saved_at: string
}): BlogRevisionSummary {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    kind: BlogRevisionKindSchema.parse(row.kind),
    savedByEmail: row.saved_by_email,
    savedAt: row.saved_at,
  }
}

export async function insertRevision(db: Db, revision: NewBlogRevision): Promise<void> {
  await db
    .insertInto('blog_post_revisions')
    .values({
      post_id: revision.postId,
      kind: revision.kind,
      fields: toJsonText(revision.fields),
      saved_by_user_id: revision.author.userId,
      saved_by_email: revision.author.email,
      saved_at: revision.savedAt,
    })
    .execute()
}

/** The newest revision of a post: what kind it is and who saved it, to tell whether an autosave continues it. */
export async function findNewestRevision(
  db: Db,
  postId: number,
): Promise<{ id: number; kind: BlogRevisionKind; savedByUserId: number | null } | undefined> {
  const row = await db
    .selectFrom('blog_post_revisions')
    .select(['id', 'kind', 'saved_by_user_id'])
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return (
    row && {
      id: Number(row.id),
      kind: BlogRevisionKindSchema.parse(row.kind),
      savedByUserId: row.saved_by_user_id === null ? null : Number(row.saved_by_user_id),
    }
  )
}

/** Rewrites a revision as a later save of the same admin: an autosave carried on, or made into the save that followed. */
export async function replaceRevision(
  db: Db,
  id: number,
  revision: Pick<NewBlogRevision, 'kind' | 'fields' | 'savedAt'>,
): Promise<void> {
  await db
    .updateTable('blog_post_revisions')
    .set({ kind: revision.kind, fields: toJsonText(revision.fields), saved_at: revision.savedAt })
    .where('id', '=', id)
    .execute()
}

/** Drops a post's revisions older than its newest `keep`. */
export async function pruneRevisions(db: Db, postId: number, keep: number): Promise<void> {
  const oldestKept = await db
    .selectFrom('blog_post_revisions')
    .select('id')
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst()
  if (!oldestKept) return
  await db
    .deleteFrom('blog_post_revisions')
    .where('post_id', '=', postId)
    .where('id', '<', Number(oldestKept.id))
    .execute()
}

/** A post's revisions, newest first, without their fields. */
export async function listRevisions(db: Db, postId: number): Promise<BlogRevisionSummary[]> {
  const rows = await db
    .selectFrom('blog_post_revisions')
    .select(SUMMARY_COLUMNS)
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toSummary)
}

function revisionQuery(db: Db) {
  return db.selectFrom('blog_post_revisions').select([...SUMMARY_COLUMNS, 'fields'])
}

function toStored(row: Awaited<ReturnType<ReturnType<typeof revisionQuery>['execute']>>[number]): StoredBlogRevision {
  return { ...toSummary(row), fields: fromJsonText(BlogPostInputSchema, row.fields) }
}

export async function findRevision(db: Db, id: number): Promise<StoredBlogRevision | undefined> {
  const row = await revisionQuery(db).where('id', '=', id).executeTakeFirst()
  return row && toStored(row)
}

/** The revision of the same post kept just before `revision`, if any. */
export async function findRevisionBefore(
  db: Db,
  revision: Pick<BlogRevisionSummary, 'id' | 'postId'>,
): Promise<StoredBlogRevision | undefined> {
  const row = await revisionQuery(db)
    .where('post_id', '=', revision.postId)
    .where('id', '<', revision.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row && toStored(row)
}

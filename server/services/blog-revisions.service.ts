import type { Kysely, Transaction } from 'kysely'
import {
  BLOG_COMPARED_FIELDS,
  BLOG_REVISIONS_KEPT,
  BlogDraftMessages,
  type BlogFieldChange,
  type BlogPostDraft,
  type BlogRevisionComparison,
  type BlogRevisionKind,
  type BlogRevisionSummary,
} from '../../shared/schemas/blog-revisions'
import { diffWords, hasChanges } from '../../shared/text-diff'
import type { Database } from '../db/schema'
import { deleteDraft, lockPostForDraft, storeDraft } from '../repositories/blog-draft.repository'
import {
  findNewestRevision,
  findRevision,
  findRevisionBefore,
  insertRevision,
  pruneRevisions,
  replaceRevision,
  type NewBlogRevision,
  type SaveAuthor,
  type StoredBlogRevision,
} from '../repositories/blog-revision.repository'
import type { AlongsideSave } from './blog.service'
import { DomainError } from './domain-error'

/**
 * The saves that take the place of the same admin's autosave just before them: they hold the form the autosave sent
 * and more. A restore does not (it replaces the form, so the autosaved text stays a revision of its own).
 */
const SUPERSEDES_AUTOSAVE: ReadonlySet<BlogRevisionKind> = new Set(['autosave', 'save', 'draft', 'publish'])

/**
 * Keeps a save as the post's newest revision and drops those past the last BLOG_REVISIONS_KEPT, in the caller's
 * transaction. A save right after the same admin's autosave takes its place (see SUPERSEDES_AUTOSAVE): a few
 * seconds' typing is one revision, not twenty, and an autosave the admin then saved is not kept twice.
 */
export async function keepRevision(trx: Transaction<Database>, revision: NewBlogRevision): Promise<void> {
  const newest = await findNewestRevision(trx, revision.postId)
  if (
    newest?.kind === 'autosave' &&
    newest.savedByUserId === revision.author.userId &&
    SUPERSEDES_AUTOSAVE.has(revision.kind)
  ) {
    await replaceRevision(trx, newest.id, revision)
    return
  }
  await insertRevision(trx, revision)
  await pruneRevisions(trx, revision.postId, BLOG_REVISIONS_KEPT)
}

/**
 * What the editor's save of the live post does alongside: keeps a 'save' revision and ends the post's draft, whose
 * fields the editor showed and has now saved.
 */
export function keepLiveSave(author: SaveAuthor): AlongsideSave {
  return async (trx, saved) => {
    await keepRevision(trx, { ...saved, kind: 'save', author })
    await deleteDraft(trx, saved.postId)
  }
}

function summaryOf({ fields: _fields, ...summary }: StoredBlogRevision): BlogRevisionSummary {
  return summary
}

function revisionNotFound(): DomainError {
  return new DomainError('not-found', BlogDraftMessages.revisionNotFound)
}

/** A revision with what changed in its title, excerpt and text since the revision kept before it. */
export async function compareBlogRevision(db: Kysely<Database>, revisionId: number): Promise<BlogRevisionComparison> {
  const revision = await findRevision(db, revisionId)
  if (!revision) throw revisionNotFound()
  const previous = await findRevisionBefore(db, revision)
  const changes = previous
    ? BLOG_COMPARED_FIELDS.flatMap((field): BlogFieldChange[] => {
        const parts = diffWords(previous.fields[field], revision.fields[field])
        return hasChanges(parts) ? [{ field, parts }] : []
      })
    : []
  return { revision, previous: previous ? summaryOf(previous) : null, changes }
}

/**
 * Makes a revision's fields the post's draft (a new draft of the post, kept as a 'restore' revision); the live post
 * is untouched until the draft is published.
 */
export async function restoreBlogRevision(
  db: Kysely<Database>,
  author: SaveAuthor,
  revisionId: number,
  savedAt: string,
): Promise<BlogPostDraft> {
  return db.transaction().execute(async (trx) => {
    const revision = await findRevision(trx, revisionId)
    if (!revision || !(await lockPostForDraft(trx, revision.postId))) throw revisionNotFound()
    const draft: BlogPostDraft = {
      postId: revision.postId,
      fields: revision.fields,
      savedAt,
      savedByEmail: author.email,
    }
    await storeDraft(trx, draft, author)
    await keepRevision(trx, { postId: revision.postId, kind: 'restore', fields: revision.fields, author, savedAt })
    return draft
  })
}

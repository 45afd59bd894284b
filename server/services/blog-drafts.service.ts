import type { Kysely } from 'kysely'
import { BlogMessages, type BlogPost } from '../../shared/schemas/blog'
import { BlogDraftMessages, type BlogDraftSave, type BlogPostDraft } from '../../shared/schemas/blog-revisions'
import type { Database } from '../db/schema'
import { deleteDraft, findDraft, lockPostForDraft, storeDraft } from '../repositories/blog-draft.repository'
import type { SaveAuthor } from '../repositories/blog-revision.repository'
import { keepRevision } from './blog-revisions.service'
import { cleanBlogPostFields, updateBlogPost, type BlogWriter } from './blog.service'
import { DomainError } from './domain-error'

function postNotFound(): DomainError {
  return new DomainError('not-found', BlogMessages.notFound)
}

/**
 * Stores the editor's fields as the post's draft, leaving the live post as it is, and keeps the save as a revision
 * ('draft' for the admin's "Save as draft", 'autosave' for the editor's own).
 */
export async function saveBlogDraft(
  db: Kysely<Database>,
  author: SaveAuthor,
  { id, kind, ...input }: BlogDraftSave,
  savedAt: string,
): Promise<BlogPostDraft> {
  const fields = await cleanBlogPostFields(db, input)
  return db.transaction().execute(async (trx) => {
    if (!(await lockPostForDraft(trx, id))) throw postNotFound()
    const draft: BlogPostDraft = { postId: id, fields, savedAt, savedByEmail: author.email }
    await storeDraft(trx, draft, author)
    await keepRevision(trx, { postId: id, kind, fields, author, savedAt })
    return draft
  })
}

/**
 * Makes the draft the editor showed (saved at `savedAt`) the live post: written as a save is, with the rendered pages
 * it changes dropped, kept as a 'publish' revision. A draft saved again since (another tab's autosave) is refused,
 * not published unseen.
 */
export async function publishBlogDraft(
  writer: BlogWriter,
  author: SaveAuthor,
  { id, savedAt }: { id: number; savedAt: string },
): Promise<BlogPost> {
  const draft = await findDraft(writer.db, id)
  if (!draft) throw new DomainError('not-found', BlogDraftMessages.noDraft)
  if (draft.savedAt !== savedAt) throw new DomainError('conflict', BlogDraftMessages.draftChanged)
  const post = await updateBlogPost(writer, id, draft.fields, async (trx, saved) => {
    if (!(await deleteDraft(trx, id, savedAt))) throw new DomainError('conflict', BlogDraftMessages.draftChanged)
    await keepRevision(trx, { ...saved, kind: 'publish', author })
  })
  if (!post) throw postNotFound()
  return post
}

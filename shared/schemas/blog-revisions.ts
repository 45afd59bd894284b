import { z } from 'zod'
import type { DiffPart } from '../text-diff'
import { BlogPostIdSchema, BlogPostUpdateSchema, type BlogPostInput } from './blog'

/** Revisions kept per post; a save past this drops the oldest in the same transaction. */
export const BLOG_REVISIONS_KEPT = 20
/** How often the editor sends changed fields to the post's draft on the server. */
export const BLOG_AUTOSAVE_INTERVAL_MS = 5000

/**
 * What made a revision: a save of the live post, a save of the pending draft (by the admin or the autosave), the
 * draft published, or an earlier revision restored as the draft.
 */
export const BLOG_REVISION_KINDS = ['save', 'draft', 'autosave', 'publish', 'restore'] as const
export const BlogRevisionKindSchema = z.enum(BLOG_REVISION_KINDS)
export type BlogRevisionKind = z.infer<typeof BlogRevisionKindSchema>

/** The fields of a post a revision shows what changed in, in the order the editor shows them. */
export const BLOG_COMPARED_FIELDS = ['title', 'excerpt', 'content'] as const satisfies readonly (keyof BlogPostInput)[]
export type BlogComparedField = (typeof BLOG_COMPARED_FIELDS)[number]

export const BlogDraftMessages = {
  noDraft: 'This post has no draft to publish',
  noDraftToDiscard: 'This post has no draft to discard',
  draftChanged: 'The draft changed since it was opened; reload it before publishing',
  revisionNotFound: 'Revision not found',
} as const

/** The editor's fields sent to the post's pending draft: an admin's "Save as draft" or the autosave. */
export const BlogDraftSaveSchema = BlogPostUpdateSchema.extend({ kind: z.enum(['draft', 'autosave']) })
export type BlogDraftSave = z.infer<typeof BlogDraftSaveSchema>

/** Publishes the draft the editor showed, saved at `savedAt`: a newer autosave from elsewhere is not published unseen. */
export const BlogDraftPublishSchema = z.object({ id: BlogPostIdSchema, savedAt: z.string().min(1).max(32) })

export const BlogRevisionIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
export const BlogRevisionByIdSchema = z.object({ revisionId: BlogRevisionIdSchema })

/** Who saved what, and when (an ISO instant). */
export interface BlogSaveStamp {
  savedAt: string
  savedByEmail: string
}

export interface BlogRevisionSummary extends BlogSaveStamp {
  id: number
  postId: number
  kind: BlogRevisionKind
}

/** A post's pending draft: the edited fields, not yet live. */
export interface BlogPostDraft extends BlogSaveStamp {
  postId: number
  fields: BlogPostInput
}

export interface BlogFieldChange {
  field: BlogComparedField
  parts: DiffPart[]
}

/** A revision with its fields and what it changed from the one before it (none kept: `previous` is null). */
export interface BlogRevisionComparison {
  revision: BlogRevisionSummary & { fields: BlogPostInput }
  previous: BlogRevisionSummary | null
  /** Only the compared fields that differ; empty when nothing did or there is no earlier revision. */
  changes: BlogFieldChange[]
}

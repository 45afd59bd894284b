import { budapestDateTimeInput, budapestDateTimeToIso } from '../../../shared/budapest-time'
import { BlogPublicationMessages, type BlogPostStatus } from '../../../shared/blog-publication'
import type { BlogPublication } from '../../../shared/schemas/blog-publication'

/** The editor's status and publish time as typed: the time as the date-time input holds it, in Budapest time. */
export interface PublicationDraft {
  status: BlogPostStatus
  publishAtLocal: string
}

/** New posts start as drafts: nothing is public until the admin says so. */
export const NEW_POST_PUBLICATION: PublicationDraft = { status: 'draft', publishAtLocal: '' }

export function publicationDraftOf(publication: BlogPublication): PublicationDraft {
  return {
    status: publication.status,
    publishAtLocal: publication.status === 'scheduled' ? budapestDateTimeInput(publication.publishAt) : '',
  }
}

/** What the save sends, or the message that says what is missing. */
export function publicationOf(draft: PublicationDraft): { publication: BlogPublication } | { error: string } {
  if (draft.status !== 'scheduled') return { publication: { status: draft.status } }
  if (!draft.publishAtLocal) return { error: BlogPublicationMessages.publishAtRequired }
  return { publication: { status: 'scheduled', publishAt: budapestDateTimeToIso(draft.publishAtLocal) } }
}

import type { BlogPostStatus } from '../../../shared/blog-publication'
import type { PublicationDraft } from './blog-publication-draft'

/**
 * The editor's two save actions. The primary applies the "Publishing" choice to the post; the secondary never
 * changes what is public: a new or draft post is saved as a draft, a published or scheduled post keeps its live
 * version and the changes become its pending draft.
 */
export interface BlogSaveActions {
  primary: string
  secondary: 'Save draft' | 'Save as draft'
}

/** What the primary can make of a post that is `liveStatus` now (null: not saved yet), in the order offered. */
export function publishingChoices(liveStatus: BlogPostStatus | null): { status: BlogPostStatus; label: string }[] {
  const choices = [
    { status: 'published' as const, label: 'Publish now' },
    { status: 'scheduled' as const, label: 'Publish at a set time' },
  ]
  return liveStatus === 'published' || liveStatus === 'scheduled'
    ? [...choices, { status: 'draft', label: 'Unpublish (back to draft)' }]
    : choices
}

/** The choice the editor opens with: the post's own status, or publishing now for a post nobody sees yet. */
export function initialPublishingChoice(stored: PublicationDraft): PublicationDraft {
  return stored.status === 'draft' ? { status: 'published', publishAtLocal: '' } : stored
}

export function blogSaveActions(liveStatus: BlogPostStatus | null, chosen: BlogPostStatus): BlogSaveActions {
  const hasLiveVersion = liveStatus === 'published' || liveStatus === 'scheduled'
  const primary =
    chosen === 'draft'
      ? 'Unpublish'
      : chosen === 'scheduled'
        ? liveStatus === 'scheduled'
          ? 'Update schedule'
          : 'Schedule'
        : liveStatus === 'published'
          ? 'Publish changes'
          : 'Publish'
  return { primary, secondary: hasLiveVersion ? 'Save as draft' : 'Save draft' }
}

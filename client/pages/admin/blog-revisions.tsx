import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { History } from 'lucide-react'
import { useState } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import {
  BLOG_REVISIONS_KEPT,
  type BlogComparedField,
  type BlogPostDraft,
  type BlogRevisionKind,
} from '../../../shared/schemas/blog-revisions'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { TextDiffView } from './text-diff-view'

const KIND_LABELS: Record<BlogRevisionKind, string> = {
  save: 'Saved',
  draft: 'Saved as draft',
  autosave: 'Autosaved',
  publish: 'Published',
  restore: 'Restored as draft',
}

const FIELD_LABELS: Record<BlogComparedField, string> = { title: 'Title', excerpt: 'Excerpt', content: 'Text' }

const RevisionMessages = {
  restored: 'The revision is now the draft; publish it to make it live',
  restoreFailed: 'Failed to restore the revision',
  compareFailed: 'Failed to load the changes',
} as const

/** What a revision changed in the title, excerpt and text since the revision before it. */
function RevisionChanges({ revisionId }: { revisionId: number }) {
  const comparison = trpc.admin.blogRevisions.compare.useQuery({ revisionId })
  if (comparison.isPending)
    return <Spinner role="status" size="sm" color="brand.solid" aria-label="Loading the changes" />
  if (comparison.isError) {
    return (
      <Text color="fg.error" role="alert" fontSize="sm">
        {RevisionMessages.compareFailed}
      </Text>
    )
  }
  const { previous, changes } = comparison.data
  if (!previous) {
    return (
      <Text fontSize="sm" color="fg.muted">
        The oldest kept revision: there is no earlier one to compare with.
      </Text>
    )
  }
  if (changes.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No changes to the title, excerpt or text.
      </Text>
    )
  }
  return (
    <Stack gap="2" data-testid="revision-changes">
      {changes.map((change) => (
        <Stack key={change.field} gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {FIELD_LABELS[change.field]}
          </Text>
          <TextDiffView parts={change.parts} monospace={change.field === 'content'} />
        </Stack>
      ))}
    </Stack>
  )
}

/**
 * A post's kept revisions, newest first: when, by whom and how each was saved, what it changed, and restoring one as
 * the post's draft.
 */
export function BlogRevisions({ postId, onRestored }: { postId: number; onRestored: (draft: BlogPostDraft) => void }) {
  const utils = trpc.useUtils()
  // Saves elsewhere (the editor's own live save, another admin) add revisions: each opening reads them afresh.
  const revisions = trpc.admin.blogRevisions.byPost.useQuery({ id: postId }, { refetchOnMount: 'always' })
  const restore = trpc.admin.blogRevisions.restore.useMutation()
  const [shown, setShown] = useState<number | null>(null)

  const restoreRevision = async (revisionId: number) => {
    try {
      const draft = await restore.mutateAsync({ revisionId })
      onRestored(draft)
      toaster.create({ type: 'success', title: RevisionMessages.restored })
      void utils.admin.blogRevisions.byPost.invalidate({ id: postId })
    } catch (error) {
      console.error(RevisionMessages.restoreFailed, error)
      toaster.error({ title: RevisionMessages.restoreFailed })
    }
  }

  if (!revisions.data || revisions.data.length === 0) return null
  return (
    <Stack as="section" aria-label="Revisions" gap="2" pt="4" borderTopWidth="1px" borderColor="border.muted">
      <Text fontWeight="medium" display="flex" alignItems="center" gap="2">
        <History aria-hidden="true" size={18} /> Revisions
        <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
          (the last {BLOG_REVISIONS_KEPT} are kept)
        </Text>
      </Text>
      <Stack as="ol" listStyleType="none" gap="3" data-testid="blog-revisions">
        {revisions.data.map((revision) => (
          <Stack as="li" key={revision.id} gap="2">
            <HStack justify="space-between" gap="3" fontSize="sm" wrap="wrap">
              <Text>
                <strong>{formatBudapestDateTime(revision.savedAt)}</strong> · {KIND_LABELS[revision.kind]}
                <Text as="span" color="fg.muted">
                  {' · '}
                  {revision.savedByEmail}
                </Text>
              </Text>
              <HStack>
                <Button
                  size="xs"
                  variant="outline"
                  aria-expanded={shown === revision.id}
                  onClick={() => setShown(shown === revision.id ? null : revision.id)}
                >
                  {shown === revision.id ? 'Hide changes' : 'Show changes'}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  loading={restore.isPending && restore.variables.revisionId === revision.id}
                  disabled={restore.isPending}
                  onClick={() => void restoreRevision(revision.id)}
                >
                  Restore as draft
                </Button>
              </HStack>
            </HStack>
            {shown === revision.id && <RevisionChanges revisionId={revision.id} />}
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}

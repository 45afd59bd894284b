import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { FilePen, Undo2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { BlogMessages, type BlogPost, type BlogPostInput } from '../../../shared/schemas/blog'
import type { BlogPostDraft } from '../../../shared/schemas/blog-revisions'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AutosaveStatus } from './autosave-status'
import { BlogRevisions } from './blog-revisions'
import { useBlogAutosave } from './use-blog-autosave'

const DraftMessages = {
  draftSaved: 'Draft saved; the live post is unchanged',
  discarded: 'Draft discarded; the editor shows the live post',
  discardConfirm: 'Discard the draft? The editor goes back to the live post.',
  failed: (action: string, message: string) => `Failed to ${action}${message ? `: ${message}` : ''}`,
} as const

/** The fields a live post may hold as null (content not loaded, SEO fields left to their defaults). */
type NullableOnPost = 'content' | 'metaTitle' | 'metaDescription' | 'socialImage'

/** A post's fields as the editor loads them: the live post's or a draft's. */
export type BlogEditorFields = Omit<BlogPostInput, NullableOnPost> & Pick<BlogPost, NullableOnPost>

/**
 * The edited post's draft on the server: autosaved as the admin types ("Mentve 14:02"), saved as a draft on demand
 * ("Save as draft", offered for a post with a live version) or discarded, and the post's revisions, any of which can
 * be restored as the draft. The live post changes only through the editor's own save (its primary action).
 */
export function BlogDraftControls<Form>({
  postId,
  form,
  toInput,
  toForm,
  storedDraft,
  onStored,
  onReplaced,
  livePostSaving,
  actions,
  offerSaveAsDraft,
}: {
  postId: number
  form: Form
  toInput: (form: Form) => BlogPostInput | null
  toForm: (fields: BlogEditorFields) => Form
  storedDraft: BlogPostDraft | null
  /** The form reached the server as the draft. */
  onStored: (form: Form) => void
  /** The server's draft replaced the form (a restored revision, or the live post after a discard). */
  onReplaced: (form: Form) => void
  /** The editor is saving the live post, which ends the draft: no autosave meanwhile. */
  livePostSaving: boolean
  /** The editor's own save buttons, shown first. */
  actions: ReactNode
  /** Whether "Save as draft" is the editor's secondary save (a post with a live version). */
  offerSaveAsDraft: boolean
}) {
  const utils = trpc.useUtils()
  const autosave = useBlogAutosave({
    postId,
    form,
    toInput,
    storedDraft,
    onStored,
    paused: livePostSaving,
  })
  const discard = trpc.admin.blogDrafts.discard.useMutation()

  const failed = (action: string, error: unknown) => {
    console.error(`Failed to ${action}`, error)
    toaster.error({ title: DraftMessages.failed(action, error instanceof Error ? error.message : '') })
  }

  const saveDraft = async () => {
    try {
      if (await autosave.store('draft')) toaster.create({ type: 'success', title: DraftMessages.draftSaved })
      else toaster.error({ title: BlogMessages.requiredFields })
    } catch (error) {
      failed('save the draft', error)
    }
  }

  const discardDraft = async () => {
    if (!window.confirm(DraftMessages.discardConfirm)) return
    try {
      await discard.mutateAsync({ id: postId })
      const live = toForm(await utils.blog.adminById.fetch({ id: postId }, { staleTime: 0 }))
      autosave.adopt(live, null)
      onReplaced(live)
      toaster.create({ type: 'success', title: DraftMessages.discarded })
      void utils.admin.blogRevisions.byPost.invalidate({ id: postId })
    } catch (error) {
      failed('discard the draft', error)
    }
  }

  const restored = (draft: BlogPostDraft) => {
    const restoredForm = toForm(draft.fields)
    autosave.adopt(restoredForm, draft)
    onReplaced(restoredForm)
  }

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Changes are kept on the server as a draft while you type; the live post changes only when you publish them.
      </Text>
      <HStack gap="3" wrap="wrap">
        {actions}
        {offerSaveAsDraft && (
          <Button variant="outline" data-save-action="secondary" onClick={() => void saveDraft()}>
            <FilePen aria-hidden="true" /> Save as draft
          </Button>
        )}
        {autosave.savedAt !== null && (
          <Button variant="ghost" loading={discard.isPending} onClick={() => void discardDraft()}>
            <Undo2 aria-hidden="true" /> Discard draft
          </Button>
        )}
        <AutosaveStatus savedAt={autosave.savedAt} failed={autosave.failed} />
      </HStack>
      <BlogRevisions postId={postId} onRestored={restored} />
    </Stack>
  )
}

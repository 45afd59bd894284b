import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { FilePen, Send, Undo2 } from 'lucide-react'
import { BlogMessages, type BlogPost, type BlogPostInput } from '../../../shared/schemas/blog'
import type { BlogPostDraft } from '../../../shared/schemas/blog-revisions'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AutosaveStatus } from './autosave-status'
import { BlogRevisions } from './blog-revisions'
import { useBlogAutosave } from './use-blog-autosave'

const DraftMessages = {
  draftSaved: 'Draft saved; the live post is unchanged',
  published: 'Changes published',
  discarded: 'Draft discarded; the editor shows the live post',
  discardConfirm: 'Discard the draft? The editor goes back to the live post.',
  failed: (action: string, message: string) => `Failed to ${action}${message ? `: ${message}` : ''}`,
} as const

/** The fields a live post may hold as null (content not loaded, SEO fields left to their defaults). */
type NullableOnPost = 'content' | 'metaTitle' | 'metaDescription' | 'socialImage'

/** A post's fields as the editor loads them: the live post's or a draft's. */
export type BlogEditorFields = Omit<BlogPostInput, NullableOnPost> & Pick<BlogPost, NullableOnPost>

/**
 * The edited post's draft on the server: autosaved as the admin types ("Mentve 14:02"), saved as a draft on demand,
 * published (made the live post) or discarded, and the post's revisions, any of which can be restored as the draft.
 * The live post changes only through "Publish changes" or the editor's own save.
 */
export function BlogDraftControls<Form>({
  postId,
  form,
  toInput,
  toForm,
  storedDraft,
  onStored,
  onReplaced,
  onPublished,
  livePostSaving,
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
  onPublished: () => void
  /** The editor is saving the live post, which ends the draft: no autosave meanwhile. */
  livePostSaving: boolean
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
  const publish = trpc.admin.blogDrafts.publish.useMutation()
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

  const publishChanges = async () => {
    try {
      const savedAt = autosave.unstored ? await autosave.store('draft') : autosave.savedAt
      if (!savedAt) {
        toaster.error({ title: BlogMessages.requiredFields })
        return
      }
      await publish.mutateAsync({ id: postId, savedAt })
      toaster.create({ type: 'success', title: DraftMessages.published })
      onPublished()
    } catch (error) {
      failed('publish the changes', error)
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
        <Button variant="outline" onClick={() => void saveDraft()}>
          <FilePen aria-hidden="true" /> Save as draft
        </Button>
        <Button
          colorPalette="brand"
          variant="outline"
          loading={publish.isPending}
          disabled={!autosave.unstored && autosave.savedAt === null}
          onClick={() => void publishChanges()}
        >
          <Send aria-hidden="true" /> Publish changes
        </Button>
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

import { useCallback, useEffect, useRef, useState } from 'react'
import type { BlogPostInput } from '../../../shared/schemas/blog'
import { BLOG_AUTOSAVE_INTERVAL_MS, type BlogPostDraft } from '../../../shared/schemas/blog-revisions'
import { trpc } from '../../lib/trpc'

export interface BlogAutosaveOptions<Form> {
  postId: number
  /** The editor's form as it is now. */
  form: Form
  /** The form as the server takes it; null while a required field is empty (nothing is sent then). */
  toInput: (form: Form) => BlogPostInput | null
  /** The post's draft on the server when the editor opened, if it had one (the form then shows its fields). */
  storedDraft: BlogPostDraft | null
  /** A form reached the server as the post's draft. */
  onStored: (form: Form) => void
  /** True while the editor saves the live post (which ends the draft): an autosave then would bring it back. */
  paused: boolean
}

const keyOf = (input: BlogPostInput | null) => JSON.stringify(input)

/**
 * Keeps the post's draft on the server in step with the editor: every BLOG_AUTOSAVE_INTERVAL_MS a changed, complete
 * form is sent as an autosave. `store('draft')` sends it at once (the admin's "Save as draft"); saves run one at a
 * time, so the server keeps them in the order they were made. `savedAt` is the time of the last save the server
 * answered; `adopt` takes a draft the server made itself (a restored revision) or its end (null, when discarded).
 */
export function useBlogAutosave<Form>({
  postId,
  form,
  toInput,
  storedDraft,
  onStored,
  paused,
}: BlogAutosaveOptions<Form>) {
  const utils = trpc.useUtils()
  const { mutateAsync: saveDraft } = trpc.admin.blogDrafts.save.useMutation()
  const [savedAt, setSavedAt] = useState(storedDraft?.savedAt ?? null)
  const [failed, setFailed] = useState(false)
  const latest = useRef({ form, toInput, onStored })
  // What the server last stored, as state for the render and as a ref for the saves that compare with it.
  const [storedKey, setStoredKey] = useState(() => keyOf(toInput(form)))
  const storedKeyRef = useRef(storedKey)
  const remember = useCallback((key: string) => {
    storedKeyRef.current = key
    setStoredKey(key)
  }, [])
  const running = useRef<Promise<unknown>>(Promise.resolve())
  useEffect(() => {
    latest.current = { form, toInput, onStored }
  })

  const store = useCallback(
    (kind: 'draft' | 'autosave'): Promise<string | null> => {
      const next = running.current.then(async () => {
        const { form: snapshot, toInput: inputOf, onStored: stored } = latest.current
        const input = inputOf(snapshot)
        if (!input) return null
        const key = keyOf(input)
        if (kind === 'autosave' && key === storedKeyRef.current) return null
        try {
          const draft = await saveDraft({ id: postId, kind, ...input })
          remember(key)
          setSavedAt(draft.savedAt)
          setFailed(false)
          stored(snapshot)
          void utils.admin.blogRevisions.byPost.invalidate({ id: postId })
          return draft.savedAt
        } catch (error) {
          setFailed(true)
          throw error
        }
      })
      running.current = next.catch(() => undefined)
      return next
    },
    [postId, saveDraft, utils, remember],
  )

  useEffect(() => {
    if (paused) return
    const timer = setInterval(() => {
      store('autosave').catch((error: unknown) => console.warn('Autosaving the draft failed; trying again', error))
    }, BLOG_AUTOSAVE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [store, paused])

  const adopt = useCallback(
    (form: Form, draft: BlogPostDraft | null) => {
      remember(keyOf(latest.current.toInput(form)))
      setSavedAt(draft?.savedAt ?? null)
      setFailed(false)
    },
    [remember],
  )

  /** Whether the form differs from what the server last stored (the draft, or the live post). */
  const unstored = keyOf(toInput(form)) !== storedKey
  return { savedAt, failed, unstored, store, adopt }
}

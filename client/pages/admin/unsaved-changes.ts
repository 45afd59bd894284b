import { useEffect } from 'react'
import type { AroundNavHandler } from 'wouter'

// The parts of the admin page that hold unsaved changes (an editor with a draft), each with the question to ask
// before they are lost. Leaving the page asks first: an in-app navigation through the admin page's router, which
// hands every Link click and `navigate` call to `confirmLeavingUnsaved` (wouter's `aroundNav`, admin-page.tsx), and
// a reload or a closed tab through `beforeunload`. All of it loads with the admin chunk alone.
const unsaved = new Map<symbol, string>()

function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault()
  // Browsers show their own text; setting returnValue is what older ones need to ask at all.
  event.returnValue = unsavedChangesQuestion() ?? ''
}

/** Marks some changes as unsaved until the returned function is called. */
export function markUnsaved(question: string): () => void {
  const key = Symbol('unsaved changes')
  if (unsaved.size === 0) window.addEventListener('beforeunload', askBeforeUnload)
  unsaved.set(key, question)
  return () => {
    if (!unsaved.delete(key) || unsaved.size > 0) return
    window.removeEventListener('beforeunload', askBeforeUnload)
  }
}

/** What to ask before the page is left, or null when nothing is unsaved. */
export function unsavedChangesQuestion(): string | null {
  for (const question of unsaved.values()) return question
  return null
}

/** Whether going to `to` (a path, with any query and hash) leaves the page at `currentPath`; `?tab=` alone does not. */
export function leavesPage(currentPath: string, to: string): boolean {
  const origin = 'http://in-app.invalid'
  return new URL(to, `${origin}${currentPath}`).pathname !== currentPath
}

/** wouter's `aroundNav`: a navigation that leaves the page while changes are unsaved goes ahead only if confirmed. */
export const confirmLeavingUnsaved: AroundNavHandler = (navigate, to, options) => {
  const question = unsavedChangesQuestion()
  if (question !== null && leavesPage(window.location.pathname, to) && !window.confirm(question)) return
  navigate(to, options)
}

/**
 * While `dirty`, leaving the page (a link, `navigate`, a reload, closing the tab) asks `question` first. For any
 * editor: `useUnsavedChangesGuard(dirty, FunnelConfigAdminMessages.leaveConfirm)`.
 */
export function useUnsavedChangesGuard(dirty: boolean, question: string): void {
  useEffect(() => (dirty ? markUnsaved(question) : undefined), [dirty, question])
}

import { useSyncExternalStore } from 'react'

// The modal dialog open now, if any. While one is open the rest of the page is inert and beneath it (the browser's
// top layer), so what must still show above everything, the toasts, is placed inside it.

let openDialog: HTMLElement | null = null
const listeners = new Set<() => void>()

export function setModalLayer(dialog: HTMLElement | null): void {
  openDialog = dialog
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The open modal dialog to place toasts in, or null for the page's body. */
export function useModalLayer(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialog,
    () => null,
  )
}

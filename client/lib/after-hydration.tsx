import { useEffect, useState, type ComponentType } from 'react'

/** Runs `task` once the browser is idle (or after a short delay where it has no idle callback). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 })
  else window.setTimeout(task, 200)
}

/**
 * A part of the page that shows nothing on the server and while hydrating (a toaster, a watcher), loaded in its own
 * chunk once the page is interactive, so its code is not part of what a page loads before interaction. Loaded
 * once per page load; a later mount renders it at once. A chunk that fails to load (offline) is tried again on the
 * next mount.
 */
export function loadAfterHydration(importPart: () => Promise<ComponentType>): {
  Part: ComponentType
  load: () => Promise<ComponentType>
} {
  let loaded: ComponentType | null = null
  let loading: Promise<ComponentType> | null = null
  const listeners = new Set<(part: ComponentType) => void>()
  const load = () => {
    loading ??= importPart().then(
      (part) => {
        loaded = part
        listeners.forEach((listener) => listener(part))
        return part
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  function Part() {
    const [Loaded, setLoaded] = useState<ComponentType | null>(() => loaded)
    useEffect(() => {
      const show = (part: ComponentType) => setLoaded(() => part)
      listeners.add(show)
      if (loaded) show(loaded)
      else
        whenIdle(() => {
          load().catch((error: unknown) => console.warn('A part of the page could not be loaded', error))
        })
      return () => {
        listeners.delete(show)
      }
    }, [])
    return Loaded ? <Loaded /> : null
  }
  return { Part, load }
}

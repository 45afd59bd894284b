import { useEffect, useState, type ComponentType } from 'react'

/**
 * A part of the page that shows nothing on the server and while hydrating (the toast region), in its own chunk that
 * loads only when `load()` is first called, so its code is not part of what a page loads before interaction. Loaded
 * once per page load; a later mount renders it at once. A chunk that failed to load (offline) is tried again on the
 * next call.
 */
export function loadOnDemand(importPart: () => Promise<ComponentType>): {
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
      return () => {
        listeners.delete(show)
      }
    }, [])
    return Loaded ? <Loaded /> : null
  }
  return { Part, load }
}

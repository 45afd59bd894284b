import { lazy, Suspense, type ComponentType } from 'react'

const RETRY_AFTER_MS = 5000

export interface DeferredPart<P extends object> {
  /** Loads the part's chunk once. The server awaits it before rendering the page; the browser loads it when hydration meets the part. */
  load(): Promise<ComponentType<P>>
  Part: ComponentType<P>
}

/**
 * A part of a page in a chunk of its own that the page does not wait for: the server renders it in full, and the
 * browser keeps that HTML as it is (visible, readable, styled) until the chunk arrives, then hydrates it on its own,
 * in a task of its own. So a long page's lower sections cost neither the script the page loads before interaction
 * nor one long hydration task. A chunk that fails to load is asked for again (after 5 s or when the browser comes
 * back online) rather than failing the page: until then the server's HTML stays.
 */
export function deferredPart<P extends object>(importPart: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null

  const load = () => {
    loading ??= importPart().then((part) => (loaded = part))
    return loading
  }
  const loadUntilLoaded = async (): Promise<ComponentType<P>> => {
    for (;;) {
      try {
        return await load()
      } catch (error) {
        loading = null
        console.warn('A part of the page could not load yet; trying again', error)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RETRY_AFTER_MS)
          const retryNow = () => {
            clearTimeout(timer)
            resolve()
          }
          window.addEventListener('online', retryNow, { once: true })
        })
      }
    }
  }
  // The browser always renders the lazy wrapper (one element type, so state survives re-renders); during hydration it
  // suspends and React leaves the server's HTML in place until the chunk is there.
  const LazyPart = lazy(async () => ({ default: await loadUntilLoaded() }))

  function Part(props: P) {
    const Loaded = import.meta.env.SSR ? loaded : null
    if (import.meta.env.SSR && !Loaded) throw new Error('deferredPart: load() must finish before the server renders')
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LazyPart {...props} />}</Suspense>
  }
  return { load, Part }
}

import { lazy, memo, Suspense, type ComponentType } from 'react'

const RETRY_AFTER_MS = 5000
/** How far below (or above) the window a part's server HTML may be for its chunk to load: half a window's height. */
const NEAR_SCREEN_MARGIN = '50% 0px'

export interface DeferredPartOptions {
  /**
   * Load the chunk only once the part's server HTML comes within half a window of the screen, instead of as soon as
   * hydration meets it: for sections below the first screen, whose code a visitor who never scrolls there never needs.
   * A client-side navigation (no server HTML) loads it at once.
   */
  whenNearScreen?: boolean
}

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
export function deferredPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  { whenNearScreen = false }: DeferredPartOptions = {},
): DeferredPart<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  let markNear: () => void = () => undefined
  const near = whenNearScreen ? new Promise<void>((resolve) => (markNear = resolve)) : Promise.resolve()

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
  const LazyPart = lazy(async () => {
    await near
    return { default: await loadUntilLoaded() }
  })

  // The wrapper takes no box of its own (display: contents); what it watches is the server HTML inside it.
  const watchScreen = (wrapper: HTMLElement | null) => {
    if (!wrapper) return
    const boxes = [...wrapper.children]
    if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') return markNear()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        markNear()
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    )
    boxes.forEach((box) => observer.observe(box))
    return () => observer.disconnect()
  }

  // Memoised: a parent that renders again with the same props (a stored copy written after hydration) must leave a
  // part that has not hydrated yet alone; React would switch it to client rendering, showing nothing (the page's text
  // moving up, then down) until its chunk arrived.
  const Part = memo(function Part(props: P) {
    const Loaded = import.meta.env.SSR ? loaded : null
    if (import.meta.env.SSR && !Loaded) throw new Error('deferredPart: load() must finish before the server renders')
    const part = <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <LazyPart {...props} />}</Suspense>
    if (!whenNearScreen) return part
    return (
      <div style={{ display: 'contents' }} ref={watchScreen}>
        {part}
      </div>
    )
  })
  return { load, Part }
}

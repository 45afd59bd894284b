import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react'
import type { holdActivationsUntilHydrated } from './held-activations'
import { ReusableServerHtml } from './reusable-server-html'

const RETRY_AFTER_MS = 5000
/** How far below (or above) the window a part's server HTML may be for its chunk to load: half a window's height. */
const NEAR_SCREEN_MARGIN = '50% 0px'
const useNeverAtOnce = () => false

/** Names each part for the server's store of reusable HTML (./server-fragments.ts). */
let partsMade = 0

/** How many parts' chunks are on their way: while one is, a failed chunk is this module's to retry. */
let partChunksInFlight = 0

/**
 * Whether a part's chunk is on its way. A part whose chunk fails keeps its server HTML and asks again, so the page
 * must not be loaded afresh over it (client/entry-client.tsx): that would lose what the visitor typed.
 */
export const partChunkInFlight = (): boolean => partChunksInFlight > 0

export interface DeferredPartOptions {
  /**
   * Load the chunk only once the part's server HTML comes within half a window of the screen, instead of as soon as
   * hydration meets it: for sections below the first screen, whose code a visitor who never scrolls there never needs.
   * A client-side navigation (no server HTML) loads it at once.
   */
  whenNearScreen?: boolean
  /**
   * Load the chunk only when the visitor first reaches into the part's server HTML (a pointer pressed on it, focus
   * moving into it, a key), for a part that does nothing until used (a form, an accordion): a visitor who only reads
   * never loads its code. What is typed meanwhile stays in the fields (a form adopts it as it hydrates: see
   * client/forms/use-public-form.ts), and a click or a submit that comes before the part has hydrated is held and
   * done again once it has: pass holdActivationsUntilHydrated (./held-activations.ts), which only the pages with
   * such a part load. A client-side navigation loads it at once.
   */
  whenTouched?: typeof holdActivationsUntilHydrated
  /**
   * For a part that loads at once but has buttons a visitor may press before it has hydrated (the blog's "Több
   * cikk", the offer's checkout): a click or a submit meanwhile is held and done again once it has. Pass
   * holdActivationsUntilHydrated (./held-activations.ts). Not for a part holding a part that holds its own.
   */
  holdingActivations?: typeof holdActivationsUntilHydrated
  /** A hook that tells a part waiting for the visitor to load at once (a form sent back with the visitor's errors). */
  useWantedAtOnce?: () => boolean
  /**
   * The part's server HTML depends on nothing but the page's address, its props and the build: the server renders it
   * once per address and then reuses that HTML (./reusable-server-html.tsx).
   */
  reusableServerHtml?: boolean
}

export interface DeferredPart<P extends object> {
  /** Loads the part's chunk once. The server awaits it before rendering the page; the browser loads it when hydration meets the part. */
  load(): Promise<ComponentType<P>>
  /** Whether the browser waits for the visitor (the screen, a touch) before it loads the chunk of a server-rendered part. */
  waitsForVisitor: boolean
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
  {
    whenNearScreen = false,
    whenTouched,
    holdingActivations,
    useWantedAtOnce = useNeverAtOnce,
    reusableServerHtml = false,
  }: DeferredPartOptions = {},
): DeferredPart<P> {
  const partNumber = partsMade++
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  let markWanted: () => void = () => undefined
  const waitsForVisitor = whenNearScreen || whenTouched !== undefined
  const wanted = waitsForVisitor ? new Promise<void>((resolve) => (markWanted = resolve)) : Promise.resolve()
  let markHydrated: () => void = () => undefined
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve))

  const load = () => {
    if (!loading) {
      partChunksInFlight += 1
      loading = importPart()
        .then((part) => (loaded = part))
        .finally(() => (partChunksInFlight -= 1))
    }
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
  // The part once its chunk is here. Its one child is the part, as on the server: a sibling would change the ids
  // React's useId gives inside it.
  function LoadedPart(props: P) {
    useEffect(markHydrated, [])
    if (!loaded) throw new Error('deferredPart: rendered before its chunk loaded')
    const Loaded = loaded
    return <Loaded {...props} />
  }
  // During hydration the lazy wrapper suspends, and React leaves the server's HTML in place until the chunk is there.
  const LazyPart = lazy(async () => {
    await wanted
    await loadUntilLoaded()
    return { default: LoadedPart }
  })

  // The wrapper takes no box of its own (display: contents); what it watches is the server HTML inside it.
  const watchScreen = (wrapper: HTMLElement) => {
    if (typeof IntersectionObserver === 'undefined') return markWanted()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        markWanted()
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    )
    for (const box of wrapper.children) observer.observe(box)
    return () => observer.disconnect()
  }
  const watch = (wrapper: HTMLElement | null) => {
    if (!wrapper) return
    if (wrapper.children.length === 0) return markWanted()
    if (whenTouched) return whenTouched(wrapper, { onTouched: markWanted, hydrated })
    return watchScreen(wrapper)
  }
  const wantAtOnce = (wrapper: HTMLElement | null) => {
    if (wrapper) markWanted()
  }
  const holdUntilHydrated = (wrapper: HTMLElement | null) => {
    if (wrapper && holdingActivations) return holdingActivations(wrapper, { onTouched: () => undefined, hydrated })
  }

  // Memoised: a parent that renders again with the same props (a stored copy written after hydration) must leave a
  // part that has not hydrated yet alone; React would switch it to client rendering, showing nothing (the page's text
  // moving up, then down) until its chunk arrived.
  const Part = memo(function Part(props: P) {
    const wantedAtOnce = useWantedAtOnce()
    // A part whose chunk is here when it mounts (the server's render; a page a client-side navigation loaded with its
    // parts, client/lib/lazy-page.tsx) renders at once, never a frame without it. Chosen once: the part keeps one
    // element type, so its state survives re-renders.
    const [loadedAtMount] = useState(() => loaded !== null)
    if (import.meta.env.SSR && !loadedAtMount)
      throw new Error('deferredPart: load() must finish before the server renders')
    const part = (
      <Suspense fallback={null}>{loadedAtMount ? <LoadedPart {...props} /> : <LazyPart {...props} />}</Suspense>
    )
    const watching = waitsForVisitor ? (wantedAtOnce ? wantAtOnce : watch) : holdingActivations && holdUntilHydrated
    const placed = watching ? (
      <div style={{ display: 'contents' }} ref={watching}>
        {part}
      </div>
    ) : (
      part
    )
    if (!import.meta.env.SSR || !reusableServerHtml) return placed
    return <ReusableServerHtml name={`part ${partNumber} ${JSON.stringify(props)}`}>{placed}</ReusableServerHtml>
  })
  return { load, waitsForVisitor, Part }
}

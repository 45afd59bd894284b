import { lazy, type ComponentType } from 'react'
import type { TrpcServerHelpers } from './prefetch'

export type RouteParams = Record<string, string | undefined>

/** What a page's chunk provides once it has loaded. */
export interface PageModule {
  component: ComponentType
  /** Loads on the server what the page shows, so the first HTML already holds it. */
  prefetch?: (helpers: TrpcServerHelpers, params: RouteParams, search: URLSearchParams) => Promise<void>
  /** The page's parts that hydrate from chunks of their own (client/lib/deferred-part.tsx): the server loads them first. */
  deferredParts?: readonly { load(): Promise<unknown>; waitsForVisitor: boolean }[]
}

export interface LazyPage {
  /** The page's source file as Vite's manifest names it (relative to client/): its chunk, for preloads and budgets. */
  module: string
  /** Loads the page's chunk once; both the server and the browser await it before they render the page. */
  load(): Promise<PageModule>
  /** Renders the page at once when its chunk has loaded, and suspends until it has otherwise (client-side navigation). */
  Component: ComponentType
}

/**
 * A page in its own chunk. React.lazy alone would suspend on its first render even when the chunk is already
 * there, and a server render or a hydration must never meet a Suspense fallback; so a page loaded for one (`load()`)
 * renders directly. A client-side navigation suspends instead until the page and the parts it shows at once (its
 * data-reading content) are there, so it never shows the page a round trip before them.
 */
export function lazyPage(module: string, importPage: () => Promise<PageModule>): LazyPage {
  let ready: PageModule | null = null
  let loading: Promise<PageModule> | null = null
  const loadChunk = () => {
    loading ??= importPage().catch((error: unknown) => {
      // React.lazy keeps a rejection for good; a failed chunk request may succeed on the next navigation.
      loading = null
      Suspending = suspendingPage()
      throw error
    })
    return loading
  }
  const suspendingPage = () =>
    lazy(async () => {
      const page = await loadChunk()
      // A part that fails here is its own to retry (client/lib/deferred-part.tsx): the page shows regardless.
      const shownAtOnce = (page.deferredParts ?? []).filter((part) => !part.waitsForVisitor)
      await Promise.all(shownAtOnce.map((part) => part.load().catch(() => undefined)))
      ready = page
      return { default: page.component }
    })
  let Suspending = suspendingPage()
  const load = async () => (ready = await loadChunk())
  function Component() {
    const Page = ready?.component ?? Suspending
    return <Page />
  }
  Component.displayName = `LazyPage(${module})`
  return { module, load, Component }
}

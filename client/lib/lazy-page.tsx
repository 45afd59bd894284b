import { lazy, type ComponentType } from 'react'
import type { TrpcServerHelpers } from './prefetch'

export type RouteParams = Record<string, string | undefined>

/** What a page's chunk provides once it has loaded. */
export interface PageModule {
  component: ComponentType
  /** Loads on the server what the page shows, so the first HTML already holds it. */
  prefetch?: (helpers: TrpcServerHelpers, params: RouteParams, search: URLSearchParams) => Promise<void>
  /** The page's parts that hydrate from chunks of their own (client/lib/deferred-part.tsx): the server loads them first. */
  deferredParts?: readonly { load(): Promise<unknown> }[]
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
 * there, and a server render or a hydration must never meet a Suspense fallback; so a loaded page renders directly.
 */
export function lazyPage(module: string, importPage: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null
  let loading: Promise<PageModule> | null = null
  const suspendingPage = () => lazy(async () => ({ default: (await load()).component }))
  let Suspending = suspendingPage()
  const load = () => {
    loading ??= importPage().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // React.lazy keeps a rejection for good; a failed chunk request may succeed on the next navigation.
        loading = null
        Suspending = suspendingPage()
        throw error
      },
    )
    return loading
  }
  function Component() {
    const Page = loaded?.component ?? Suspending
    return <Page />
  }
  Component.displayName = `LazyPage(${module})`
  return { module, load, Component }
}

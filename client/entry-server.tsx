import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { DehydratedState } from '@tanstack/react-query'
import { createTRPCClient } from '@trpc/client'
import { renderToString } from 'react-dom/server'
import type { AppState } from '../shared/app-state'
import type { PostedForm } from '../shared/posted-form'
import type { FormName } from '../shared/schemas/forms'
import type { PageHeadData } from '../shared/page-head'
import type { PublicSettings } from '../shared/public-settings'
import { App } from './app'
import { createEmotionCache, orderStylesByFirstUse, styleTagsInPlace } from './lib/emotion-cache'
import { FONT_FACE_CSS } from './lib/fonts'
import { matchRoute, matchedPage } from './lib/match-route'
import type { TrpcServerHelpers } from './lib/prefetch'
import { createRenderContext } from './lib/render-context'
import { pageFragments } from './lib/server-fragments'
import type { AppRouter } from './lib/trpc'
import { AppProviders } from './providers'
import { system } from './theme-global-css'

export interface RenderRequest {
  /** The canonical path (server/render/page-location.ts). */
  path: string
  /** The query the page reads, with its "?", or empty: `pageSearch` of the request's, never more. */
  search: string
  helpers: TrpcServerHelpers
  settings: PublicSettings
  /** The placeholder each answer replaces with a fresh token for the form (server/render/page-slots.ts). */
  formTokenSlot: (form: FormName) => string
  /** The placeholder each answer replaces with where its visitor came from (server/render/request-first-touch.ts). */
  firstTouchSlot: string
  /** A plain post the server refused: its form is shown again with the visitor's values and errors. */
  postedForm?: PostedForm | undefined
  /**
   * Whether the page's reusable parts may come from the process's store (./lib/server-fragments.ts): not for a page
   * shown to one visitor alone (a posted form, a signed-in admin), whose tree above the parts may differ.
   */
  reuseFragments: boolean
}

export type RenderResult =
  /** A path: the server adds the request's query, so an ad click's tags survive the redirect. */
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page'
      status: number
      head: PageHeadData | null
      styleTags: string
      appHtml: string
      state: AppState<DehydratedState>
      /** The rendered page's source module (a key of Vite's manifest): the server preloads its chunk. */
      pageModule: string
      /** The errors of prefetches that failed, for the server's log; the page renders as if they had not run. */
      prefetchErrors: unknown[]
      /** False when the page asked not to be kept in the render cache. */
      cacheable: boolean
      /** True when the page asked that no cache, shared or private, keep the answer. */
      personal: boolean
    }

export async function render({
  path,
  search,
  helpers,
  settings,
  formTokenSlot,
  firstTouchSlot,
  postedForm,
  reuseFragments,
}: RenderRequest): Promise<RenderResult> {
  const match = matchRoute(path)
  if (match.kind === 'redirect') return { kind: 'redirect', location: match.to }
  const page = matchedPage(match)
  const { prefetch, deferredParts = [] } = await page.load()
  await Promise.all([
    match.kind === 'page' ? prefetch?.(helpers, match.params, new URLSearchParams(search)) : undefined,
    ...deferredParts.map((part) => part.load()),
  ])
  // A failed prefetch is dropped: the page renders it as loading and the browser asks again, so neither the HTML nor
  // the dehydrated state ever carries a server error (its cause may hold driver text).
  const failed = helpers.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
  for (const query of failed) helpers.queryClient.removeQueries({ queryKey: query.queryKey, exact: true })

  const fragments = reuseFragments && !postedForm ? pageFragments(path + search) : null
  const renderContext = createRenderContext(fragments)
  const emotionCache = createEmotionCache()
  const emotionServer = createEmotionServer(emotionCache)
  // The client never fetches during a server render: every query it needs was prefetched above.
  const trpcClient = createTRPCClient<AppRouter>({ links: [] })
  const renderedHtml = renderToString(
    <AppProviders
      dataSource={{ kind: 'server', clients: { queryClient: helpers.queryClient, trpcClient } }}
      emotionCache={emotionCache}
      settings={settings}
      ssr={{ path, search: search.replace(/^\?/, ''), renderContext }}
      serverForms={{ posted: postedForm ?? null, tokenSlot: formTokenSlot, firstTouchSlot }}
    >
      <App />
    </AppProviders>,
  )
  // A page that finds it is at a wrong address (an article's old slug) renders wouter's <Redirect> to the right one.
  if (renderContext.redirectTo) return { kind: 'redirect', location: renderContext.redirectTo }
  const html = fragments ? fragments.splice(renderedHtml, emotionCache, renderContext.status === 200) : renderedHtml
  orderStylesByFirstUse(emotionCache, html)
  const chunks = emotionServer.extractCriticalToChunks(html)
  return {
    kind: 'page',
    status: renderContext.status,
    head: renderContext.head,
    styleTags: styleTagsInPlace(emotionServer.constructStyleTagsFromChunks(chunks)),
    appHtml: chunks.html,
    // https://tanstack.com/query/v5/docs/reference/hydration#dehydrate
    state: {
      dehydratedState: helpers.dehydrate({
        shouldDehydrateQuery: (query) => query.state.status === 'success',
        shouldRedactErrors: () => true,
      }),
      settings,
      ...(postedForm && { postedForm }),
    },
    pageModule: page.module,
    prefetchErrors: failed.map((query) => query.state.error),
    cacheable: renderContext.cacheable,
    personal: renderContext.personal,
  }
}

export { FONT_PRELOAD_URLS } from './lib/fonts'
export { pageSearch } from './lib/match-route'

/** The fonts' @font-face rules, Chakra's reset, design tokens and global styles as one stylesheet, served once and cached. */
export function renderBaseCss(): string {
  const cache = createEmotionCache({ key: 'chakra-base' })
  const emotionServer = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  )
  const chakraCss = emotionServer
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('\n')
  return `${FONT_FACE_CSS}\n${chakraCss}`
}

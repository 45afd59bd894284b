import type { DehydratedState } from '@tanstack/react-query'
import { httpBatchLink } from '@trpc/client'
import { hydrateRoot } from 'react-dom/client'
import { TRPC_MAX_BATCH_SIZE } from '../shared/api-limits'
import { APP_STATE_ELEMENT_ID, HYDRATION_START_MARK, type AppState } from '../shared/app-state'
import { App } from './app'
import { createEmotionCache } from './lib/emotion-cache'
import { matchRoute, matchedPage } from './lib/match-route'
import { createQueryClient } from './lib/query-client'
import { trpc } from './lib/trpc'
import { AppProviders } from './providers'

const stateElement = document.getElementById(APP_STATE_ELEMENT_ID)
const state = JSON.parse(stateElement?.textContent ?? 'null') as AppState<DehydratedState>
const queryClient = createQueryClient()
const trpcClient = trpc.createClient({
  links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH_SIZE })],
})

const match = matchRoute(window.location.pathname)
// Hydrate only once the page's chunk is here (the server preloads it), so hydration never meets a Suspense fallback.
if (match.kind !== 'redirect') await matchedPage(match).load()

// What loads before this mark is what hydration waited for; the browser tests check the HTML named all of it.
performance.mark(HYDRATION_START_MARK)
hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <AppProviders
    queryClient={queryClient}
    trpcClient={trpcClient}
    emotionCache={createEmotionCache(document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce)}
    settings={state.settings}
    dehydratedState={state.dehydratedState}
  >
    <App />
  </AppProviders>,
)

// A chunk that fails to load on a client-side navigation (a deploy replaced it) is fetched by loading the page afresh:
// https://vite.dev/guide/build#load-error-handling
window.addEventListener('vite:preloadError', () => window.location.reload())

import type { DehydratedState } from '@tanstack/react-query'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { APP_STATE_ELEMENT_ID, HYDRATION_START_MARK, type AppState } from '../shared/app-state'
import { App } from './app'
import { partChunkInFlight } from './lib/deferred-part'
import { createBrowserEmotionCache } from './lib/emotion-cache'
import { matchRoute, matchedPage } from './lib/match-route'
import { AppProviders } from './providers'
import { getPageSystem } from './theme'

const stateElement = document.getElementById(APP_STATE_ELEMENT_ID)
const state = JSON.parse(stateElement?.textContent ?? 'null') as AppState<DehydratedState>

const match = matchRoute(window.location.pathname)
// Hydrate only once the page's chunk is here (the server preloads it), so hydration never meets a Suspense fallback.
if (match.kind !== 'redirect') await matchedPage(match).load()
// Task boundaries between evaluating the modules, making the style system and hydrating, so none of them waits on
// another inside one long task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
await nextTask()
getPageSystem()
await nextTask()

// What loads before this mark is what hydration waited for; the browser tests check the HTML named all of it.
performance.mark(HYDRATION_START_MARK)
// As a transition, hydration is split into short tasks that yield to the browser (a click or a key is answered between
// them) instead of one long task: the page is already visible and readable from the server's HTML meanwhile.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <AppProviders
      dataSource={{ kind: 'browser', dehydratedState: state.dehydratedState }}
      emotionCache={createBrowserEmotionCache()}
      settings={state.settings}
      serverForms={{ posted: state.postedForm ?? null, tokenSlot: null }}
    >
      <App />
    </AppProviders>,
  )
})

// A chunk that fails to load on a client-side navigation (a deploy replaced it) is fetched by loading the page afresh:
// https://vite.dev/guide/build#load-error-handling. Not a part's chunk: the part retries, and the fields keep their text.
window.addEventListener('vite:preloadError', () => {
  if (!partChunkInFlight()) window.location.reload()
})

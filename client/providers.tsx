import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider, type EmotionCache } from '@emotion/react'
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import type { PublicSettings } from '../shared/public-settings'
import { Toaster } from './components/ui/toaster'
import { NO_SERVER_FORMS, ServerFormsContext, type ServerForms } from './forms/server-forms'
import { PublicSettingsContext } from './lib/public-settings'
import { RenderContextContext, type RenderContext } from './lib/render-context'
import { trpc } from './lib/trpc'
import { getPageSystem } from './theme'

export interface AppProvidersProps {
  queryClient: QueryClient
  trpcClient: ReturnType<typeof trpc.createClient>
  emotionCache: EmotionCache
  settings: PublicSettings
  dehydratedState?: DehydratedState
  /** Server rendering only: the page's path and query, and where the page reports status, head and redirect. */
  ssr?: { path: string; search: string; renderContext: RenderContext }
  /** What the server gives the public forms: a refused plain post to show again, and (rendering) the token slots. */
  serverForms?: ServerForms
  children: ReactNode
}

export function AppProviders(props: AppProvidersProps) {
  return (
    <CacheProvider value={props.emotionCache}>
      <trpc.Provider client={props.trpcClient} queryClient={props.queryClient}>
        <QueryClientProvider client={props.queryClient}>
          <HydrationBoundary state={props.dehydratedState}>
            <ChakraProvider value={getPageSystem()}>
              <PublicSettingsContext.Provider value={props.settings}>
                <RenderContextContext.Provider value={props.ssr?.renderContext ?? null}>
                  <ServerFormsContext.Provider value={props.serverForms ?? NO_SERVER_FORMS}>
                    <Router
                      ssrPath={props.ssr?.path}
                      ssrSearch={props.ssr?.search}
                      ssrContext={props.ssr?.renderContext}
                    >
                      {props.children}
                      <Toaster />
                    </Router>
                  </ServerFormsContext.Provider>
                </RenderContextContext.Provider>
              </PublicSettingsContext.Provider>
            </ChakraProvider>
          </HydrationBoundary>
        </QueryClientProvider>
      </trpc.Provider>
    </CacheProvider>
  )
}

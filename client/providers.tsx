import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider, type EmotionCache } from '@emotion/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import type { PublicSettings } from '../shared/public-settings'
import { Toaster } from './components/ui/toaster'
import { NO_SERVER_FORMS, ServerFormsContext, type ServerForms } from './forms/server-forms'
import { DataSourceContext, type DataSource } from './lib/data-source'
import { PublicSettingsContext } from './lib/public-settings'
import { RenderContextContext, type RenderContext } from './lib/render-context'
import { getPageSystem } from './theme'

export interface AppProvidersProps {
  /** Where the pages and parts that read data take their clients from (client/lib/data-provider.tsx). */
  dataSource: DataSource
  emotionCache: EmotionCache
  settings: PublicSettings
  /** Server rendering only: the page's path and query, and where the page reports status, head and redirect. */
  ssr?: { path: string; search: string; renderContext: RenderContext }
  /** What the server gives the public forms: a refused plain post to show again, and (rendering) the token slots. */
  serverForms?: ServerForms
  children: ReactNode
}

export function AppProviders(props: AppProvidersProps) {
  return (
    <CacheProvider value={props.emotionCache}>
      <DataSourceContext.Provider value={props.dataSource}>
        <ChakraProvider value={getPageSystem()}>
          <PublicSettingsContext.Provider value={props.settings}>
            <RenderContextContext.Provider value={props.ssr?.renderContext ?? null}>
              <ServerFormsContext.Provider value={props.serverForms ?? NO_SERVER_FORMS}>
                <Router ssrPath={props.ssr?.path} ssrSearch={props.ssr?.search} ssrContext={props.ssr?.renderContext}>
                  {props.children}
                  <Toaster />
                </Router>
              </ServerFormsContext.Provider>
            </RenderContextContext.Provider>
          </PublicSettingsContext.Provider>
        </ChakraProvider>
      </DataSourceContext.Provider>
    </CacheProvider>
  )
}

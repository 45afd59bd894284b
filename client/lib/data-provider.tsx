import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { useContext } from 'react'
import { apiClient } from './api-client'
import { DataSourceContext, type DataClients, type DataSource } from './data-source'
import { createQueryClient } from './query-client'
import { trpc } from './trpc'

/** The browser's clients, made when the first page or part that reads data renders, and shared by all of them. */
let browserClients: DataClients | null = null

function clientsOf(source: DataSource | null): DataClients {
  // Never a module-wide client on the server: it would carry one request's data into another's render.
  if (!source) throw new Error('The data layer is used outside the app providers')
  if (source.kind === 'server') return source.clients
  if (!browserClients) {
    const queryClient = createQueryClient()
    // https://tanstack.com/query/v5/docs/reference/hydration#hydrate
    if (source.dehydratedState) hydrate(queryClient, source.dehydratedState)
    browserClients = { queryClient, trpcClient: apiClient }
  }
  return browserClients
}

/** TanStack Query with tRPC for what is under it; every instance shares one set of clients. */
export function DataProvider({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = clientsOf(useContext(DataSourceContext))
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  )
}

/** A page or part that reads or sends data, under the data layer's providers, which its chunk brings. */
export function withData<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithData(props: P) {
    return (
      <DataProvider>
        <Component {...props} />
      </DataProvider>
    )
  }
  WithData.displayName = `WithData(${Component.displayName ?? Component.name})`
  return WithData
}

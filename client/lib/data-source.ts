import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import { createContext } from 'react'
import type { ApiClient } from './api-client'

export interface DataClients {
  queryClient: QueryClient
  trpcClient: ApiClient
}

/**
 * Where the data layer (./data-provider.tsx) takes its clients from: a server render passes its own, holding what its
 * prefetch loaded; the browser makes them once, from the state the server dehydrated into the page. Only types here,
 * so the shell names the source without loading TanStack Query or tRPC: only the pages and parts that read or send
 * data load them.
 */
export type DataSource =
  { kind: 'server'; clients: DataClients } | { kind: 'browser'; dehydratedState: DehydratedState | undefined }

/** Set by the app's providers (client/providers.tsx) on the server and in the browser alike. */
export const DataSourceContext = createContext<DataSource | null>(null)

import { QueryClient } from '@tanstack/react-query'

/** Server-rendered data stays fresh long enough that hydration does not refetch it at once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}

import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client'
import { TRPC_MAX_BATCH_SIZE } from '../../shared/api-limits'
import type { AppRouter } from './trpc'

export type ApiClient = TRPCClient<AppRouter>

/**
 * The browser's one client of the site's API. The data layer's hooks use it (./data-provider.tsx), and so does what
 * only sends now and then (the consent record, the form outbox), which loads it when it has a thing to send.
 */
export const apiClient: ApiClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH_SIZE })],
})

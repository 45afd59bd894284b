import type { createServerSideHelpers } from '@trpc/react-query/server'
import type { AppRouter } from './trpc'

/** The tRPC helpers a route's prefetch gets on the server (see PageRoute.prefetch). */
export type TrpcServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>

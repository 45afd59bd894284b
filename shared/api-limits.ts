/** The most calls one tRPC batch may carry; the client's batch link splits larger ones. */
export const TRPC_MAX_BATCH_SIZE = 10

import type { Context } from '../trpc/context'

/** What a public procedure's service needs of its call: the database, the shared allowances, the clock, the caller's IP. */
export const visitorDeps = (ctx: Context) => ({
  db: ctx.db,
  rateLimits: ctx.services.rateLimits,
  now: ctx.services.now,
  clientIp: ctx.clientIp,
})

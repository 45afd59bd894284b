import type { BlogWriter } from '../services/blog.service'
import type { Context } from '../trpc/context'

/** What a procedure that saves a post writes with: the database, the log, the render cache and the clock. */
export function blogWriter(ctx: Context): BlogWriter {
  return { db: ctx.db, log: ctx.log, pages: ctx.services.renderCache, now: ctx.services.now }
}

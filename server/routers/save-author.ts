import type { SaveAuthor } from '../repositories/blog-revision.repository'
import type { Context } from '../trpc/context'

/** The signed-in admin as a post's revisions and draft name them. */
export function saveAuthorOf(ctx: Context & { session: NonNullable<Context['session']> }): SaveAuthor {
  return { userId: ctx.session.user.id, email: ctx.session.user.email }
}

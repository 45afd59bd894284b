import { BlogByIdInputSchema } from '../../shared/schemas/blog'
import {
  BlogRevisionByIdSchema,
  type BlogPostDraft,
  type BlogRevisionComparison,
  type BlogRevisionSummary,
} from '../../shared/schemas/blog-revisions'
import { toIsoTime } from '../db/time'
import { listRevisions } from '../repositories/blog-revision.repository'
import { compareBlogRevision, restoreBlogRevision } from '../services/blog-revisions.service'
import { adminProcedure, router } from '../trpc/init'
import { saveAuthorOf } from './save-author'

/** A post's kept saves (the last BLOG_REVISIONS_KEPT): who saved what and when, what changed, and restoring one. */
export const adminBlogRevisionsRouter = router({
  /** Newest first, without their fields. */
  byPost: adminProcedure
    .input(BlogByIdInputSchema)
    .query(({ ctx, input }): Promise<BlogRevisionSummary[]> => listRevisions(ctx.db, input.id)),

  compare: adminProcedure
    .input(BlogRevisionByIdSchema)
    .query(({ ctx, input }): Promise<BlogRevisionComparison> => compareBlogRevision(ctx.db, input.revisionId)),

  /** The revision's fields become the post's draft; the live post changes only when the draft is published. */
  restore: adminProcedure
    .input(BlogRevisionByIdSchema)
    .mutation(({ ctx, input }): Promise<BlogPostDraft> =>
      restoreBlogRevision(ctx.db, saveAuthorOf(ctx), input.revisionId, toIsoTime(new Date(ctx.services.now()))),
    ),
})

import { TRPCError } from '@trpc/server'
import { BlogByIdInputSchema, type BlogPost } from '../../shared/schemas/blog'
import {
  BlogDraftMessages,
  BlogDraftPublishSchema,
  BlogDraftSaveSchema,
  type BlogPostDraft,
} from '../../shared/schemas/blog-revisions'
import { deleteDraft, findDraft } from '../repositories/blog-draft.repository'
import { publishBlogDraft, saveBlogDraft } from '../services/blog-drafts.service'
import { toIsoTime } from '../db/time'
import { adminProcedure, router } from '../trpc/init'
import { blogWriter } from './blog-writer'
import { saveAuthorOf } from './save-author'

/** A post's pending draft: edited fields kept on the server (by the admin or the autosave) until published. */
export const adminBlogDraftsRouter = router({
  /** The post's draft, or null when it has none. */
  byPost: adminProcedure
    .input(BlogByIdInputSchema)
    .query(async ({ ctx, input }): Promise<BlogPostDraft | null> => (await findDraft(ctx.db, input.id)) ?? null),

  save: adminProcedure
    .input(BlogDraftSaveSchema)
    .mutation(({ ctx, input }): Promise<BlogPostDraft> =>
      saveBlogDraft(ctx.db, saveAuthorOf(ctx), input, toIsoTime(new Date(ctx.services.now()))),
    ),

  publish: adminProcedure
    .input(BlogDraftPublishSchema)
    .mutation(({ ctx, input }): Promise<BlogPost> => publishBlogDraft(blogWriter(ctx), saveAuthorOf(ctx), input)),

  discard: adminProcedure.input(BlogByIdInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await deleteDraft(ctx.db, input.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: BlogDraftMessages.noDraftToDiscard })
    }
    return { ok: true as const }
  }),
})

import { TRPCError } from '@trpc/server'
import {
  BLOG_LATEST_COUNT,
  BlogAdminListInputSchema,
  BlogByIdInputSchema,
  BlogCoverUploadSchema,
  BlogLatestInputSchema,
  BlogListInputSchema,
  BlogMessages,
  BlogPostInputSchema,
  BlogPostUpdateSchema,
  type BlogArticle,
  type BlogPost,
  type BlogPostPage,
  type BlogPostSummary,
} from '../../shared/schemas/blog'
import {
  BlogPreviewTokenSchema,
  type BlogAdminPost,
  type BlogAdminPostPage,
} from '../../shared/schemas/blog-publication'
import {
  createBlogPost,
  deleteBlogPost,
  findBlogArticle,
  latestBlogPosts,
  listBlogPosts,
  updateBlogPost,
} from '../services/blog.service'
import { findAdminBlogPost, listAdminBlogPosts } from '../services/blog-admin.service'
import { createBlogPreviewLink, openBlogPreview, revokeBlogPreviewLink } from '../services/blog-preview.service'
import { storeBlogCoverFromDataUrl } from '../services/blog-cover.service'
import { cleanBlogHtml } from '../services/blog-body-html.service'
import { keepLiveSave } from '../services/blog-revisions.service'
import { adminProcedure, publicProcedure, router } from '../trpc/init'
import { blogWriter } from './blog-writer'
import { saveAuthorOf } from './save-author'

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: BlogMessages.notFound })
}

export const blogRouter = router({
  list: publicProcedure
    .input(BlogListInputSchema)
    .query(({ ctx, input }): Promise<BlogPostPage> => listBlogPosts(ctx, input ?? {})),

  byId: publicProcedure.input(BlogByIdInputSchema).query(async ({ ctx, input }): Promise<BlogPost> => {
    const article = await findBlogArticle(ctx, input.id)
    if (!article) throw notFound()
    return article.post
  }),

  related: publicProcedure.input(BlogByIdInputSchema).query(async ({ ctx, input }): Promise<BlogPostSummary[]> => {
    const article = await findBlogArticle(ctx, input.id)
    if (!article) throw notFound()
    return article.related
  }),

  /** The article page's data in one call; null (not an error) for a missing post, so a server render can say 404. */
  article: publicProcedure
    .input(BlogByIdInputSchema)
    .query(({ ctx, input }): Promise<BlogArticle | null> => findBlogArticle(ctx, input.id)),

  latest: publicProcedure
    .input(BlogLatestInputSchema)
    .query(({ ctx, input }): Promise<BlogPostSummary[]> => latestBlogPosts(ctx, input?.limit ?? BLOG_LATEST_COUNT)),

  create: adminProcedure
    .input(BlogPostInputSchema)
    .mutation(({ ctx, input }) => createBlogPost(blogWriter(ctx), input, keepLiveSave(saveAuthorOf(ctx)))),

  update: adminProcedure.input(BlogPostUpdateSchema).mutation(async ({ ctx, input: { id, ...changes } }) => {
    const post = await updateBlogPost(blogWriter(ctx), id, changes, keepLiveSave(saveAuthorOf(ctx)))
    if (!post) throw notFound()
    return post
  }),

  /** A cover image read as a data URL, stored once; answers the addresses a post then carries. */
  uploadCover: adminProcedure
    .input(BlogCoverUploadSchema)
    .mutation(({ ctx, input }) =>
      storeBlogCoverFromDataUrl({ db: ctx.db, queue: ctx.services.coverQueue }, input.dataUrl),
    ),

  delete: adminProcedure.input(BlogByIdInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await deleteBlogPost(blogWriter(ctx), input.id))) throw notFound()
    return { ok: true as const }
  }),

  /** The editor's preview: the content exactly as the article page will show it, after the server's sanitising. */
  previewHtml: adminProcedure
    .input(BlogPostInputSchema.pick({ content: true }))
    .mutation(async ({ ctx, input }) => ({ html: await cleanBlogHtml(ctx.db, input.content) })),

  /** Every post with its status and publish time, drafts and scheduled ones included. */
  adminList: adminProcedure
    .input(BlogAdminListInputSchema)
    .query(({ ctx, input }): Promise<BlogAdminPostPage> => listAdminBlogPosts(ctx, input ?? {})),

  /** A post as the editor opens it, whatever its status. */
  adminById: adminProcedure.input(BlogByIdInputSchema).query(async ({ ctx, input }): Promise<BlogAdminPost> => {
    const post = await findAdminBlogPost(ctx, input.id)
    if (!post) throw notFound()
    return post
  }),

  /** A new secret preview link for the post (the earlier one stops working); its token is answered this once. */
  createPreviewLink: adminProcedure.input(BlogByIdInputSchema).mutation(async ({ ctx, input }) => {
    const link = await createBlogPreviewLink(ctx, input.id)
    if (!link) throw notFound()
    return link
  }),

  revokePreviewLink: adminProcedure.input(BlogByIdInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await revokeBlogPreviewLink(ctx, input.id))) throw notFound()
    return { ok: true as const }
  }),

  /** The article a preview link opens; a mutation, so the token travels in a POST body, never in a logged URL. */
  openPreview: publicProcedure.input(BlogPreviewTokenSchema).mutation(({ ctx, input }): Promise<BlogArticle> =>
    openBlogPreview(
      {
        db: ctx.db,
        log: ctx.log,
        rateLimits: ctx.services.rateLimits,
        now: ctx.services.now,
        clientIp: ctx.clientIp,
      },
      input.token,
    ),
  ),
})

import { TRPCError } from '@trpc/server'
import {
  BLOG_LATEST_COUNT,
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
  createBlogPost,
  deleteBlogPost,
  findBlogArticle,
  latestBlogPosts,
  listBlogPosts,
  updateBlogPost,
} from '../services/blog.service'
import { storeBlogCoverFromDataUrl } from '../services/blog-cover.service'
import { cleanBlogHtml } from '../services/blog-body-html.service'
import { keepLiveSave } from '../services/blog-revisions.service'
import { adminProcedure, publicProcedure, router } from '../trpc/init'
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
    .mutation(({ ctx, input }) =>
      createBlogPost({ ...ctx, pages: ctx.services.renderCache }, input, keepLiveSave(saveAuthorOf(ctx))),
    ),

  update: adminProcedure.input(BlogPostUpdateSchema).mutation(async ({ ctx, input: { id, ...changes } }) => {
    const post = await updateBlogPost(
      { ...ctx, pages: ctx.services.renderCache },
      id,
      changes,
      keepLiveSave(saveAuthorOf(ctx)),
    )
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
    if (!(await deleteBlogPost({ ...ctx, pages: ctx.services.renderCache }, input.id))) throw notFound()
    return { ok: true as const }
  }),

  /** The editor's preview: the content exactly as the article page will show it, after the server's sanitising. */
  previewHtml: adminProcedure
    .input(BlogPostInputSchema.pick({ content: true }))
    .mutation(async ({ ctx, input }) => ({ html: await cleanBlogHtml(ctx.db, input.content) })),
})

import { TRPCError } from '@trpc/server'
import {
  BLOG_LATEST_COUNT,
  BLOG_RELATED_COUNT,
  BlogByIdInputSchema,
  BlogLatestInputSchema,
  BlogListInputSchema,
  BlogMessages,
  BlogPostInputSchema,
  BlogPostUpdateSchema,
  type BlogArticle,
  type BlogPost,
} from '../../shared/schemas/blog'
import { findPostById, listLatestPosts, listPosts, listRelatedPosts } from '../repositories/blog.repository'
import { createBlogPost, ensureBuiltInPosts, servedPost, updateBlogPost } from '../services/blog.service'
import { adminProcedure, publicProcedure, router } from '../trpc/init'

function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: BlogMessages.notFound })
}

export const blogRouter = router({
  list: publicProcedure.input(BlogListInputSchema).query(async ({ ctx, input }): Promise<BlogPost[]> => {
    await ensureBuiltInPosts(ctx.services)
    return (await listPosts(ctx.db, { category: input?.category })).map(servedPost)
  }),

  byId: publicProcedure.input(BlogByIdInputSchema).query(async ({ ctx, input }): Promise<BlogPost> => {
    await ensureBuiltInPosts(ctx.services)
    const post = await findPostById(ctx.db, input.id)
    if (!post) throw notFound()
    return servedPost(post)
  }),

  related: publicProcedure.input(BlogByIdInputSchema).query(async ({ ctx, input }): Promise<BlogPost[]> => {
    await ensureBuiltInPosts(ctx.services)
    const post = await findPostById(ctx.db, input.id)
    if (!post) throw notFound()
    return (await listRelatedPosts(ctx.db, post, BLOG_RELATED_COUNT)).map(servedPost)
  }),

  /** The article page's data in one call; null (not an error) for a missing post, so a server render can say 404. */
  article: publicProcedure.input(BlogByIdInputSchema).query(async ({ ctx, input }): Promise<BlogArticle | null> => {
    await ensureBuiltInPosts(ctx.services)
    const post = await findPostById(ctx.db, input.id)
    if (!post) return null
    const related = await listRelatedPosts(ctx.db, post, BLOG_RELATED_COUNT)
    return { post: servedPost(post), related: related.map(servedPost) }
  }),

  latest: publicProcedure.input(BlogLatestInputSchema).query(async ({ ctx, input }): Promise<BlogPost[]> => {
    await ensureBuiltInPosts(ctx.services)
    return (await listLatestPosts(ctx.db, input?.limit ?? BLOG_LATEST_COUNT)).map(servedPost)
  }),

  create: adminProcedure.input(BlogPostInputSchema).mutation(({ ctx, input }) => createBlogPost(ctx.services, input)),

  update: adminProcedure.input(BlogPostUpdateSchema).mutation(async ({ ctx, input: { id, ...changes } }) => {
    const post = await updateBlogPost(ctx.services, id, changes)
    if (!post) throw notFound()
    return post
  }),
})

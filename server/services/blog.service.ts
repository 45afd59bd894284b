import {
  BLOG_DEFAULT_AUTHOR,
  BLOG_PLACEHOLDER_IMAGE,
  BlogImageSchema,
  type BlogPost,
  type BlogPostInput,
} from '../../shared/schemas/blog'
import { BUILT_IN_POSTS } from '../blog/built-in-posts'
import { toIsoTime } from '../db/time'
import {
  countPosts,
  findLargestPostId,
  findPostById,
  insertPost,
  insertPostsIgnoringDuplicates,
  updatePost,
  type NewBlogPost,
} from '../repositories/blog.repository'
import { CACHE_TAGS } from '../render/render-cache'
import type { AppServices } from './app-services'
import { sanitizeBlogHtml } from './blog-html'

const seeding = new WeakMap<AppServices, Promise<void>>()

/**
 * Seeds the built-in posts when the table is empty (spec section 4), at most once per app. Racing first requests,
 * in this process or another, are safe: the insert skips ids that already exist, so the table ends with one copy.
 */
export function ensureBuiltInPosts(services: AppServices): Promise<void> {
  let done = seeding.get(services)
  if (!done) {
    done = seedWhenEmpty(services).catch((error: unknown) => {
      seeding.delete(services)
      throw error
    })
    seeding.set(services, done)
  }
  return done
}

async function seedWhenEmpty({ db }: AppServices): Promise<void> {
  if ((await countPosts(db.db)) > 0) return
  await insertPostsIgnoringDuplicates(
    db.db,
    BUILT_IN_POSTS.map((post) => ({ ...post, content: post.content && sanitizeBlogHtml(post.content) })),
  )
}

function servedImage(image: string): string {
  return image && BlogImageSchema.safeParse(image).success ? image : BLOG_PLACEHOLDER_IMAGE
}

/** A post as it leaves the server: clean HTML, and the placeholder where a cover is missing or unusable. */
export function servedPost(post: BlogPost): BlogPost {
  const image = servedImage(post.image)
  return {
    ...post,
    content: post.content === null ? null : sanitizeBlogHtml(post.content),
    image,
    fullImage: post.fullImage ? servedImage(post.fullImage) : image,
  }
}

function today(): string {
  return toIsoTime().slice(0, 10)
}

function cleanInput(input: BlogPostInput) {
  return {
    ...input,
    content: sanitizeBlogHtml(input.content),
    tags: input.tags.filter((tag) => tag !== ''),
  }
}

/** New posts take the current time as id (spec section 3), moved past the largest id if a post already has it. */
export async function createBlogPost(services: AppServices, input: BlogPostInput): Promise<BlogPost> {
  const db = services.db.db
  await ensureBuiltInPosts(services)
  const id = Math.max(Date.now(), (await findLargestPostId(db)) + 1)
  const post: NewBlogPost = { id, ...cleanInput(input), date: today(), author: BLOG_DEFAULT_AUTHOR }
  await insertPost(db, post)
  // A new post joins the lists and may become any article's related post.
  services.renderCache?.invalidate(CACHE_TAGS.blogLists, CACHE_TAGS.blogArticles)
  return servedPost({ ...post, updatedAt: null })
}

/** Returns undefined when no post has the id. */
export async function updateBlogPost(
  services: AppServices,
  id: number,
  input: BlogPostInput,
): Promise<BlogPost | undefined> {
  const db = services.db.db
  const before = await findPostById(db, id)
  const updated = await updatePost(db, id, cleanInput(input), toIsoTime())
  if (!updated) return undefined
  // A changed category changes which articles list this post as related; otherwise only its own pages change.
  services.renderCache?.invalidate(
    CACHE_TAGS.blogLists,
    before?.category === input.category ? CACHE_TAGS.blogPost(id) : CACHE_TAGS.blogArticles,
  )
  const post = await findPostById(db, id)
  return post && servedPost(post)
}

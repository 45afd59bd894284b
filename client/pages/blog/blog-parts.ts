// The blog's posts and articles are data the page reads at hydration: they hydrate from chunks of their own, with the
// data layer, after the page (client/lib/deferred-part.tsx), so the page's own script holds neither
// (docs/decisions.md, Performance). The server renders them whole.
import { deferredPart } from '../../lib/deferred-part'

export const BlogListPostsPart = deferredPart(async () => (await import('./blog-list-posts')).BlogListPosts)

export const BlogPostContentPart = deferredPart(async () => (await import('./blog-post-content')).BlogPostContent)

export const BlogPreviewContentPart = deferredPart(
  async () => (await import('./blog-preview-content')).BlogPreviewContent,
)

// The blog's posts and articles are data the page reads at hydration: they hydrate from chunks of their own, with the
// data layer, after the page (client/lib/deferred-part.tsx), so the page's own script holds neither
// (docs/decisions.md, Performance). The server renders them whole.
import { deferredPart } from '../../lib/deferred-part'
import { holdActivationsUntilHydrated } from '../../lib/held-activations'

/** Their buttons (more posts, refresh, retry) may be pressed before they hydrate: the press is held until then. */
const holding = { holdingActivations: holdActivationsUntilHydrated }

export const BlogListPostsPart = deferredPart(async () => (await import('./blog-list-posts')).BlogListPosts, holding)

export const BlogPostContentPart = deferredPart(
  async () => (await import('./blog-post-content')).BlogPostContent,
  holding,
)

export const BlogPreviewContentPart = deferredPart(
  async () => (await import('./blog-preview-content')).BlogPreviewContent,
  holding,
)

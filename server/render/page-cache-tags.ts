import type { DehydratedState } from '@tanstack/react-query'
import { CACHE_TAGS } from './render-cache'

type QueryTagRule = (input: unknown, data: unknown) => string[]

const postIds = (posts: unknown): number[] =>
  Array.isArray(posts)
    ? posts.flatMap((post) => (typeof (post as { id?: unknown }).id === 'number' ? [(post as { id: number }).id] : []))
    : []

/**
 * Which tags a page carries for each query it prefetched, by tRPC path. A query with no rule here makes its page
 * uncacheable, so a page can never be kept without a way to drop it: a new prefetched query needs a rule first.
 */
const QUERY_TAG_RULES: Record<string, QueryTagRule> = {
  'blog.list': () => [CACHE_TAGS.blogLists],
  'blog.latest': () => [CACHE_TAGS.blogLists],
  'funnel.registerConfig': () => [CACHE_TAGS.funnelConfig('register')],
  'funnel.webinarConfig': () => [CACHE_TAGS.funnelConfig('webinar')],
  'funnel.offerConfig': () => [CACHE_TAGS.funnelConfig('offer')],
  'blog.article': (input, data) => {
    const article = data as { post?: { id: number }; related?: unknown } | null
    const id = (input as { id?: unknown } | undefined)?.id
    return [
      CACHE_TAGS.blogArticles,
      ...(typeof id === 'number' ? [CACHE_TAGS.blogPost(id)] : []),
      ...postIds(article?.related).map(CACHE_TAGS.blogPost),
    ]
  },
}

/** tRPC query keys look like `[['blog', 'article'], { input: { id: 8 }, type: 'query' }]`. */
function trpcPath(queryKey: readonly unknown[]): { path: string; input: unknown } | null {
  const [path, options] = queryKey
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return null
  return { path: path.join('.'), input: (options as { input?: unknown } | undefined)?.input }
}

/** The tags of a rendered page, or null when it must not be cached (a failed or unknown query). */
export function pageCacheTags(state: DehydratedState): string[] | null {
  const tags = new Set<string>()
  for (const query of state.queries) {
    if (query.state.status !== 'success') return null
    const key = trpcPath(query.queryKey)
    const rule = key && QUERY_TAG_RULES[key.path]
    if (!key || !rule) return null
    for (const tag of rule(key.input, query.state.data)) tags.add(tag)
  }
  return [...tags]
}

import { skipToken } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BLOG_LATEST_COUNT, blogListInput, pickRelatedPosts, type BlogCategory } from '../../shared/blog'
import type { BlogPost, BlogPostSummary } from '../../shared/schemas/blog'
import { readStoredValue, writeStored } from '../lib/storage'
import { apiErrorCode } from '../lib/trpc-error'
import { trpc } from '../lib/trpc'
import { useStoredValue } from './use-stored-value'

/** What a blog view shows: data from the server, the last list kept in the browser, or why there is none. */
export type BlogLoad<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; data: T; fromStorage: boolean }

const newestFirst = <T extends { id: number }>(posts: readonly T[]) => [...posts].sort((a, b) => b.id - a.id)

/**
 * Keeps the summaries of the last list that loaded. The loaded pages replace the stored posts of their range (that
 * category's, or all, from the newest down to the oldest loaded one; to the end when the list is complete), so the
 * stored list stays the best copy of the whole blog.
 */
async function rememberPosts(loaded: BlogPostSummary[], category: BlogCategory | null, complete: boolean) {
  const stored = (await readStoredValue('blogPosts')) ?? []
  const oldest = complete ? -Infinity : Math.min(...loaded.map((post) => post.id))
  const covered = (post: BlogPostSummary) => post.id >= oldest && (!category || post.category === category)
  const next = newestFirst([...stored.filter((post) => !covered(post)), ...loaded])
  if (JSON.stringify(next) !== JSON.stringify(stored)) writeStored('blogPosts', next)
}

/** The next page of the list: whether there is one, and how it is loading. */
export interface LoadMore {
  hasMore: boolean
  load: () => void
  loading: boolean
  failed: boolean
}

export function useBlogList(category: BlogCategory | null): BlogLoad<BlogPostSummary[]> & { more: LoadMore } {
  const query = trpc.blog.list.useInfiniteQuery(blogListInput(category), {
    getNextPageParam: (page) => page.nextCursor,
  })
  const [stored] = useStoredValue('blogPosts')
  const posts = query.data?.pages.flatMap((page) => page.items)
  useEffect(() => {
    if (query.data)
      rememberPosts(
        query.data.pages.flatMap((page) => page.items),
        category,
        !query.hasNextPage,
      ).catch((error: unknown) => console.warn('The loaded posts could not be kept in the browser', error))
  }, [query.data, query.hasNextPage, category])

  const more: LoadMore = {
    hasMore: Boolean(query.hasNextPage),
    load: () => void query.fetchNextPage(),
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
  }
  if (posts) return { status: 'ready', data: posts, fromStorage: false, more }
  const offline: LoadMore = { hasMore: false, load: () => undefined, loading: false, failed: false }
  if (query.isError && stored) {
    const kept = stored.filter((post) => !category || post.category === category)
    return { status: 'ready', data: newestFirst(kept), fromStorage: true, more: offline }
  }
  if (query.isError) {
    return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching, more: offline }
  }
  return { status: 'loading', more: offline }
}

export function useLatestPosts(): BlogLoad<BlogPostSummary[]> {
  const query = trpc.blog.latest.useQuery()
  const [stored] = useStoredValue('blogPosts')
  if (query.data) return { status: 'ready', data: query.data, fromStorage: false }
  if (query.isError && stored) {
    return { status: 'ready', data: newestFirst(stored).slice(0, BLOG_LATEST_COUNT), fromStorage: true }
  }
  if (query.isError) return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching }
  return { status: 'loading' }
}

/** An article as its page shows it; a copy kept in the browser has no content or author. */
export interface ShownArticle {
  post: BlogPostSummary &
    Partial<
      Pick<BlogPost, 'content' | 'author' | 'fullImage' | 'updatedAt' | 'metaTitle' | 'metaDescription' | 'socialImage'>
    >
  related: BlogPostSummary[]
}

export type BlogArticleLoad = BlogLoad<ShownArticle> | { status: 'missing' }

/** The article and its related posts; `missing` when the server says there is no such post. */
export function useBlogArticle(id: number | null): BlogArticleLoad & { refresh: () => Promise<boolean> } {
  const query = trpc.blog.article.useQuery(id === null ? skipToken : { id })
  const [stored] = useStoredValue('blogPosts')
  const refresh = async () => !(await query.refetch()).isError

  if (id === null || query.data === null) return { status: 'missing', refresh }
  if (query.data) return { status: 'ready', data: query.data, fromStorage: false, refresh }
  if (query.isError) {
    const post = apiErrorCode(query.error) === 'NOT_FOUND' ? undefined : stored?.find((item) => item.id === id)
    if (post)
      return {
        status: 'ready',
        data: { post, related: pickRelatedPosts(stored ?? [], post) },
        fromStorage: true,
        refresh,
      }
    return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching, refresh }
  }
  return { status: 'loading', refresh }
}

import { skipToken } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  BLOG_LATEST_COUNT,
  pickRelatedPosts,
  type BlogArticle,
  type BlogCategory,
  type BlogPost,
} from '../../shared/schemas/blog'
import { readStored, writeStored } from '../lib/storage'
import { apiErrorCode } from '../lib/trpc-error'
import { trpc } from '../lib/trpc'
import { useStoredValue } from './use-stored-value'

/** What a blog view shows: data from the server, the last list kept in the browser, or why there is none. */
export type BlogLoad<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; data: T; fromStorage: boolean }

const newestFirst = (posts: readonly BlogPost[]) => [...posts].sort((a, b) => b.id - a.id)

/**
 * Keeps the last list that loaded. A category list replaces only that category's posts, so the stored list stays
 * the best copy of the whole blog.
 */
function rememberPosts(posts: BlogPost[], category: BlogCategory | null): void {
  const stored = readStored('blogPosts') ?? []
  const next = category
    ? newestFirst([...stored.filter((post) => post.category !== category), ...posts])
    : newestFirst(posts)
  if (JSON.stringify(next) !== JSON.stringify(stored)) writeStored('blogPosts', next)
}

export function useBlogList(category: BlogCategory | null): BlogLoad<BlogPost[]> {
  const query = trpc.blog.list.useQuery(category ? { category } : undefined)
  const [stored] = useStoredValue('blogPosts')
  useEffect(() => {
    if (query.data) rememberPosts(query.data, category)
  }, [query.data, category])

  if (query.data) return { status: 'ready', data: query.data, fromStorage: false }
  if (query.isError && stored) {
    const posts = stored.filter((post) => !category || post.category === category)
    return { status: 'ready', data: newestFirst(posts), fromStorage: true }
  }
  if (query.isError) return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching }
  return { status: 'loading' }
}

export function useLatestPosts(): BlogLoad<BlogPost[]> {
  const query = trpc.blog.latest.useQuery()
  const [stored] = useStoredValue('blogPosts')
  if (query.data) return { status: 'ready', data: query.data, fromStorage: false }
  if (query.isError && stored) {
    return { status: 'ready', data: newestFirst(stored).slice(0, BLOG_LATEST_COUNT), fromStorage: true }
  }
  if (query.isError) return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching }
  return { status: 'loading' }
}

export type BlogArticleLoad = BlogLoad<BlogArticle> | { status: 'missing' }

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

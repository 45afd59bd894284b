import { parse } from 'regexparam'
import { notFoundPage, redirects, routes, type PageRoute } from '../app'
import type { LazyPage, RouteParams } from './lazy-page'

export type RouteMatch =
  { kind: 'page'; route: PageRoute; params: RouteParams } | { kind: 'redirect'; to: string } | { kind: 'not-found' }

// Parsed once: the server matches a page request's path before its cache lookup (pageSearch), not only to render.
const parsedPatterns = new Map<string, { keys: string[]; pattern: RegExp }>()

function matchPattern(pattern: string, path: string): RouteParams | null {
  let parsed = parsedPatterns.get(pattern)
  if (!parsed) {
    parsed = parse(pattern)
    parsedPatterns.set(pattern, parsed)
  }
  const { keys, pattern: regex } = parsed
  const result = regex.exec(path)
  if (!result) return null
  return Object.fromEntries(keys.map((key, index) => [key, result[index + 1]]))
}

/** The same matching wouter does in <App>, done before rendering so the server can redirect and prefetch. */
export function matchRoute(path: string): RouteMatch {
  for (const redirect of redirects) {
    if (matchPattern(redirect.path, path)) return { kind: 'redirect', to: redirect.redirectTo }
  }
  for (const route of routes) {
    const params = matchPattern(route.path, path)
    if (params) return { kind: 'page', route, params }
  }
  return { kind: 'not-found' }
}

/** The page a match shows: the route's, or the not-found page. */
export function matchedPage(match: Exclude<RouteMatch, { kind: 'redirect' }>): LazyPage {
  return match.kind === 'page' ? match.route.page : notFoundPage
}

/**
 * The query a page is rendered and cached by: only the parameters its route declares (`PageRoute.queryParams`), in
 * the declared order, each with its values in the order they came. Redirects and the not-found page read none.
 */
export function pageSearch(path: string, search: string): string {
  if (search === '') return ''
  const match = matchRoute(path)
  return match.kind === 'page' ? declaredSearch(search, match.route.queryParams ?? []) : ''
}

/** `search` (with or without its "?") cut down to `names`, re-encoded the one way URLSearchParams writes. */
export function declaredSearch(search: string, names: readonly string[]): string {
  if (names.length === 0) return ''
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of names) for (const value of given.getAll(name)) kept.append(name, value)
  const query = kept.toString()
  return query === '' ? '' : `?${query}`
}

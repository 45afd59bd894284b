import { parse } from 'regexparam'
import { notFoundPage, redirects, routes, type PageRoute } from '../app'
import type { LazyPage, RouteParams } from './lazy-page'

export type RouteMatch =
  { kind: 'page'; route: PageRoute; params: RouteParams } | { kind: 'redirect'; to: string } | { kind: 'not-found' }

function matchPattern(pattern: string, path: string): RouteParams | null {
  const { keys, pattern: regex } = parse(pattern)
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

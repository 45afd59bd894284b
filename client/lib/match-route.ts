import { parse } from 'regexparam'
import { redirects, routes, type PageRoute, type RouteParams } from '../app'

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

import { judgePath } from '../../shared/canonical-path'

/**
 * What a page request asks for, by the site's one path normaliser: a redirect to the canonical form (query kept), or
 * the canonical path and the request's whole query (the page is rendered with only the part it reads: `pageSearch`).
 * A path that cannot be read is rendered as a path no route matches, so it gets the ordinary not-found page.
 */
export type PageLocation = { kind: 'redirect'; location: string } | { kind: 'page'; path: string; search: string }

const UNREADABLE_PATH = '/%00'

/**
 * For Fastify's `rewriteUrl`: a URL whose path cannot be read (which the router would answer with a bare 400) is
 * routed to the not-found page instead; every other URL is left as it came.
 */
export function readableUrl(url: string): string {
  const queryStart = url.indexOf('?')
  return judgePath(queryStart === -1 ? url : url.slice(0, queryStart)).kind === 'invalid' ? UNREADABLE_PATH : url
}

export function pageLocation(url: string): PageLocation {
  const queryStart = url.indexOf('?')
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart)
  const search = queryStart === -1 ? '' : url.slice(queryStart)
  const verdict = judgePath(rawPath)
  switch (verdict.kind) {
    case 'canonical':
      return { kind: 'page', path: rawPath, search }
    case 'redirect':
      return { kind: 'redirect', location: verdict.path + search }
    case 'invalid':
      return { kind: 'page', path: UNREADABLE_PATH, search: '' }
  }
}

// What `npm run bench` and `npm run soak` ask the server for, and how: the public pages and queries, each with the
// status it should answer, a browser's request headers, and the path of a tRPC query with its input.

export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml,*/*',
}

export interface Target {
  name: string
  path: string
  /** Pages are measured from the cache and rendered afresh; the rest once. */
  page: boolean
  /** The not-found page answers 404 on purpose; any other target's non-2xx answer counts as an error. */
  status?: 404
  /** A query parameter each request sets to a value of its own, as every ad click does (`fbclid`, `gclid`). */
  clickId?: string
}

export const TARGETS: Target[] = [
  { name: 'home', path: '/', page: true },
  { name: 'home from an ad click', path: '/', clickId: 'fbclid', page: true },
  { name: 'blog list', path: '/blog', page: true },
  { name: 'article', path: '/blog/8', page: true },
  { name: 'demo', path: '/demo', page: true },
  { name: 'our story', path: '/tortenetunk', page: true },
  { name: 'kiosk', path: '/kiosk', page: true },
  { name: 'okos patika', path: '/okos-patika', page: true },
  { name: 'ai trainings', path: '/ai-kepzesek', page: true },
  { name: 'webinar register', path: '/register', page: true },
  { name: 'webinar offer', path: '/offer', page: true },
  { name: 'privacy policy', path: '/adatvedelem', page: true },
  { name: 'terms of use', path: '/felhasznalasi-feltetelek', page: true },
  { name: 'not found', path: '/nincs-ilyen-oldal', page: true, status: 404 },
  { name: 'blog.list query', path: '/trpc/blog.list', page: false },
  { name: 'funnel.offerConfig query', path: '/trpc/funnel.offerConfig', page: false },
]

/** The path of a target's request: its `clickId`, if any, carries `sequence`, which the caller makes unique. */
export const targetPath = ({ path, clickId }: Pick<Target, 'path' | 'clickId'>, sequence: number) =>
  clickId ? `${path}?${clickId}=IwAR${sequence}` : path

/** A tRPC query as a GET path: the procedure and its input as URL-encoded JSON (the site uses no transformer). */
export const trpcQueryPath = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`

/** A tRPC mutation's headers as the site's own page sends them: JSON, from the site's origin (the CSRF check). */
export const mutationHeaders = (baseUrl: string) => ({ origin: baseUrl, 'content-type': 'application/json' })

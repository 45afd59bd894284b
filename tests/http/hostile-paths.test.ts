import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { internalDetailsIn, INJECTION_TEXT } from '../setup/hostile-inputs'
import { CHROME_USER_AGENT, TEST_SITE, testApp, type TestApp } from '../setup/http-app'
import { rawGet } from '../setup/raw-request'

const NOT_FOUND_PAGE = 'Az oldal nem található'
const ARTICLE_NOT_FOUND = 'Cikk nem található'

let site: TestApp
let origin: string

beforeAll(async () => {
  // Trusting one proxy hop makes Fastify read X-Forwarded-Host and -Proto: the worst case for a spoofed host.
  site = await testApp({ env: { TRUST_PROXY: '1' } })
  await ensureBuiltInPosts(site.db.db)
  await site.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`
})

afterAll(() => site.close())

const getRaw = (path: string, headers: Record<string, string> = {}) =>
  rawGet(origin, path, { 'user-agent': CHROME_USER_AGENT, ...headers })

/** What the path tries, the path as sent, and the status with the text it shows or the place it redirects to. */
const ODD_PATHS: [string, string, number, string][] = [
  ['dot segments', '/blog/8/../../admin', 301, '/admin'],
  ['a dot segment', '/blog/./8', 301, '/blog/8'],
  ['encoded dot segments', '/%2e%2e/%2e%2e/etc/passwd', 301, '/etc/passwd'],
  ['encoded slashes and dots', '/blog%2F..%2F..%2Fetc%2Fpasswd', 404, NOT_FOUND_PAGE],
  ['encoded slashes after an article', '/blog/8%2F..%2F..%2Fadmin', 404, ARTICLE_NOT_FOUND],
  ['an encoded protocol-relative host', '/%2F%2Fevil.example', 404, NOT_FOUND_PAGE],
  ['an encoded NUL', '/%00', 404, NOT_FOUND_PAGE],
  ['an encoded NUL after an id', '/blog/8%00', 404, ARTICLE_NOT_FOUND],
  ['a byte that is never UTF-8', '/%FF', 404, NOT_FOUND_PAGE],
  ['an encoded lone surrogate', '/%ED%A0%80', 404, NOT_FOUND_PAGE],
  ['a cut-off UTF-8 sequence', '/%E2%82', 404, NOT_FOUND_PAGE],
  ['a bare percent sign', '/%', 404, NOT_FOUND_PAGE],
  ['an encoded right-to-left override', '/%E2%80%AEnimda', 404, NOT_FOUND_PAGE],
  ['a 10 000 character path', `/${'a'.repeat(10_000)}`, 404, NOT_FOUND_PAGE],
  ['a 400 digit article id', `/blog/${'9'.repeat(400)}`, 404, ARTICLE_NOT_FOUND],
  ['a negative article id', '/blog/-1', 404, ARTICLE_NOT_FOUND],
  ['a hexadecimal article id', '/blog/0x8', 404, ARTICLE_NOT_FOUND],
  ['a dotfile', '/.env', 404, NOT_FOUND_PAGE],
  ['a repository file', '/.git/config', 404, NOT_FOUND_PAGE],
  ['a cover name climbing out', '/blog-covers/uploads/..%2F..%2Fserver%2Fenv.ts', 404, 'not found'],
  ['the prototype as a procedure', '/trpc/__proto__', 404, 'No procedure found'],
  ['a constructor as a procedure', '/trpc/blog.constructor', 404, 'No procedure found'],
]

test.each(ODD_PATHS)('%s: answers with its status and text', async (_what, path, status, shows) => {
  const response = await getRaw(path)
  expect(response.statusCode).toBe(status)
  if (status === 301) expect(response.headers.location).toBe(shows)
  else expect(response.body).toContain(shows)
  expect(internalDetailsIn(response.body)).toEqual([])
})

test('markup in an article’s slug leads to the article’s canonical address, the markup nowhere', async () => {
  const response = await getRaw('/blog/8/%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  expect(response.statusCode).toBe(301)
  expect(response.headers.location).toMatch(/^\/blog\/8\/a-digitalis-patika[a-z0-9-]*$/)
  expect(response.body).not.toContain('alert(1)')
})

test('a request line longer than the server reads is refused with 431 before any route', async () => {
  const response = await getRaw(`/${'a'.repeat(20_000)}`)
  expect(response.statusCode).toBe(431)
})

/** What the query tries, the query, and the canonical address the blog list answers with. */
const ODD_QUERIES: [string, string, string][] = [
  ['a script', `kategoria=${encodeURIComponent(INJECTION_TEXT['HTML script'])}`, '/blog'],
  ['an attribute break-out', `kategoria=${encodeURIComponent(INJECTION_TEXT['attribute break-out'])}`, '/blog'],
  ['a repeated and array-style key', 'kategoria[]=trendek&kategoria=adatvedelem', '/blog?kategoria=adatvedelem'],
  ['prototype keys', '__proto__[role]=admin&constructor[prototype][role]=admin', '/blog'],
  ['a broken escape', 'kategoria=%ZZ', '/blog'],
  ['an encoded lone surrogate', 'kategoria=%ED%A0%80', '/blog'],
  ['an encoded NUL', 'kategoria=%00', '/blog'],
  ['an 8 000 character value', `kategoria=${'a'.repeat(8_000)}`, '/blog'],
]

test.each(ODD_QUERIES)(
  'the blog list with %s in its query keeps its canonical address and none of the query',
  async (_what, query, canonical) => {
    const response = await getRaw(`/blog?${query}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_SITE}${canonical}" />`)
    expect(response.body).not.toMatch(/alert\(1\)|<img src=x|__proto__|aaaaaaaaaa/)
    expect(internalDetailsIn(response.body)).toEqual([])
  },
)

/** Headers that name another host, and what a server that trusted them would write into its pages. */
const SPOOFED_HOSTS: [string, Record<string, string>, RegExp][] = [
  // Vite's dev middleware (tests run the development renderer) refuses unknown names, but lets IP addresses and
  // *.localhost through: enough to show that the page itself never reads Host.
  ['Host: an IP address', { host: '203.0.113.66' }, /203\.0\.113\.66/],
  ['Host: a .localhost name', { host: 'attacker.localhost:8443' }, /attacker\.localhost/],
  [
    'X-Forwarded-Host and -Proto from a trusted hop',
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    /evil\.example/,
  ],
  ['Forwarded', { forwarded: 'for=203.0.113.9;host=evil.example;proto=https' }, /evil\.example/],
]

const ROUTES = ['/', '/blog', '/blog/8', '/demo', '/nincs-ilyen', '/sitemap.xml', '/rss.xml', '/robots.txt', '/BLOG']

test.each(SPOOFED_HOSTS)(
  'with %s, no address in any page or document takes the request’s host',
  async (_name, headers, host) => {
    for (const route of ROUTES) {
      const response = await getRaw(route, headers)
      expect(response.statusCode, route).toBeLessThan(500)
      expect(response.body, route).not.toMatch(host)
      expect(String(response.headers.location ?? ''), route).not.toMatch(host)
      if (response.body.startsWith('<!doctype html>')) {
        expect(response.body, route).toMatch(new RegExp(`<meta property="og:image" content="${TEST_SITE}/`))
        // The not-found page is no address of its own, so it names no canonical one.
        if (route !== '/nincs-ilyen') {
          expect(response.body, route).toMatch(new RegExp(`<link rel="canonical" href="${TEST_SITE}/`))
        }
      }
      for (const [, address] of response.body.matchAll(/<(?:loc|link)>([^<]*)</g)) {
        expect(address?.startsWith(`${TEST_SITE}/`), `${route}: ${address}`).toBe(true)
      }
    }
    const article = await getRaw('/blog/8', headers)
    expect(article.body).toMatch(new RegExp(`<link rel="canonical" href="${TEST_SITE}/blog/8/[^"]+" />`))
    const calendar = await getRaw('/naptar/webinarium.ics?start=2025-03-02T10:00:00Z', headers)
    expect(calendar.statusCode).toBe(200)
    expect(calendar.body).not.toMatch(host)
    expect(calendar.body).toContain(`URL:${TEST_SITE}/`)
  },
)

/** Starts the calendar link never makes: each is refused with the route's own message. */
const HOSTILE_STARTS: [string, string][] = [
  ['a NUL', 'start=%00'],
  ['two starts', 'start=2025-03-02T10:00:00Z&start=2025-03-03T10:00:00Z'],
  ['a prototype key', '__proto__[start]=2025-03-02T10:00:00Z'],
  ['SQL', `start=${encodeURIComponent(INJECTION_TEXT['SQL tautology'])}`],
  ['a script', `start=${encodeURIComponent(INJECTION_TEXT['HTML script'])}`],
  ['an encoded lone surrogate', 'start=%ED%A0%80'],
  ['a broken escape', 'start=%ZZ'],
  ['a 10 000 character value', `start=${'9'.repeat(10_000)}`],
]

test.each(HOSTILE_STARTS)('the calendar file refuses %s as its start with 400', async (_what, query) => {
  const response = await getRaw(`/naptar/webinarium.ics?${query}`)
  expect(response.statusCode).toBe(400)
  expect(response.body).toBe('A "start" paraméter érvénytelen.')
})

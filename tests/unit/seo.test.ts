import { expect, test } from 'vitest'
import { routes } from '../../client/app'
import { escapeXml, robotsTxt, rssXml, sitemapXml, type FeedPost } from '../../server/render/seo'
import { PUBLIC_PAGE_PATHS, UNINDEXED_PAGE_PATHS } from '../../shared/public-pages'

const SITE = 'https://patikachat.example'

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: 8,
  title: 'A digitális patika & "e-recept" <2025>',
  slug: 'a-digitalis-patika-e-recept-2025',
  excerpt: "Kivonat 'idézettel' & jelekkel\u0001",
  date: '2025-03-11',
  author: 'PatikaChat Szerkesztőség',
  category: 'Digitalizáció',
  updatedAt: null,
  ...overrides,
})

test('escapeXml escapes the five special characters and drops characters XML cannot hold', () => {
  expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef')
  expect(escapeXml('tab\tsor\núj 😀 ő')).toBe('tab\tsor\núj 😀 ő')
})

test('the sitemap lists every public page and each post by its canonical address', () => {
  const xml = sitemapXml(SITE, [
    post(),
    post({ id: 3, title: 'Betegadatok', slug: 'betegadatok', updatedAt: '2025-04-02T10:00:00.000Z' }),
  ])
  for (const path of PUBLIC_PAGE_PATHS) expect(xml).toContain(`<loc>${SITE}${path}</loc>`)
  expect(xml).toContain(`<loc>${SITE}/blog/8/a-digitalis-patika-e-recept-2025</loc><lastmod>2025-03-11</lastmod>`)
  expect(xml).toContain(`<loc>${SITE}/blog/3/betegadatok</loc><lastmod>2025-04-02</lastmod>`)
  expect(xml).toContain(`<loc>${SITE}/blog</loc><lastmod>2025-04-02</lastmod>`)
  for (const path of UNINDEXED_PAGE_PATHS) expect(xml).not.toContain(`${SITE}${path}<`)
})

test('the RSS feed escapes titles and descriptions and dates items in RFC 822', () => {
  const xml = rssXml(SITE, [post()])
  expect(xml).toContain('<title>A digitális patika &amp; &quot;e-recept&quot; &lt;2025&gt;</title>')
  expect(xml).toContain('<description>Kivonat &apos;idézettel&apos; &amp; jelekkel</description>')
  expect(xml).toContain('<pubDate>Tue, 11 Mar 2025 00:00:00 GMT</pubDate>')
  expect(xml).toContain(`<guid isPermaLink="true">${SITE}/blog/8/a-digitalis-patika-e-recept-2025</guid>`)
  expect(xml).toContain(`<atom:link href="${SITE}/rss.xml" rel="self" type="application/rss+xml" />`)
})

test("robots.txt keeps only the API out, lets crawlers read the noindex pages' noindex and points to the sitemap", () => {
  const text = robotsTxt(SITE)
  expect(text).toContain('Disallow: /trpc/\n')
  expect(text).not.toMatch(/^Allow:/m)
  for (const path of UNINDEXED_PAGE_PATHS) expect(text).not.toContain(`Disallow: ${path}`)
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('the public page list matches the route table: every static route is either listed or kept out', () => {
  // A route whose one parameter is optional at its end also serves its path without it (/w/:action? serves /w).
  const staticPaths = routes.map((route) => route.path.replace(/\/:[^/]+\?$/, '')).filter((path) => !path.includes(':'))
  const listed = new Set<string>([...PUBLIC_PAGE_PATHS, ...UNINDEXED_PAGE_PATHS])
  expect(staticPaths.filter((path) => !listed.has(path))).toEqual([])
  expect([...listed].filter((path) => !staticPaths.includes(path))).toEqual([])
})

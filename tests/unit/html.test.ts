import { expect, test } from 'vitest'
import { escapeHtml, fillTemplate, headHtml, jsonForScript } from '../../server/render/html'
import type { PageHeadData } from '../../shared/page-head'
import { SOCIAL_PREVIEWS } from '../../shared/content/social-previews'

test('escapeHtml neutralises markup and quotes', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  )
})

test('jsonForScript cannot close the script element and still parses to the same value', () => {
  const value = { text: '</script><script>alert(1)</script>', line: '\u2028', amp: 'a&b' }
  const encoded = jsonForScript(value)
  expect(encoded).not.toContain('</script')
  expect(encoded).not.toContain('<')
  expect(JSON.parse(encoded)).toEqual(value)
})

test('headHtml writes an absolute canonical, sharing tags and escaped text', () => {
  const html = headHtml({
    head: {
      title: 'Cikk "idézőjellel"',
      description: 'Leírás <b>',
      canonicalPath: '/blog/8/cikk',
      image: { cover: '/blog-covers/trendek.svg', alt: 'A cikk <képe>' },
    },
    siteUrl: 'https://patikachat.example',
    path: '/blog/8',
    nonce: 'abc',
  })
  expect(html).toContain('<title>Cikk &quot;idézőjellel&quot; | PatikaChat</title>')
  expect(html).toContain('<link rel="canonical" href="https://patikachat.example/blog/8/cikk" />')
  // An SVG cover is never named: link previews show none, so its JPEG drawing is.
  expect(html).toContain(
    '<meta property="og:image" content="https://patikachat.example/social/blog-cover-trendek-v1.jpg" />',
  )
  expect(html).toContain('<meta property="og:image:alt" content="A cikk &lt;képe&gt;" />')
  expect(html).toContain('content="Leírás &lt;b&gt;"')
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  expect(html).toContain(
    '<link rel="alternate" type="application/rss+xml" title="PatikaChat blog" href="https://patikachat.example/rss.xml" />',
  )
})

const SITE = 'https://patikachat.example'
const headOf = (head: PageHeadData) => headHtml({ head, siteUrl: SITE, path: '/valahol', nonce: 'abc' })

test('every page names a 1200 × 630 raster picture with its size and alt: its own, else the site preview', () => {
  const site = headOf({ title: 'Oldal', description: 'Leírás' })
  expect(site).toContain(`<meta property="og:image" content="${SITE}/social/site-v1.png" />`)
  expect(site).toContain('<meta property="og:image:width" content="1200" />')
  expect(site).toContain('<meta property="og:image:height" content="630" />')
  expect(site).toContain(`<meta property="og:image:alt" content="${escapeHtml(SOCIAL_PREVIEWS.site.alt)}" />`)
  expect(site).toContain(`<meta name="twitter:image:alt" content="${escapeHtml(SOCIAL_PREVIEWS.site.alt)}" />`)
  expect(headOf({ title: 'Kioszk', description: 'x', image: 'kiosk' })).toContain(`${SITE}/social/kiosk-v1.png`)
})

test("an uploaded cover is shared as its JPEG cut, another host's cover as the blog preview", () => {
  const hash = 'a'.repeat(64)
  for (const cover of [`/blog-covers/uploads/${hash}.webp`, `/blog-covers/uploads/${hash}-card.webp`]) {
    expect(headOf({ title: 'Cikk', description: 'x', image: { cover, alt: 'Cikk' } })).toContain(
      `<meta property="og:image" content="${SITE}/blog-covers/uploads/${hash}-share.jpg" />`,
    )
  }
  const elsewhere = headOf({ title: 'Cikk', description: 'x', image: { cover: 'https://cdn.example/a.svg', alt: 'C' } })
  expect(elsewhere).toContain(`<meta property="og:image" content="${SITE}/social/blog-v1.png" />`)
  expect(elsewhere).toContain(`<meta property="og:image:alt" content="${escapeHtml(SOCIAL_PREVIEWS.blog.alt)}" />`)
})

test('a page without an address of its own (canonicalPath null) names no canonical link or og:url', () => {
  const html = headOf({ title: 'Nincs meg', description: 'x', canonicalPath: null, noindex: true })
  expect(html).not.toContain('rel="canonical"')
  expect(html).not.toContain('og:url')
  expect(headOf({ title: 'Oldal', description: 'x' })).toContain(`<link rel="canonical" href="${SITE}/valahol" />`)
})

test("JSON-LD: the page's own graph, the named ones and the breadcrumbs, each in a script of its own", () => {
  const html = headOf({
    title: 'Cikk',
    description: 'x',
    jsonLd: { '@context': 'https://schema.org', '@type': 'BlogPosting' },
    structuredData: ['organization', 'home-faq'],
    breadcrumbs: [
      { name: 'Főoldal', path: '/' },
      { name: 'Blog', path: '/blog' },
    ],
  })
  const graphs = [...html.matchAll(/<script type="application\/ld\+json" nonce="abc">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string },
  )
  expect(graphs.map((graph) => graph['@type'])).toEqual(['BlogPosting', 'Organization', 'FAQPage', 'BreadcrumbList'])
  expect(graphs[3]).toMatchObject({
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Főoldal', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
    ],
  })
})

test('fillTemplate puts each part in its placeholder, as written, whatever patterns its text holds', () => {
  const template =
    '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><!--app-scripts--></body>'
  const page = fillTemplate(template, {
    head: '<title>Cím</title>',
    html: "<p>$' $& $$ $1 <!--app-state--></p>",
    state: '<script id="app-state">{}</script>',
    scripts: '',
  })
  expect(page).toBe(
    '<head><title>Cím</title></head><body><div id="root"><p>$\' $& $$ $1 <!--app-state--></p></div>' +
      '<script id="app-state">{}</script></body>',
  )
})

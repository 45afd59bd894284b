import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../../server/app'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { envWith } from '../../server/env'
import { escapeHtml } from '../../server/render/html'
import { insertPost } from '../../server/repositories/blog.repository'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { moveDataUrlCoversToStore } from '../../server/services/blog-cover.service'
import { blogPostPath } from '../../shared/schemas/blog'
import { dataUrlOf, insertDamagedPost, picture, recordingLogger, storedPost } from '../factories'

const SITE = 'https://patikachat.example'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const NEWEST = BUILT_IN_POSTS.find((post) => post.id === 8)!
// The newest post's SVG cover as the JPEG that link previews and search results are given.
const NEWEST_SHARE_IMAGE = `${SITE}/social/blog-cover-digitalizacio-v1.jpg`

let app: FastifyInstance
let db: DbHandle

beforeAll(async () => {
  db = createDb({ sqlitePath: ':memory:' })
  await migrateToLatest(db.db)
  await ensureBuiltInPosts(db.db)
  app = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: SITE }), { db })
})

afterAll(async () => {
  await app.close()
  await db.db.destroy()
})

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } })

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)
  if (!match?.[1]) throw new Error('no JSON-LD in the page')
  return JSON.parse(match[1]) as Record<string, unknown>
}

test('an article is server-rendered with its content, canonical link, sharing tags and BlogPosting JSON-LD', async () => {
  const canonical = `${SITE}${blogPostPath(NEWEST)}`
  for (const url of ['/blog/8', blogPostPath(NEWEST)]) {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<h2>Az online jelenlét alapjai</h2>')
    expect(html).toContain('data-testid="post-content"')
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
    expect(html).toContain('<meta property="og:type" content="article" />')
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`)
    expect(html).toContain(`<meta property="og:image" content="${NEWEST_SHARE_IMAGE}" />`)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html).toContain(`<meta name="description" content="${escapeHtml(NEWEST.excerpt)}" />`)
    expect(html).toContain(`<title>${escapeHtml(NEWEST.title)} | PatikaChat</title>`)
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: NEWEST.title,
      datePublished: NEWEST.date,
      image: NEWEST_SHARE_IMAGE,
      mainEntityOfPage: { '@id': canonical },
    })
  }
})

test('a missing or impossible article answers 404 with the spec text', async () => {
  for (const url of ['/blog/999', '/blog/999/valami', '/blog/nem-szam']) {
    const response = await get(url)
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Cikk nem található')
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />')
  }
})

test('the blog list is server-rendered, and so is a category chosen in the URL', async () => {
  const all = await get('/blog')
  expect(all.statusCode).toBe(200)
  for (const post of BUILT_IN_POSTS) expect(all.body).toContain(blogPostPath(post))

  const privacy = await get('/blog?kategoria=adatvedelem')
  expect(privacy.body).toContain(blogPostPath(BUILT_IN_POSTS.find((post) => post.id === 3)!))
  expect(privacy.body).not.toContain(blogPostPath(NEWEST))
  expect(privacy.body).toContain(`<link rel="canonical" href="${SITE}/blog?kategoria=adatvedelem" />`)

  const empty = await get('/blog?kategoria=egeszsegugy')
  expect(empty.body).toContain('Ebben a kategóriában még nincs cikk')
})

test('the home page shows the three latest articles', async () => {
  const html = (await get('/')).body
  for (const id of [8, 7, 6]) expect(html).toContain(blogPostPath(BUILT_IN_POSTS.find((post) => post.id === id)!))
  expect(html).not.toContain(blogPostPath(BUILT_IN_POSTS.find((post) => post.id === 5)!))
})

test('sitemap.xml lists the public pages and every post with absolute addresses', async () => {
  const response = await get('/sitemap.xml')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
  expect(response.body).toContain(`<loc>${SITE}/kiosk</loc>`)
  expect(response.body).toContain(`<loc>${SITE}${blogPostPath(NEWEST)}</loc>`)
  expect(response.body).not.toContain(`${SITE}/admin`)
})

test('rss.xml carries the posts, newest first', async () => {
  const response = await get('/rss.xml')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
  const links = [...response.body.matchAll(/<item>\s*<title>.*?<\/title>\s*<link>(.*?)<\/link>/gs)].map((m) => m[1])
  expect(links).toHaveLength(7)
  expect(links[0]).toBe(`${SITE}${blogPostPath(NEWEST)}`)
})

test('robots.txt keeps the API out, not the noindex pages, and names the sitemap', async () => {
  const response = await get('/robots.txt')
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(response.body).toBe(`User-agent: *\nDisallow: /trpc/\n\nSitemap: ${SITE}/sitemap.xml\n`)
})

describe('with a damaged post and a post whose covers were saved as data URLs before uploads', () => {
  const SVG_COVER = dataUrlOf(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'image/svg+xml',
  )
  let photo: Buffer
  let cardUrl: string
  let ownApp: FastifyInstance
  let ownDb: DbHandle

  beforeAll(async () => {
    ownDb = createDb({ sqlitePath: ':memory:' })
    await migrateToLatest(ownDb.db)
    await ensureBuiltInPosts(ownDb.db)
    photo = await picture('image/png', { width: 600, height: 600, noise: true })
    await insertPost(
      ownDb.db,
      storedPost({ id: 40, category: 'Trendek', image: dataUrlOf(photo, 'image/png'), fullImage: SVG_COVER }),
    )
    await moveDataUrlCoversToStore(ownDb.db, recordingLogger().log)
    cardUrl = `/blog-covers/uploads/${createHash('sha256').update(photo).digest('hex')}-card.webp`
    await insertDamagedPost(ownDb, 50, { category: 'Ismeretlen kategória' })
    await insertDamagedPost(ownDb, 51, { tags: '{nem json' })
    ownApp = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: SITE }), { db: ownDb })
  })

  afterAll(async () => {
    await ownApp.close()
    await ownDb.db.destroy()
  })

  const ownGet = (url: string) => ownApp.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } })

  test('sitemap.xml and rss.xml leave out a post with an unknown category and list the rest', async () => {
    for (const url of ['/sitemap.xml', '/rss.xml']) {
      const response = await ownGet(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(`${SITE}${blogPostPath(NEWEST)}<`)
      expect(response.body).toContain(`${SITE}/blog/40/`)
      expect(response.body).not.toContain(`${SITE}/blog/50/`)
    }
  })

  test('the home page, the list and the articles load around the damaged rows', async () => {
    for (const url of ['/', '/blog', '/blog?kategoria=trendek', '/blog/8', '/blog/40']) {
      const response = await ownGet(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain(blogPostPath(BUILT_IN_POSTS.find((post) => post.id === 7)!))
      expect(response.body, url).not.toContain('/blog/51/')
    }
    expect((await ownGet('/blog/50')).statusCode).toBe(404)
  })

  test('a 1 MB cover is never inlined into a page, only its hashed URL is; the SVG gave way to the card', async () => {
    for (const url of ['/', '/blog', '/blog/40', '/blog/7']) {
      const response = await ownGet(url)
      expect(response.body, url).not.toContain('data:image/')
      expect(response.body.length, url).toBeLessThan(200_000)
      expect(response.body, url).toContain(cardUrl)
    }
    const article = (await ownGet('/blog/40')).body
    expect(article).toContain(
      `<meta property="og:image" content="${SITE}${cardUrl.replace('-card.webp', '-share.jpg')}" />`,
    )
  })

  test('the cover URL serves the picture with its type, nosniff and a year of cache', async () => {
    const response = await ownGet(cardUrl)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(response.rawPayload.length).toBeLessThan(photo.length / 4)
  })

  test('a cover URL that names no stored cover, or the wrong file type, is 404', async () => {
    const fullUrl = cardUrl.replace('-card.webp', '.png')
    expect((await ownGet(fullUrl)).statusCode).toBe(200)
    for (const url of [
      cardUrl.replace('-card.webp', '.jpg'),
      `/blog-covers/uploads/${'0'.repeat(64)}-card.webp`,
      `/blog-covers/uploads/${'0'.repeat(64)}.png`,
      '/blog-covers/uploads/abc.png',
      '/blog-covers/post/40/image.png?v=0',
    ]) {
      expect((await ownGet(url)).statusCode, url).toBe(404)
    }
  })
})

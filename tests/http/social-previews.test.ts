import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { insertPost } from '../../server/repositories/blog.repository'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { addShareCutsToCovers, moveDataUrlCoversToStore } from '../../server/services/blog-cover.service'
import { CHATBOT_PACKAGES } from '../../shared/content/chatbot-pricing'
import { HOME_FAQ } from '../../shared/content/home-faq'
import { COLLECTIVE_FAQ } from '../../shared/content/marketing-collective'
import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { blogPostPath } from '../../shared/schemas/blog'
import { dataUrlOf, picture, recordingLogger, storedPost } from '../factories'
import { CHROME_USER_AGENT, TEST_SITE, testApp, type TestApp } from '../setup/http-app'

const UPLOADED_POST_ID = 40
// Every page a search engine or a shared link may show: the sitemap's pages, a built-in article (SVG cover) and
// one whose cover was uploaded.
const SHARED_PAGES = [...PUBLIC_PAGE_PATHS, '/blog/8', `/blog/${UPLOADED_POST_ID}`]

let site: TestApp
let coverHash: string

beforeAll(async () => {
  site = await testApp()
  await ensureBuiltInPosts(site.db.db)
  // A photo in a portrait frame, so the cut to 1200 × 630 has to crop and enlarge.
  const photo = await picture('image/png', { width: 600, height: 800, noise: true })
  coverHash = createHash('sha256').update(photo).digest('hex')
  const cover = dataUrlOf(photo, 'image/png')
  await insertPost(site.db.db, storedPost({ id: UPLOADED_POST_ID, image: cover, fullImage: cover }))
  await moveDataUrlCoversToStore(site.db.db, recordingLogger().log)
})

afterAll(() => site.close())

const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

function jsonLdTypes(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string },
  )
}

async function expectRaster(url: string, width: number, height: number): Promise<void> {
  const response = await get(url)
  expect(response.statusCode, url).toBe(200)
  expect(response.headers['content-type'], url).toMatch(/^image\/(png|jpeg)/)
  const metadata = await sharp(response.rawPayload).metadata()
  expect(['png', 'jpeg'], url).toContain(metadata.format)
  expect({ width: metadata.width, height: metadata.height }, url).toEqual({ width, height })
}

test('every indexable page names a 1200 × 630 PNG or JPEG preview that the site serves, with its size and alt', async () => {
  for (const path of SHARED_PAGES) {
    const html = (await get(path)).body
    const image = metaContent(html, 'property', 'og:image')
    expect(image, path).toMatch(new RegExp(`^${TEST_SITE}/`))
    expect(metaContent(html, 'name', 'twitter:image'), path).toBe(image)
    expect(metaContent(html, 'property', 'og:image:width'), path).toBe('1200')
    expect(metaContent(html, 'property', 'og:image:height'), path).toBe('630')
    const alt = metaContent(html, 'property', 'og:image:alt')
    expect(alt?.length, path).toBeGreaterThan(10)
    expect(metaContent(html, 'name', 'twitter:image:alt'), path).toBe(alt)
    expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image')
    await expectRaster(image!.slice(TEST_SITE.length), 1200, 630)
  }
})

test("each page kind has a preview of its own, the legal pages the site's, and an article its own cover", async () => {
  const legal = ['/adatvedelem', '/felhasznalasi-feltetelek']
  const images = new Map<string, string>()
  for (const path of [...PUBLIC_PAGE_PATHS, '/blog/8']) {
    images.set(path, metaContent((await get(path)).body, 'property', 'og:image')!)
  }
  for (const path of legal) expect(images.get(path), path).toBe(`${TEST_SITE}/social/site-v1.png`)
  const others = [...images].filter(([path]) => !legal.includes(path)).map(([, image]) => image)
  expect(new Set([...others, `${TEST_SITE}/social/site-v1.png`]).size).toBe(others.length + 1)
  expect(images.get('/blog/8')).toBe(`${TEST_SITE}/social/blog-cover-digitalizacio-v1.jpg`)

  const uploaded = (await get(`/blog/${UPLOADED_POST_ID}`)).body
  expect(metaContent(uploaded, 'property', 'og:image')).toBe(`${TEST_SITE}/blog-covers/uploads/${coverHash}-share.jpg`)
  expect(metaContent(uploaded, 'property', 'og:image:alt')).toBe('Teszt bejegyzés')
})

test("an uploaded cover's link-preview JPEG keeps a year, and covers stored before it get one at start", async () => {
  const url = `/blog-covers/uploads/${coverHash}-share.jpg`
  const response = await get(url)
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(response.headers['content-type']).toBe('image/jpeg')

  await site.db.db.updateTable('blog_covers').set({ share_bytes: null }).execute()
  expect((await get(url)).statusCode).toBe(404)
  await addShareCutsToCovers(site.db.db, recordingLogger().log)
  await expectRaster(url, 1200, 630)
})

test('/favicon.ico holds 16, 32 and 48 px PNGs, and the apple-touch-icon is a 180 × 180 PNG the pages name', async () => {
  const ico = await get('/favicon.ico')
  expect(ico.statusCode).toBe(200)
  const bytes = ico.rawPayload
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  const count = bytes.readUInt16LE(4)
  const sizes: number[] = []
  for (let index = 0; index < count; index += 1) {
    const entry = 6 + 16 * index
    const data = bytes.subarray(
      bytes.readUInt32LE(entry + 12),
      bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8),
    )
    const { format, width, height } = await sharp(data).metadata()
    expect({ format, height }).toEqual({ format: 'png', height: width })
    expect(bytes.readUInt8(entry)).toBe(width)
    sizes.push(width)
  }
  expect(sizes).toEqual([16, 32, 48])

  await expectRaster('/apple-touch-icon.png', 180, 180)
  const html = (await get('/')).body
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />')
  expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />')
})

test("JSON-LD: Organization, WebSite, the FAQ and the prices on the home page; the FAQ on /okos-patika; an article's breadcrumbs", async () => {
  const home = jsonLdTypes((await get('/')).body)
  expect(home.map((graph) => graph['@type'])).toEqual(['Organization', 'WebSite', 'FAQPage', 'Product'])
  expect(home[0]).toMatchObject({ name: 'PatikaChat', url: `${TEST_SITE}/`, logo: `${TEST_SITE}/apple-touch-icon.png` })
  expect(home[2]!.mainEntity).toEqual(
    HOME_FAQ.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  )
  expect(home[3]!.offers).toMatchObject(
    CHATBOT_PACKAGES.map((pack) => ({ name: pack.name, price: pack.monthlyPriceFt, priceCurrency: 'HUF' })),
  )

  const collective = jsonLdTypes((await get('/okos-patika')).body)
  expect(collective.map((graph) => graph['@type'])).toEqual(['FAQPage'])
  expect(collective[0]!.mainEntity).toHaveLength(COLLECTIVE_FAQ.length)

  const newest = BUILT_IN_POSTS.find((post) => post.id === 8)!
  const article = jsonLdTypes((await get('/blog/8')).body)
  expect(article.map((graph) => graph['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
  expect(article[0]).toMatchObject({ image: `${TEST_SITE}/social/blog-cover-digitalizacio-v1.jpg` })
  expect(article[1]).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Főoldal', item: `${TEST_SITE}/` },
      { position: 2, name: 'Blog', item: `${TEST_SITE}/blog` },
      { position: 3, name: newest.title, item: `${TEST_SITE}${blogPostPath(newest)}` },
    ],
  })

  for (const path of ['/blog', '/kiosk', '/demo', '/register', '/adatvedelem']) {
    expect(jsonLdTypes((await get(path)).body), path).toEqual([])
  }
})

test('the not-found page and a missing article carry noindex and no canonical link', async () => {
  for (const url of ['/nincs-ilyen-oldal', '/blog/999']) {
    const response = await get(url)
    expect(response.statusCode, url).toBe(404)
    expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(response.body, url).not.toContain('rel="canonical"')
    expect(response.body, url).not.toContain('og:url')
  }
})

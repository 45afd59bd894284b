import type { FastifyInstance } from 'fastify'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { DEFAULT_OFFER_CONFIG } from '../../shared/funnel/config-defaults'
import { createUser, type TestUser } from '../factories'
import { CHROME_USER_AGENT as CHROME, TEST_SITE as SITE, testApp, type TestApp } from '../setup/http-app'

let site: TestApp
let app: FastifyInstance
let admin: TestUser

beforeAll(async () => {
  site = await testApp()
  app = site.app
  await ensureBuiltInPosts(site.db.db)
  admin = await createUser(site.db)
})

afterAll(() => site.close())

const getPage = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME, ...headers } })

const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1])
const styleNonces = (html: string) => [...html.matchAll(/<style[^>]* nonce="([^"]+)"/g)].map((match) => match[1])

async function signIn(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/admin.login',
    headers: { 'content-type': 'application/json', origin: SITE },
    payload: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const cookie = response.cookies.find((candidate) => candidate.name === 'session')
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode}`)
  return `session=${cookie.value}`
}

async function createPost(cookie: string, title: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/blog.create',
    headers: { 'content-type': 'application/json', origin: SITE, cookie },
    payload: JSON.stringify({
      title,
      excerpt: 'Rövid összefoglaló a gyorsítótár próbájához.',
      content: '<p>Tartalom</p>',
      category: 'Trendek',
      tags: ['próba'],
    }),
  })
  expect(response.statusCode, response.body).toBe(200)
}

test('a page is rendered once and then served from the cache, with the same ETag', async () => {
  const first = await getPage('/tortenetunk')
  const second = await getPage('/tortenetunk')
  expect(first.headers['x-render-cache']).toBe('miss')
  expect(second.headers['x-render-cache']).toBe('hit')
  expect(second.statusCode).toBe(200)
  expect(second.headers.etag).toBe(first.headers.etag)
  expect(second.headers['cache-control']).toBe('no-cache')
  expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''))
})

test('visitors who ask for a page while it is being rendered wait for that render instead of repeating it', async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, () => getPage('/okos-patika')))
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
  expect(answers.map((answer) => answer.headers['x-render-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss'])
  expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1)
  expect(new Set(answers.map((answer) => scriptNonces(answer.body)[0])).size).toBe(5)
})

test('every answer from the cache carries fresh nonces of its own, never the placeholder', async () => {
  await getPage('/blog')
  const answers = await Promise.all([getPage('/blog'), getPage('/blog'), getPage('/blog')])
  const nonces = answers.map((answer) => {
    expect(answer.headers['x-render-cache']).toBe('hit')
    expect(answer.body).not.toContain('placeholder')
    const scripts = scriptNonces(answer.body)
    expect(scripts.length).toBeGreaterThan(0)
    expect(new Set(scripts).size).toBe(1)
    expect(styleNonces(answer.body).length).toBeGreaterThan(0)
    return scripts[0]
  })
  expect(new Set(nonces).size).toBe(3)
})

test('a browser that takes gzip gets each cached page compressed, each with nonces of its own', async () => {
  await getPage('/felhasznalasi-feltetelek')
  const answers = await Promise.all(
    ['gzip, deflate, br, zstd', 'gzip', 'br;q=1, gzip;q=0.5'].map((encodings) =>
      getPage('/felhasznalasi-feltetelek', { 'accept-encoding': encodings }),
    ),
  )
  const plain = await getPage('/felhasznalasi-feltetelek', { 'accept-encoding': 'identity' })
  const nonces = answers.map((answer) => {
    expect(answer.headers['x-render-cache']).toBe('hit')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toContain('accept-encoding')
    const html = gunzipSync(answer.rawPayload).toString()
    expect(html.length).toBeGreaterThan(answer.rawPayload.length * 3)
    const withoutNonces = (page: string) => page.replace(/ nonce="[^"]*"/g, '')
    expect(withoutNonces(html)).toBe(withoutNonces(plain.body))
    return styleNonces(html)[0]
  })
  expect(new Set(nonces).size).toBe(3)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.headers.vary).toContain('accept-encoding')
})

test('a browser holding the current version gets a bodiless 304 without a new policy', async () => {
  const first = await getPage('/felhasznalasi-feltetelek')
  const revalidated = await getPage('/felhasznalasi-feltetelek', { 'if-none-match': first.headers.etag as string })
  expect(revalidated.statusCode).toBe(304)
  expect(revalidated.body).toBe('')
  expect(revalidated.headers['content-security-policy']).toBeUndefined()
  const stale = await getPage('/felhasznalasi-feltetelek', { 'if-none-match': '"an-older-version"' })
  expect(stale.statusCode).toBe(200)
})

test('ad clicks, each with an fbclid or gclid of its own and utm tags, are served the cached page', async () => {
  await getPage('/?fbclid=IwAR-elso-kattintas')
  const second = await getPage('/?fbclid=IwAR-masodik-kattintas')
  expect(second.headers['x-render-cache']).toBe('hit')
  const tagged = await getPage('/?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ-harmadik')
  expect(tagged.headers['x-render-cache']).toBe('hit')
  expect(tagged.headers.etag).toBe(second.headers.etag)
  expect((await getPage('/')).headers.etag).toBe(second.headers.etag)
  expect(tagged.body).not.toMatch(/utm_|gclid|fbclid|IwAR|Cj0KCQ/)
})

test('the blog list is cached by its category alone, whatever else the query holds, in any order or encoding', async () => {
  const category = await getPage('/blog?kategoria=adatvedelem')
  expect(category.body).toContain('Adatvédelem – Blog')
  for (const url of [
    '/blog?kategoria=adatvedelem&fbclid=IwAR-blog',
    '/blog?utm_campaign=tavasz&kategoria=adatvedelem&_ga=2.1',
    '/blog?kategoria=adatv%65delem&msclkid=ms-1',
  ]) {
    const page = await getPage(url)
    expect(page.headers['x-render-cache'], url).toBe('hit')
    expect(page.headers.etag, url).toBe(category.headers.etag)
  }
  const other = await getPage('/blog?fbclid=IwAR-blog&kategoria=trendek')
  expect(other.headers['x-render-cache']).toBe('miss')
  expect(other.body).toContain('Trendek – Blog')
})

test('a funnel page keeps its preview apart from the plain page, and shares it with tracked previews', async () => {
  await getPage('/offer?preview')
  expect((await getPage('/offer?utm_source=hirlevel&preview')).headers['x-render-cache']).toBe('hit')
  await getPage('/webinar')
  expect((await getPage('/webinar?gclid=Cj0-webinar&mc_cid=abc')).headers['x-render-cache']).toBe('hit')
})

test('a redirect keeps the whole query, tracking tags included', async () => {
  const home = await getPage('/home?utm_source=facebook&fbclid=IwAR-home')
  expect(home.statusCode).toBe(301)
  expect(home.headers.location).toBe('/?utm_source=facebook&fbclid=IwAR-home')
})

test('an article under a wrong slug answers 301 to its own address, query kept, and is never cached', async () => {
  const canonical = new RegExp(`<link rel="canonical" href="${SITE}(/blog/8/[^"]+)"`).exec(
    (await getPage('/blog/8')).body,
  )?.[1]
  expect(canonical).toMatch(/^\/blog\/8\/a-digitalis-patika/)
  for (let visit = 0; visit < 2; visit += 1) {
    const moved = await getPage('/blog/8/regi-cim?utm_source=hirlevel&fbclid=IwAR-cikk')
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`${canonical}?utm_source=hirlevel&fbclid=IwAR-cikk`)
    expect(moved.headers['x-render-cache']).toBeUndefined()
  }
  const article = await getPage(`${canonical}?utm_source=hirlevel`)
  expect(article.statusCode).toBe(200)
  expect((await getPage('/blog/999/regi-cim')).statusCode).toBe(404)
})

test('creating a post drops the home page, the blog list and the articles, and nothing else', async () => {
  for (const path of ['/', '/blog', '/blog/8', '/demo']) await getPage(path)
  for (const path of ['/', '/blog', '/blog/8', '/demo']) {
    expect((await getPage(path)).headers['x-render-cache'], path).toBe('hit')
  }

  await createPost(await signIn(), 'Friss cikk a gyorsítótárról')

  const home = await getPage('/')
  expect(home.headers['x-render-cache']).toBe('miss')
  expect(home.body).toContain('Friss cikk a gyorsítótárról')
  const list = await getPage('/blog')
  expect(list.headers['x-render-cache']).toBe('miss')
  expect(list.body).toContain('Friss cikk a gyorsítótárról')
  expect((await getPage('/blog/8')).headers['x-render-cache']).toBe('miss')
  expect((await getPage('/demo')).headers['x-render-cache']).toBe('hit')
})

test('a signed-in admin always gets a fresh, private page that is never stored for others', async () => {
  const cookie = await signIn()
  const adminPage = await getPage('/kiosk', { cookie })
  expect(adminPage.headers['x-render-cache']).toBe('miss')
  expect(adminPage.headers['cache-control']).toBe('private, no-store')
  expect((await getPage('/kiosk', { cookie })).headers['x-render-cache']).toBe('miss')
  expect((await getPage('/kiosk')).headers['x-render-cache']).toBe('miss')
  expect((await getPage('/kiosk')).headers['x-render-cache']).toBe('hit')
})

test('the bot notice and the admin page are never cached', async () => {
  const bot = { 'user-agent': 'python-requests/2.31.0' }
  await getPage('/ai-kepzesek', bot)
  const notice = await getPage('/ai-kepzesek', bot)
  expect(notice.headers['x-render-cache']).toBeUndefined()
  expect((await getPage('/ai-kepzesek')).headers['x-render-cache']).toBe('miss')
  await getPage('/admin')
  expect((await getPage('/admin')).headers['x-render-cache']).toBe('miss')
})

test('not-found pages are cached under their own allowance and keep their 404', async () => {
  await getPage('/nincs-ilyen-oldal')
  const again = await getPage('/nincs-ilyen-oldal')
  expect(again.headers['x-render-cache']).toBe('hit')
  expect(again.statusCode).toBe(404)
})

test('editing a post drops the pages that show it, as the article or as a related post, and keeps the others', async () => {
  const cookie = await signIn()
  const relatedIds = new Map<number, number[]>()
  for (const post of BUILT_IN_POSTS) {
    const related = (await getPage(`/blog/${post.id}`)).body.split('data-testid="related-posts"')[1] ?? ''
    relatedIds.set(
      post.id,
      [...related.matchAll(/href="\/blog\/(\d+)\//g)].map((match) => Number(match[1])),
    )
  }
  // A post that some articles show as related and others do not.
  const edited = BUILT_IN_POSTS.find((post) => {
    const showing = [...relatedIds.values()].filter((ids) => ids.includes(post.id)).length
    return showing > 0 && showing < relatedIds.size - 1
  })!
  const showing = [...relatedIds].filter(([, ids]) => ids.includes(edited.id)).map(([id]) => `/blog/${id}`)
  const untouched = [...relatedIds]
    .filter(([id, ids]) => id !== edited.id && !ids.includes(edited.id))
    .map(([id]) => `/blog/${id}`)
  expect(untouched.length).toBeGreaterThan(0)

  const response = await app.inject({
    method: 'POST',
    url: '/trpc/blog.update',
    headers: { 'content-type': 'application/json', origin: SITE, cookie },
    payload: JSON.stringify({ ...edited, title: 'Átírt cím a szerkesztett cikknek', content: '<p>Átírt tartalom</p>' }),
  })
  expect(response.statusCode, response.body).toBe(200)

  for (const path of [`/blog/${edited.id}`, ...showing]) {
    const page = await getPage(path)
    expect(page.headers['x-render-cache'], path).toBe('miss')
    expect(page.body, path).toContain('Átírt cím a szerkesztett cikknek')
  }
  for (const path of untouched) expect((await getPage(path)).headers['x-render-cache'], path).toBe('hit')
})

test('the sitemap and the feed are kept until a post changes, and revalidate with their ETag', async () => {
  const sitemap = await getPage('/sitemap.xml')
  const feed = await getPage('/rss.xml')
  for (const [url, first] of [
    ['/sitemap.xml', sitemap],
    ['/rss.xml', feed],
  ] as const) {
    expect(first.headers['cache-control'], url).toBe('no-cache')
    const again = await getPage(url, { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode, url).toBe(304)
  }

  await createPost(await signIn(), 'Hírcsatornába kerülő új cikk')

  for (const [url, before] of [
    ['/sitemap.xml', sitemap],
    ['/rss.xml', feed],
  ] as const) {
    const after = await getPage(url, { 'if-none-match': before.headers.etag as string })
    expect(after.statusCode, url).toBe(200)
    expect(after.headers.etag, url).not.toBe(before.headers.etag)
  }
  expect((await getPage('/rss.xml')).body).toContain('Hírcsatornába kerülő új cikk')
})

test('saving a funnel config drops exactly the funnel page that shows it, which then shows the new text', async () => {
  const funnelPages = ['/register', '/webinar', '/offer', '/waiting']
  for (const path of funnelPages) await getPage(path)
  for (const path of funnelPages) expect((await getPage(path)).headers['x-render-cache'], path).toBe('hit')

  const cookie = await signIn()
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/admin.saveOfferConfig',
    headers: { 'content-type': 'application/json', origin: SITE, cookie },
    payload: JSON.stringify({ ...DEFAULT_OFFER_CONFIG, title: 'Téli különleges ajánlat' }),
  })
  expect(response.statusCode, response.body).toBe(200)

  const offer = await getPage('/offer')
  expect(offer.headers['x-render-cache']).toBe('miss')
  expect(offer.body).toContain('Téli különleges ajánlat')
  for (const path of ['/register', '/webinar', '/waiting']) {
    expect((await getPage(path)).headers['x-render-cache'], path).toBe('hit')
  }
})

test("a post whose title holds $' $& $$ shows it as written: the page's parts go into its template as they are", async () => {
  const title = "Akció: $' $& $$ és $1 a pultnál"
  await createPost(await signIn(), title)
  const list = await getPage('/blog')
  expect(list.statusCode).toBe(200)
  const state = /<script id="app-state" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(list.body)?.[1] ?? ''
  expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(title))
  expect(list.body).toContain('Akció: $&#x27; $&amp; $$ és $1 a pultnál')
})

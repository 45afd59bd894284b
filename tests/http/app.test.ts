import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../../server/app'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { envWith } from '../../server/env'
import { createUser, type TestUser } from '../factories'

const SITE = 'http://localhost:3000'
const USER_AGENTS = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  pythonRequests: 'python-requests/2.31.0',
  ahrefs: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  duckduckbot: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  yandex: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  baidu: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  applebot:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  facebookPreview: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  slackPreview: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  facebookApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.29.108;FBBV/540312390;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.0;FBSS/3;FBID/phone;FBLC/hu_HU;FBOP/5]',
  instagramApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (33/13; 450dpi; 1080x2177; samsung; SM-A536B; a53x; s5e8825; hu_HU; 549488830)',
  messengerApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/430.0.0.37.106;FBBV/520347867;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBCR/;FBID/phone;FBLC/hu_HU;FBOP/0]',
  curl: 'curl/8.5.0',
}
const BOT_NOTICE = 'Please enable JavaScript and visit with a standard browser.'

let app: FastifyInstance
let db: DbHandle
let admin: TestUser

beforeAll(async () => {
  db = createDb({ sqlitePath: ':memory:' })
  await migrateToLatest(db.db)
  admin = await createUser(db)
  app = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: SITE }), { db })
})

afterAll(async () => {
  await app.close()
  await db.db.destroy()
})

const getPage = (url: string, userAgent = USER_AGENTS.chrome) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } })

const login = (headers: Record<string, string>, credentials = { email: admin.email, password: admin.password }) =>
  app.inject({
    method: 'POST',
    url: '/trpc/admin.login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(credentials),
  })

describe('pages', () => {
  test('the home page is server-rendered with the header, footer and Hungarian language', async () => {
    const response = await getPage('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<html lang="hu">')
    expect(response.body).toContain('data-testid="site-header"')
    expect(response.body).toContain('data-testid="site-footer"')
    expect(response.body).toMatch(/<title>PatikaChat<\/title>/)
    expect(response.body).toMatch(/<meta name="description" content="[^"]+"/)
    expect(response.body).toMatch(/<link rel="stylesheet" href="\/assets\/chakra-base\.[0-9a-f]{12}\.css"/)
  })

  test('every route of the spec answers 200 with its heading', async () => {
    for (const path of [
      '/tortenetunk',
      '/demo',
      '/okos-patika',
      '/kiosk',
      '/ai-kepzesek',
      '/register',
      '/waiting',
      '/webinar',
      '/offer',
      '/adatvedelem',
      '/felhasznalasi-feltetelek',
      '/admin',
      '/blog',
    ]) {
      const response = await getPage(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body, path).toMatch(/<h1[\s>]/)
    }
  })

  test('an unknown path is a 404 with the spec text and a link home', async () => {
    const response = await getPage('/nope')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Oops! Page not found')
    expect(response.body).toContain('Return to Home')
    expect(response.body).toContain('noindex')
  })

  test('/home redirects permanently to /', async () => {
    const response = await getPage('/home')
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/')
  })

  // Its content (reset, brand tokens) is checked against the production build in tests/e2e/platform.test.ts.
  test('the base stylesheet the page links to is served as CSS', async () => {
    const href = /href="(\/assets\/chakra-base\.[0-9a-f]+\.css)"/.exec((await getPage('/')).body)?.[1]
    const response = await app.inject({ method: 'GET', url: href! })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/css')
  })
})

describe('visitors by User-Agent', () => {
  test.each(['pythonRequests', 'ahrefs', 'headlessChrome'] as const)('%s gets the plain bot notice', async (name) => {
    const response = await getPage('/', USER_AGENTS[name])
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(BOT_NOTICE)
    expect(response.body).not.toContain('site-header')
  })

  test.each([
    'googlebot',
    'bingbot',
    'duckduckbot',
    'yandex',
    'baidu',
    'applebot',
    'facebookPreview',
    'slackPreview',
    'facebookApp',
    'instagramApp',
    'messengerApp',
    'curl',
    'chrome',
  ] as const)('%s gets the full page', async (name) => {
    const response = await getPage('/', USER_AGENTS[name])
    expect(response.body).toContain('data-testid="site-header"')
    expect(response.body).not.toContain(BOT_NOTICE)
  })
})

describe('sessions and CSRF', () => {
  test('a same-origin login sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login({ origin: SITE })
    expect(response.statusCode).toBe(200)
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^session=[a-z2-7]{32};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
  })

  test('the session cookie lets admin.me answer, and logout ends it', async () => {
    const cookie = String((await login({ origin: SITE })).headers['set-cookie']).split(';')[0]!
    const me = await app.inject({ method: 'GET', url: '/trpc/admin.me', headers: { cookie } })
    expect(me.json()).toMatchObject({ result: { data: { email: admin.email, role: 'admin' } } })

    const logout = await app.inject({
      method: 'POST',
      url: '/trpc/admin.logout',
      headers: { cookie, origin: SITE, 'content-type': 'application/json' },
    })
    expect(logout.statusCode).toBe(200)
    const after = await app.inject({ method: 'GET', url: '/trpc/admin.me', headers: { cookie } })
    expect(after.json()).toMatchObject({ result: { data: null } })
  })

  test('Sec-Fetch-Site: same-origin is accepted without an Origin header', async () => {
    expect((await login({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
  })

  test('a cross-site mutation is refused whatever its content type', async () => {
    expect((await login({ origin: 'https://evil.example' })).statusCode).toBe(403)
    expect((await login({})).statusCode).toBe(403)
    const multipart = await app.inject({
      method: 'POST',
      url: '/trpc/admin.logout',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    })
    expect(multipart.statusCode).toBe(403)
  })

  test('a batch larger than the limit is refused', async () => {
    const paths = Array.from({ length: 11 }, () => 'admin.me').join(',')
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(paths.split(',').map((_, i) => [i, null]))))
    const response = await app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=${input}` })
    expect(response.statusCode).toBe(400)
  })

  test('the error formatter returns zod field errors', async () => {
    const response = await login({ origin: SITE }, { email: 'not-an-email', password: '' })
    expect(response.statusCode).toBe(400)
    const body = response.json<{ error: { data: { zodError: { fieldErrors: Record<string, string[]> } } } }>()
    expect(Object.keys(body.error.data.zodError.fieldErrors).sort()).toEqual(['email', 'password'])
  })
})

describe('health', () => {
  test('healthz answers 200 while the database answers and 503 when it does not', async () => {
    const ownDb = createDb({ sqlitePath: ':memory:' })
    await migrateToLatest(ownDb.db)
    const ownApp = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { db: ownDb })
    try {
      expect((await ownApp.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
      await ownDb.db.destroy()
      const down = await ownApp.inject({ method: 'GET', url: '/healthz' })
      expect(down.statusCode).toBe(503)
      expect(down.json()).toEqual({ status: 'unavailable', failed: ['database'] })
    } finally {
      await ownApp.close()
    }
  })

  test('behind https the session cookie is Secure', async () => {
    const ownDb = createDb({ sqlitePath: ':memory:' })
    await migrateToLatest(ownDb.db)
    const user = await createUser(ownDb)
    const ownApp = await buildApp(
      envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: 'https://patikachat.example' }),
      { db: ownDb },
    )
    try {
      const response = await ownApp.inject({
        method: 'POST',
        url: '/trpc/admin.login',
        headers: { 'content-type': 'application/json', origin: 'https://patikachat.example' },
        payload: JSON.stringify({ email: user.email, password: user.password }),
      })
      expect(String(response.headers['set-cookie'])).toContain('Secure')
    } finally {
      await ownApp.close()
      await ownDb.db.destroy()
    }
  })
})

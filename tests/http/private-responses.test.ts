import { afterAll, beforeAll, expect, test } from 'vitest'
import { createUser } from '../factories'
import { CHROME_USER_AGENT, postProcedure, testApp, type TestApp } from '../setup/http-app'

let site: TestApp
let cookie: string
let loginCacheControl: string | undefined

beforeAll(async () => {
  site = await testApp()
  const admin = await createUser(site.db)
  const login = await postProcedure(site.app, 'admin.login', { email: admin.email, password: admin.password })
  cookie = String(login.headers['set-cookie']).split(';')[0]!
  loginCacheControl = login.headers['cache-control']
})

afterAll(() => site.close())

const page = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT, ...headers } })

test('pages rendered for a signed-in admin are private and never stored', async () => {
  for (const url of ['/admin', '/', '/blog']) {
    expect((await page(url, { cookie })).headers['cache-control'], url).toBe('private, no-store')
  }
})

test('pages rendered for a visitor stay revalidated, not private', async () => {
  expect((await page('/admin')).headers['cache-control']).toBe('no-cache')
})

test('admin.me and every tRPC answer for a session are private and never stored', async () => {
  const me = await site.app.inject({ method: 'GET', url: '/trpc/admin.me', headers: { cookie } })
  expect(me.json()).toMatchObject({ result: { data: { role: 'admin' } } })
  expect(me.headers['cache-control']).toBe('private, no-store')
  const list = await site.app.inject({ method: 'GET', url: '/trpc/blog.list', headers: { cookie } })
  expect(list.headers['cache-control']).toBe('private, no-store')
  expect(loginCacheControl).toBe('private, no-store')
})

test('a tRPC answer for a visitor is not marked private', async () => {
  const me = await site.app.inject({ method: 'GET', url: '/trpc/admin.me' })
  expect(me.json()).toMatchObject({ result: { data: null } })
  expect(me.headers['cache-control'] ?? '').not.toContain('private')
})

test('a page whose stale session cookie is cleared is private too', async () => {
  const response = await page('/blog', { cookie: 'session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' })
  expect(String(response.headers['set-cookie'])).toMatch(/^session=;/)
  expect(response.headers['cache-control']).toBe('private, no-store')
})

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildApp } from '../../server/app'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { envWith } from '../../server/env'

const SITE = 'http://localhost:3000'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let app: FastifyInstance
let db: DbHandle

beforeAll(async () => {
  db = createDb({ sqlitePath: ':memory:' })
  await migrateToLatest(db.db)
  app = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: SITE }), { db })
})

afterAll(async () => {
  await app.close()
  await db.db.destroy()
})

const getPage = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } })

test.each([
  ['///', '/'],
  ['//evil.example', '/evil.example'],
  ['//a:b', '/a:b'],
  ['//%5B', '/%5B'],
  ['/%68ome', '/home'],
  ['/blog/%38', '/blog/8'],
  ['/%62log/8', '/blog/8'],
  ['/blog/', '/blog'],
  ['/BLOG?kategoria=trendek', '/blog?kategoria=trendek'],
  ['/index.html', '/'],
])('%s answers 301 to %s', async (path, location) => {
  const response = await getPage(path)
  expect(response.statusCode).toBe(301)
  expect(response.headers.location).toBe(location)
})

test.each(['/evil.example', '/a:b', '/%5B', '/%ZZ', '/%C5', '/%C0%AF', '/blog%2F8'])(
  '%s is the not-found page with status 404',
  async (path) => {
    const response = await getPage(path)
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Oops! Page not found')
  },
)

test('a redirect never leaves the site, whatever the path starts with', async () => {
  for (const path of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', '///evil.example//']) {
    const response = await getPage(path)
    const location = response.headers.location
    if (location !== undefined) expect(String(location)).toMatch(/^\/(?![/\\])/)
    expect(response.statusCode).not.toBe(500)
  }
})

test('a page answers at its canonical path with a canonical link to itself', async () => {
  const response = await getPage('/demo')
  expect(response.statusCode).toBe(200)
  expect(response.body).toContain(`<link rel="canonical" href="${SITE}/demo" />`)
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BUILT_IN_POSTS } from '../../server/blog/built-in-posts'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { envWith } from '../../server/env'
import { ensureBuiltInPosts } from '../../server/services/blog.service'
import { FORM_TOKEN_SECRET_SETTING, formTokenKeySource } from '../../server/services/form-guard/form-token-key'
import { DEFAULT_OFFER_CONFIG } from '../../shared/funnel/config-defaults'
import { FORM_RULES, REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import { createUser, type TestUser } from '../factories'
import { CHROME_USER_AGENT, postProcedure, sessionCookieFor, testApp, type TestApp } from '../setup/http-app'
import { createEmptyMysqlDatabase, mysqlAvailable } from '../setup/test-db'
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../setup/test-redis'
import { waitUntil } from '../setup/wait-until'

// Two app instances as a load balancer would run them: one MariaDB database, one Redis, each with its own pools,
// Redis connections and render cache, and one clock the test moves for both.

describeWithRedis('two instances on one database and one Redis', () => {
  describe.skipIf(!mysqlAvailable)('MariaDB', () => {
    let database: Awaited<ReturnType<typeof createEmptyMysqlDatabase>>
    let handles: [DbHandle, DbHandle]
    let sites: [TestApp, TestApp]
    let startup: { keys: Buffer[] }
    let admin: TestUser
    let now = Date.parse('2026-03-02T09:00:00.000Z')

    beforeAll(async () => {
      database = await createEmptyMysqlDatabase()
      handles = [
        createDb({ databaseUrl: database.databaseUrl, sqlitePath: ':memory:' }),
        createDb({ databaseUrl: database.databaseUrl, sqlitePath: ':memory:' }),
      ]
      // What each instance does as it starts (server/index.ts), both at once.
      await Promise.all(handles.map((handle) => migrateToLatest(handle.db)))
      await Promise.all(handles.map((handle) => ensureBuiltInPosts(handle.db)))
      const env = envWith({ NODE_ENV: 'test' })
      startup = { keys: await Promise.all(handles.map((handle) => formTokenKeySource(env, handle.db)())) }

      const redisKeyPrefix = testKeyPrefix()
      const instance = (db: DbHandle) =>
        testApp({ db, env: { REDIS_URL: TEST_REDIS_URL }, services: { now: () => now, redisKeyPrefix } })
      sites = [await instance(handles[0]), await instance(handles[1])]
      admin = await createUser(handles[0])
    })

    afterAll(async () => {
      await Promise.all(sites.map((site) => site.close()))
      await Promise.all(handles.map((handle) => handle.db.destroy()))
      await database.drop()
    })

    const [first, second] = [0, 1] as const
    const getPage = (site: 0 | 1, url: string, cookie?: string) =>
      sites[site].app.inject({
        method: 'GET',
        url,
        headers: { 'user-agent': CHROME_USER_AGENT, ...(cookie ? { cookie } : {}) },
      })

    const signIn = (site: 0 | 1, remoteAddress = '203.0.113.10') =>
      sessionCookieFor(sites[site].app, admin, { remoteAddress })

    test('started together, they create the tables, the built-in posts and the form-token secret once', async () => {
      const posts = await handles[0].db.selectFrom('blog_posts').select('id').execute()
      expect(posts).toHaveLength(BUILT_IN_POSTS.length)
      const secrets = await handles[0].db
        .selectFrom('settings')
        .select('value')
        .where('name', '=', FORM_TOKEN_SECRET_SETTING)
        .execute()
      expect(secrets).toHaveLength(1)
      expect(startup.keys[0]!.equals(startup.keys[1]!)).toBe(true)
    })

    test('a session created on one instance is valid on the other, and ends on both at logout', async () => {
      const cookie = await signIn(first)
      const me = await sites[second].app.inject({ method: 'GET', url: '/trpc/admin.me', headers: { cookie } })
      expect(me.json<{ result: { data: { email: string } } }>().result.data.email).toBe(admin.email)

      const logout = await postProcedure(sites[second].app, 'admin.logout', {}, { headers: { cookie } })
      expect(logout.statusCode).toBe(200)
      const after = await sites[first].app.inject({ method: 'GET', url: '/trpc/admin.me', headers: { cookie } })
      expect(after.json<{ result: { data: unknown } }>().result.data).toBeNull()
    })

    test('the login throttle counts the attempts made on both', async () => {
      const attacker = '198.51.100.77'
      const attempt = (site: 0 | 1, password: string) =>
        postProcedure(sites[site].app, 'admin.login', { email: admin.email, password }, { remoteAddress: attacker })
      for (let index = 0; index < 5; index += 1) {
        expect((await attempt(index % 2 === 0 ? first : second, `wrong-${index}`)).statusCode).toBe(401)
      }
      expect((await attempt(first, admin.password)).statusCode).toBe(429)
      expect((await attempt(second, admin.password)).statusCode).toBe(429)
      expect((await signIn(second, '198.51.100.78')).startsWith('session=')).toBe(true)
    })

    test('the form rate limit counts the submissions made on both: the 4th join request in a minute is refused', async () => {
      const visitor = { remoteAddress: '192.0.2.44' }
      const token = async (site: 0 | 1) => {
        const input = encodeURIComponent(JSON.stringify({ form: 'join' }))
        const response = await sites[site].app.inject({ method: 'GET', url: `/trpc/forms.token?input=${input}` })
        return response.json<{ result: { data: { token: string } } }>().result.data.token
      }
      const submit = async (site: 0 | 1) => {
        const formToken = await token(site)
        now += FORM_RULES.join.minDelayMs
        return postProcedure(
          sites[site].app,
          'forms.join',
          {
            fullName: 'Szabó Éva',
            pharmacyName: 'Kamilla Patika',
            email: `eva.${randomUUID()}@pelda.hu`,
            referralCode: '',
            submissionId: randomUUID(),
            formToken,
          },
          visitor,
        )
      }
      const statuses = [await submit(first), await submit(second), await submit(first), await submit(second)].map(
        (response) => response.statusCode,
      )
      expect(statuses).toEqual([200, 200, 200, 429])
      const saved = await handles[0].db
        .selectFrom('registrations')
        .select('id')
        .where('source', '=', REGISTRATION_SOURCES.join)
        .execute()
      expect(saved).toHaveLength(3)
    })

    test('a blog post created through one instance drops the cached pages on the other within a second', async () => {
      await getPage(second, '/blog')
      expect((await getPage(second, '/blog')).headers['x-render-cache']).toBe('hit')

      const cookie = await signIn(first)
      const title = `Két példány, egy gyorsítótár ${randomUUID().slice(0, 8)}`
      const created = await postProcedure(
        sites[first].app,
        'blog.create',
        {
          title,
          excerpt: 'Rövid összefoglaló a két példány próbájához.',
          content: '<p>Tartalom</p>',
          category: 'Trendek',
          tags: [],
        },
        { headers: { cookie } },
      )
      expect(created.statusCode, created.body).toBe(200)

      const startedAt = Date.now()
      const page = await waitUntil(
        () => getPage(second, '/blog'),
        (response) => response.body.includes(title),
        { timeoutMs: 1000 },
      )
      expect(page.headers['x-render-cache']).toBe('miss')
      expect(Date.now() - startedAt).toBeLessThan(1000)
    })

    test('an offer saved through one instance drops the cached offer page on the other within a second', async () => {
      await getPage(first, '/offer')
      expect((await getPage(first, '/offer')).headers['x-render-cache']).toBe('hit')

      const cookie = await signIn(second)
      const title = `Ajánlat mindkét példányon ${randomUUID().slice(0, 8)}`
      const saved = await postProcedure(
        sites[second].app,
        'admin.saveOfferConfig',
        { ...DEFAULT_OFFER_CONFIG, title },
        { headers: { cookie } },
      )
      expect(saved.statusCode, saved.body).toBe(200)

      const page = await waitUntil(
        () => getPage(first, '/offer'),
        (response) => response.body.includes(title),
        { timeoutMs: 1000 },
      )
      expect(page.headers['x-render-cache']).toBe('miss')
    })
  })
})

import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { createUser } from '../factories'
import { CHROME_USER_AGENT, postProcedure, testApp } from '../setup/http-app'
import { describeEachDialect, TABLES_CHILD_FIRST, TEST_MYSQL_URL } from '../setup/test-db'

/** What a database failure must never show a client: driver codes and text, SQL, where the database is, a stack. */
const INTERNAL_TEXT = [
  /no such table/i,
  /SQLITE/,
  /\bER_[A-Z_]+/,
  /doesn't exist/i,
  /\bselect\b[^<>]*\bfrom\b/i,
  /\binsert into\b/i,
  /blog_posts|registrations|kysely/i,
  /\n\s+at /,
  /node_modules|\/server\/|\.ts:\d+/,
  new RegExp(new URL(TEST_MYSQL_URL).hostname.replace(/\./g, '\\.')),
]

/** Each piece of internal text in a body, with a little context, so a failure names what leaked. */
function leaksIn(body: string): string[] {
  return INTERNAL_TEXT.flatMap((pattern) => {
    const match = pattern.exec(body)
    return match ? [`${pattern}: …${body.slice(Math.max(0, match.index - 60), match.index + 60)}…`] : []
  })
}

const query = (path: string, input?: unknown) =>
  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`

describeEachDialect('internal errors', (getDb) => {
  // Last: on MariaDB the suite shares one database, and this test drops its tables.
  test('a broken database shows no driver text, SQL, host or stack on any kind of route', async () => {
    const broken = await testApp({ db: getDb() })
    const { app } = broken
    try {
      const admin = await createUser(getDb())
      const login = await postProcedure(app, 'admin.login', { email: admin.email, password: admin.password })
      const cookie = String(login.headers['set-cookie']).split(';')[0]!
      for (const table of TABLES_CHILD_FIRST) await sql`DROP TABLE ${sql.table(table)}`.execute(getDb().db)

      const page = (url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT, ...headers } })
      const answers = {
        'home page': await page('/'),
        'blog page': await page('/blog'),
        'article page': await page('/blog/8/a-digitalis-patika'),
        'demo page (form token)': await page('/demo'),
        'page for a session': await page('/admin', { cookie }),
        'tRPC query': await app.inject({ method: 'GET', url: query('blog.list') }),
        'tRPC query (form token)': await app.inject({ method: 'GET', url: query('forms.token', { form: 'webinar' }) }),
        'tRPC batch': await app.inject({ method: 'GET', url: `/trpc/blog.list,blog.latest?batch=1&input={}` }),
        'tRPC query for a session': await app.inject({ method: 'GET', url: query('admin.me'), headers: { cookie } }),
        'tRPC mutation': await postProcedure(app, 'admin.login', { email: admin.email, password: admin.password }),
        'tRPC mutation for a session': await postProcedure(app, 'admin.logout', {}, { headers: { cookie } }),
        '/rss.xml': await app.inject({ method: 'GET', url: '/rss.xml' }),
        '/sitemap.xml': await app.inject({ method: 'GET', url: '/sitemap.xml' }),
        '/healthz': await app.inject({ method: 'GET', url: '/healthz' }),
      }

      for (const [route, response] of Object.entries(answers)) expect(leaksIn(response.body), route).toEqual([])
      for (const route of ['tRPC query', 'tRPC mutation', '/rss.xml', '/sitemap.xml', 'tRPC query for a session']) {
        expect(answers[route as keyof typeof answers].statusCode, route).toBeGreaterThanOrEqual(500)
      }
      for (const route of ['home page', 'blog page', 'article page', 'demo page (form token)']) {
        const response = answers[route as keyof typeof answers]
        expect(response.body, route).toContain('<html lang="hu">')
        const state = /<script id="app-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(response.body)?.[1]
        expect(state, route).toBeDefined()
        expect(state, route).not.toContain('"status":"error"')
      }
    } finally {
      await broken.close()
    }
    // A first render in Vite's development mode compiles the whole client.
  }, 90_000)
})

import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildAppOptions } from '../../server/app'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { envWith, type EnvVariables } from '../../server/env'
import { FORM_RULES, type FormName } from '../../shared/schemas/forms'

export const TEST_SITE = 'http://localhost:3000'
export const CHROME_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export interface TestApp {
  app: FastifyInstance
  db: DbHandle
  /** Moves the clock the form guard reads. */
  advance(ms: number): void
  /** Runs the outbox's jobs due at the app's clock, as its poll would; answers how many ran. */
  runOutbox(): Promise<number>
  close(): Promise<void>
}

/**
 * `buildApp` over a database of its own (a fresh in-memory SQLite one unless given), with a clock the test moves. Its
 * outbox does not poll unless `startOutbox` says so: tests run it with `services.outbox.runDue()`.
 */
export async function testApp(
  options: { env?: EnvVariables; db?: DbHandle } & Omit<BuildAppOptions, 'db'> = {},
): Promise<TestApp> {
  const db = options.db ?? createDb({ sqlitePath: ':memory:' })
  if (!options.db) await migrateToLatest(db.db)
  let now = Date.parse('2025-03-01T10:00:00.000Z')
  const app = await buildApp(
    envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: TEST_SITE, ...options.env }),
    { ...options, db, services: { now: () => now, ...options.services }, startOutbox: options.startOutbox ?? false },
  )
  return {
    app,
    db,
    advance: (ms) => {
      now += ms
    },
    runOutbox: () => app.outbox.runDue(),
    async close() {
      await app.close()
      if (!options.db) await db.db.destroy()
    },
  }
}

/** Where a request comes from: the socket's address and extra headers (a cookie, X-Forwarded-For). */
export interface RequestOrigin {
  remoteAddress?: string
  headers?: Record<string, string>
}

/** A form token from `forms.token`, aged the form's minimum delay, as the page would hold it. */
export async function readyFormToken(testApp: TestApp, form: FormName, from: RequestOrigin = {}): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ form }))
  const response = await testApp.app.inject({ method: 'GET', url: `/trpc/forms.token?input=${input}`, ...from })
  const token = response.json<{ result: { data: { token: string } } }>().result.data.token
  testApp.advance(FORM_RULES[form].minDelayMs)
  return token
}

/** Calls a tRPC mutation as the site's own page would (same origin, JSON body). */
export function postProcedure(
  app: FastifyInstance,
  path: string,
  input: unknown,
  { remoteAddress, headers }: RequestOrigin = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: TEST_SITE, ...headers },
    payload: typeof input === 'string' ? input : JSON.stringify(input),
  })
}

/** Signs `user` in through `admin.login` and answers the session cookie as a request header value. */
export async function sessionCookieFor(
  app: FastifyInstance,
  user: { email: string; password: string },
  from: RequestOrigin = {},
): Promise<string> {
  const response = await postProcedure(app, 'admin.login', { email: user.email, password: user.password }, from)
  const cookie = response.cookies.find((candidate) => candidate.name === 'session')
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode}`)
  return `session=${cookie.value}`
}

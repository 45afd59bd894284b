import { randomUUID } from 'node:crypto'
import { TRPCClientError } from '@trpc/client'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { classifySendError } from '../../client/forms/form-submission'
import { DatabaseAcquireTimeoutError } from '../../server/db/bounded-mysql-pool'
import {
  createDb,
  MYSQL_ACQUIRE_TIMEOUT_MS,
  MYSQL_CONNECTION_LIMIT,
  MYSQL_QUERY_TIMEOUT_MS,
  type DbHandle,
} from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { HEALTH_CHECK_TIMEOUT_MS } from '../../server/health.routes'
import { FORM_RULES } from '../../shared/schemas/forms'
import { createUser } from '../factories'
import { CHROME_USER_AGENT, postProcedure, readyFormToken, testApp, type TestApp } from '../setup/http-app'
import { startThrowawayMariadb, type ThrowawayMariadb } from '../setup/throwaway-mariadb'
import { waitUntil } from '../setup/wait-until'

/** Hard "no hang" bound for any one request while the database is away: the pool's worst case plus slack. */
const NO_HANG_MS = MYSQL_ACQUIRE_TIMEOUT_MS + MYSQL_QUERY_TIMEOUT_MS + 2000
/** How soon /healthz must say 503 once the database is gone: its own bound plus slack for a busy machine. */
const HEALTH_503_WITHIN_MS = HEALTH_CHECK_TIMEOUT_MS + 2000
const RECOVERY_WITHIN_MS = 15_000

let mariadb: ThrowawayMariadb
let db: DbHandle
let site: TestApp
let adminCookie: string

beforeAll(async () => {
  mariadb = await startThrowawayMariadb()
  db = createDb({ databaseUrl: mariadb.databaseUrl, sqlitePath: ':memory:' })
  await migrateToLatest(db.db)
  const admin = await createUser(db)
  site = await testApp({ db })
  const login = await postProcedure(site.app, 'admin.login', { email: admin.email, password: admin.password })
  adminCookie = String(login.headers['set-cookie']).split(';')[0]!
  // Vite's development renderer compiles the client on the first page.
  await page('/tortenetunk')
}, 120_000)

afterAll(async () => {
  // The database first: closing the pool waits on its connections, which a frozen server would never answer.
  await mariadb?.destroy()
  await site?.close()
  await db?.db.destroy()
})

/** Awaits a request (or any database work), failing the test if it has not settled within the no-hang bound. */
async function settled<T>(request: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${NO_HANG_MS} ms`)), NO_HANG_MS)
  })
  try {
    return await Promise.race([request, hung])
  } finally {
    clearTimeout(timer)
  }
}

const page = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
const health = () => site.app.inject({ method: 'GET', url: '/healthz' })
const registrationsList = () =>
  site.app.inject({
    method: 'GET',
    url: `/trpc/admin.registrations.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 25 }))}`,
    headers: { cookie: adminCookie },
  })

/** Asks /healthz until it answers `status`; resolves with the milliseconds that took. */
async function healthTurns(status: number, withinMs: number): Promise<number> {
  const startedAt = Date.now()
  await waitUntil(
    () => settled(health(), '/healthz'),
    (response) => response.statusCode === status,
    { timeoutMs: withinMs, intervalMs: 100 },
  )
  return Date.now() - startedAt
}

let visitorCount = 0
const webinarSubmission = (input: { submissionId: string; email: string; formToken: string }, remoteAddress: string) =>
  postProcedure(site.app, 'forms.webinar', { fullName: 'Kovács Anna', company: '', ...input }, { remoteAddress })

const storedCopies = async (submissionId: string) =>
  (await db.db.selectFrom('registrations').select('id').where('submission_id', '=', submissionId).execute()).length

/** What a database failure must never show: driver codes and text, where the database is. */
function expectNoDriverDetail(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/ECONNREFUSED|PROTOCOL_|ETIMEDOUT|\bER_|127\.0\.0\.1|mysql|mariadb|timeout/i)
}

/** What the page's form does with the answer: a 5xx is kept in the browser's outbox and sent again later. */
function formOutcome(response: LightMyRequestResponse) {
  return classifySendError(TRPCClientError.from(response.json<{ error: object }>()))
}

/**
 * The outage both tests go through, whether the database stopped or froze: health turns 503, a page already in the
 * render cache still answers 200, a form submission and the admin's list fail cleanly, and nothing hangs. When the
 * database answers again the same app recovers: health 200, and the outbox's resend of the submission is stored once.
 */
async function goThroughOutage(outage: { begin(): Promise<void> | void; end(): Promise<void> | void; name: string }) {
  expect((await health()).statusCode).toBe(200)
  expect((await page('/tortenetunk')).headers['x-render-cache']).toBe('hit')
  const visitor = `203.0.113.${(visitorCount += 1)}`
  const email = `anna.${visitorCount}@pelda.hu`
  const formToken = await readyFormToken(site, 'webinar', { remoteAddress: visitor })
  const submissionId = randomUUID()

  // A busy site holds open connections; a frozen database leaves their statements unanswered.
  await Promise.all(Array.from({ length: 4 }, () => sql`SELECT SLEEP(0.1)`.execute(db.db)))

  await outage.begin()
  const msUntil503 = await healthTurns(503, HEALTH_503_WITHIN_MS)

  const cached = await settled(page('/tortenetunk'), 'cached page')
  expect(cached.statusCode).toBe(200)
  expect(cached.headers['x-render-cache']).toBe('hit')

  const failuresStartedAt = Date.now()
  const [failedSubmission, adminList] = await Promise.all([
    settled(webinarSubmission({ submissionId, email, formToken }, visitor), 'form submission'),
    settled(registrationsList(), 'admin registrations list'),
  ])
  const msUntilFailed = Date.now() - failuresStartedAt
  expect(failedSubmission.statusCode).toBe(500)
  expect(failedSubmission.json()).toMatchObject({
    error: { message: 'Internal server error', data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
  })
  expectNoDriverDetail(failedSubmission)
  expect(formOutcome(failedSubmission)).toBe('unreachable')
  expect(adminList.statusCode).toBe(500)
  expectNoDriverDetail(adminList)

  const returnAt = Date.now()
  await outage.end()
  const msUntilDatabaseAnswers = Date.now() - returnAt
  const msUntilHealthy = await healthTurns(200, RECOVERY_WITHIN_MS)
  // The outbox sends the kept submission again with its own id and a fresh token, and may send it twice (two tabs).
  const resend = await settled(
    webinarSubmission(
      { submissionId, email, formToken: await readyFormToken(site, 'webinar', { remoteAddress: visitor }) },
      visitor,
    ),
    'resent submission',
  )
  expect(resend.statusCode, resend.body).toBe(200)
  site.advance(FORM_RULES.webinar.rateWindowMs)
  const again = await webinarSubmission(
    { submissionId, email, formToken: await readyFormToken(site, 'webinar', { remoteAddress: visitor }) },
    visitor,
  )
  expect(again.statusCode, again.body).toBe(200)
  expect(await storedCopies(submissionId)).toBe(1)
  const recoveredList = await registrationsList()
  expect(recoveredList.statusCode).toBe(200)
  expect(recoveredList.body).toContain(email)

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(
    `[db-outage] MariaDB ${outage.name}: /healthz 503 after ${seconds(msUntil503)}; a form submission and the ` +
      `admin's list failed (500) after ${seconds(msUntilFailed)}; back: the database answered after ` +
      `${seconds(msUntilDatabaseAnswers)}, /healthz 200 ${seconds(msUntilHealthy)} later; the kept submission, ` +
      `sent twice, is stored once`,
  )
}

test('a stopped database: health 503 at once, cached pages answer, forms and the admin fail cleanly, all recovers', async () => {
  await goThroughOutage({ name: 'stopped', begin: () => mariadb.stop(), end: () => mariadb.start() })
}, 60_000)

test('a database that stops answering cannot hold a request: every wait is bounded, and it recovers', async () => {
  try {
    await goThroughOutage({ name: 'frozen', begin: () => mariadb.freeze(), end: () => mariadb.thaw() })
  } finally {
    mariadb.thaw()
  }
}, 90_000)

test('a transaction cut off by a frozen database fails within the bound instead of waiting on its rollback', async () => {
  const startedAt = Date.now()
  const cutOff = db.db.transaction().execute(async (trx) => {
    await sql`SELECT 1`.execute(trx)
    await mariadb.freeze()
    await sql`SELECT 1`.execute(trx)
  })
  try {
    await expect(settled(cutOff, 'the cut-off transaction')).rejects.toThrow(/timeout|closed state/i)
  } finally {
    mariadb.thaw()
  }
  console.log(`[db-outage] a transaction cut off by a frozen database failed after ${Date.now() - startedAt} ms`)
  expect((await health()).statusCode).toBe(200)
}, 60_000)

test('with every pool connection busy, a request waits for one no longer than the acquire bound', async () => {
  const busyForMs = MYSQL_ACQUIRE_TIMEOUT_MS + 2000
  const busy = Array.from({ length: MYSQL_CONNECTION_LIMIT }, () =>
    sql`SELECT SLEEP(${busyForMs / 1000})`.execute(db.db),
  )
  // Refused by the bound, while every slow statement still holds its connection.
  await expect(sql`SELECT 1`.execute(db.db)).rejects.toThrow(DatabaseAcquireTimeoutError)
  await Promise.all(busy)
  expect((await health()).statusCode).toBe(200)
}, 30_000)

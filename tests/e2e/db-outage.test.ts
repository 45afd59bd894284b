import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConnection } from 'mysql2/promise'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { RegistrationAdminMessages } from '../../shared/schemas/admin-registrations'
import { FORM_RULES, FormMessages } from '../../shared/schemas/forms'
import { startThrowawayMariadb, type ThrowawayMariadb } from '../setup/throwaway-mariadb'
import { waitUntil } from '../setup/wait-until'
import { signedInAdmin } from './support/admin-session'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'
import { freePort } from '../setup/free-port'
import { E2E_USERS } from './support/global-setup'
import { openHydrated } from './support/in-page'
import { createSiteUsers, siteServerEnv, startSiteServer, type SiteServer } from './support/site-server'

const kit = setUpBrowser()
let mariadb: ThrowawayMariadb
let site: SiteServer
let dataDir: string

const EMAIL = 'kimaradt.katalin@pelda.hu'

beforeAll(async () => {
  mariadb = await startThrowawayMariadb()
  dataDir = mkdtempSync(join(tmpdir(), 'patikachat-e2e-outage-'))
  const env = siteServerEnv(
    await freePort(),
    { sqlitePath: join(dataDir, 'unused.db'), databaseUrl: mariadb.databaseUrl },
    // The outage's errors are expected; a crash would show as the process gone, and every later step failing.
    { LOG_LEVEL: 'fatal' },
  )
  createSiteUsers(env, E2E_USERS)
  site = await startSiteServer(env)
  // This suite's pages go to its own server, whose database it stops; the shared e2e server is left alone.
  kit.baseUrl = site.baseUrl
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await mariadb?.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const fetchPage = (path: string) => fetch(`${site.baseUrl}${path}`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } })

/** Asks /healthz until it answers `status`; resolves with the milliseconds that took. */
async function healthTurns(status: number, withinMs: number): Promise<number> {
  const startedAt = Date.now()
  await waitUntil(
    async () => {
      const response = await fetch(`${site.baseUrl}/healthz`, { signal: AbortSignal.timeout(withinMs) })
      await response.arrayBuffer()
      return response.status
    },
    (answered) => answered === status,
    { timeoutMs: withinMs, intervalMs: 100 },
  )
  return Date.now() - startedAt
}

async function storedRegistrations(email: string) {
  const connection = await createConnection({ uri: mariadb.databaseUrl, connectTimeout: 3000 })
  try {
    const [rows] = await connection.query('SELECT submission_id FROM registrations WHERE email = ?', [email])
    return rows as { submission_id: string }[]
  } finally {
    await connection.end()
  }
}

const queuedSubmissions = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('formSubmissions'))) ?? '[]') as {
    submissionId: string
    fields: { email: string }
  }[]

test('the database stops under the running site: the form keeps the registration, the admin sees the notice, and all is delivered once when it returns', async () => {
  kit.allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/)

  const admin = await signedInAdmin(kit, 'registrations')
  await expect.poll(() => admin.evaluate(() => localStorage.getItem('registrationsCopy'))).not.toBeNull()
  const visitor = await kit.newPage()
  await openHydrated(visitor, '/register')
  await expect.poll(() => visitor.locator('form input[name="fullName"]').isEditable()).toBe(true)
  const form = visitor.locator('form')
  await form.getByLabel('Teljes név').fill('Kimaradt Katalin')
  await form.getByLabel('E-mail-cím').fill(EMAIL)
  await visitor.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
  expect((await fetchPage('/register')).headers.get('x-render-cache')).toBe('hit')

  await mariadb.stop()
  const msUntil503 = await healthTurns(503, 5000)

  // A page in the render cache is still served.
  const cachedPage = await fetchPage('/register')
  expect(cachedPage.status).toBe(200)
  expect(cachedPage.headers.get('x-render-cache')).toBe('hit')

  // The form's send fails (500); the browser keeps the registration in its outbox, and the form stays and says so.
  const sent = visitor.waitForResponse((response) => response.url().includes('/trpc/forms.webinar'))
  await form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }).click()
  expect((await sent).status()).toBe(500)
  await toast(visitor, FormMessages.registrationFailure).waitFor({ timeout: 15_000 })
  expect(await form.getByTestId('form-notice').innerText()).toMatch(
    /^Adatai még nem érkeztek meg hozzánk, mert a szerver most nem érhető el\./,
  )
  expect(new URL(visitor.url()).pathname).toBe('/register')
  const [queued, ...others] = await queuedSubmissions(visitor)
  expect(others).toEqual([])
  expect(queued).toMatchObject({ form: 'webinar', fields: { fullName: 'Kimaradt Katalin', email: EMAIL } })

  // The admin's list cannot load: the spec's notice, over the copy kept in this browser.
  await admin.getByLabel('Order', { exact: true }).selectOption('oldest')
  await admin.getByTestId('registrations-offline').waitFor({ timeout: 15_000 })
  expect(await admin.getByTestId('registrations-offline').innerText()).toContain(
    RegistrationAdminMessages.serverUnavailable,
  )

  const databaseBackAt = Date.now()
  await mariadb.start()
  const msUntilDatabaseAnswers = Date.now() - databaseBackAt
  const msUntilHealthy = await healthTurns(200, 15_000)

  // Back online, the outbox sends the kept registration (on the browser's `online` event here; the form's and the
  // outbox's periodic retries would too), with its own submission id, and the same server process stores it; the
  // form, still open, then goes on to the waiting page.
  await visitor.evaluate(() => window.dispatchEvent(new Event('online')))
  await visitor.waitForURL('**/waiting', { timeout: 20_000 })
  await toast(visitor, FormMessages.registrationSuccess).waitFor()
  const msUntilDelivered = Date.now() - databaseBackAt
  await expect.poll(() => queuedSubmissions(visitor)).toEqual([])
  expect(await storedRegistrations(EMAIL)).toEqual([{ submission_id: queued!.submissionId }])

  // The admin's next load comes from the server again.
  await admin.getByLabel('Search by name or e-mail').fill('kimaradt')
  await admin.getByRole('button', { name: 'Search' }).click()
  const rows = admin.getByTestId('registration-row')
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1)
  expect(await rows.innerText()).toContain(EMAIL)
  expect(await admin.getByTestId('registrations-offline').count()).toBe(0)

  // Nothing is sent again: one row.
  await visitor.evaluate(() => window.dispatchEvent(new Event('online')))
  await visitor.waitForTimeout(1000)
  expect(await storedRegistrations(EMAIL)).toHaveLength(1)

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(
    `[db-outage e2e] /healthz 503 ${seconds(msUntil503)} after MariaDB stopped; restarted, it answered in ` +
      `${seconds(msUntilDatabaseAnswers)}, /healthz 200 ${seconds(msUntilHealthy)} later, and the outbox delivered ` +
      `1 registration (stored once) ${seconds(msUntilDelivered)} after the restart began`,
  )
})

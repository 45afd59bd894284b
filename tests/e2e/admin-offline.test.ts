import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { DEFAULT_OFFER_CONFIG } from '../../shared/funnel/config-defaults'
import { RegistrationAdminMessages } from '../../shared/schemas/admin-registrations'
import { FunnelConfigAdminMessages } from '../../shared/schemas/funnel-configs'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { insertRegistrationRow } from './support/registrations'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const EMAIL = 'szilvia.sorban-e2e@pelda.hu'
const NAME = 'Sorban Szilvia'
const API = '**/trpc/**'

const storedQueue = async (page: Page): Promise<unknown[]> =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('registrationOps'))) ?? '[]') as unknown[]
const serverStatus = () => db.prepare('SELECT status FROM registrations WHERE email = ?').pluck().get(EMAIL)
const recordedOps = (id: number) =>
  db.prepare('SELECT outcome FROM registration_admin_ops WHERE registration_id = ?').pluck().all(id)

describe('server unavailable: the queue of changes', () => {
  test('a status change made while the server is away is queued, shown, and lands once when it comes back', async () => {
    kit.allowConsoleErrors(/ERR_FAILED|Failed to fetch/)
    const id = insertRegistrationRow(db, {
      fullName: NAME,
      email: EMAIL,
      registrationDate: '2026-11-24T09:00:00.000Z',
      source: 'webinar',
    })
    const page = await signedInAdmin(kit, 'registrations')
    await page.getByLabel('Search by name or e-mail').fill('sorban-e2e')
    await page.getByRole('button', { name: 'Search' }).click()
    const rows = page.getByTestId('registration-row')
    await expect.poll(() => rows.count()).toBe(1)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('registrationsCopy'))).toContain(NAME)

    // The server becomes unreachable mid-session: every API call fails as a network error.
    await page.route(API, (route) => route.abort('failed'))
    await page.getByLabel('Order', { exact: true }).selectOption('oldest')
    await page.getByTestId('registrations-offline').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('registrations-offline').innerText()).toContain(
      RegistrationAdminMessages.serverUnavailable,
    )
    expect(await rows.innerText()).toContain(NAME)

    // Offline, the change is queued, shown applied with a marker, and counted.
    const status = page.getByLabel(`Status of ${NAME}`)
    expect(await status.isDisabled()).toBe(false)
    await status.selectOption('contacted')
    await page.getByTestId('registrations-queue').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('registrations-queue').innerText()).toBe(RegistrationAdminMessages.queuedCount(1))
    expect(await rows.getByTestId('queued-marker').innerText()).toBe(RegistrationAdminMessages.queuedMarker('status'))
    expect(await status.inputValue()).toBe('contacted')
    expect(await storedQueue(page)).toMatchObject([
      { registrationId: id, fullName: NAME, expectedUpdatedAt: null, change: { kind: 'status', status: 'contacted' } },
    ])
    expect(serverStatus()).toBe('new')
    expect(recordedOps(id)).toEqual([])

    // The server answers again: the queue is replayed (on the browser's `online` event here; a periodic retry
    // would do it within seconds too), the change lands once and the queue empties.
    await page.unroute(API)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(serverStatus, { timeout: 20_000 }).toBe('contacted')
    await expect.poll(() => storedQueue(page), { timeout: 10_000 }).toEqual([])
    await expect.poll(() => page.getByTestId('registrations-queue').count(), { timeout: 10_000 }).toBe(0)
    await expect.poll(() => page.getByTestId('registrations-offline').count(), { timeout: 10_000 }).toBe(0)
    expect(await rows.getByTestId('queued-marker').count()).toBe(0)
    expect(await page.getByTestId('registration-reports').count()).toBe(0)
    // The list loads again after the replay (a load the browser's reconnect started may answer first).
    await expect.poll(() => status.inputValue(), { timeout: 10_000 }).toBe('contacted')
    // Once: one recorded operation, applied, and nothing sent again after the queue emptied.
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.waitForTimeout(1000)
    expect(recordedOps(id)).toEqual(['applied'])
    expect(db.prepare('SELECT updated_at FROM registrations WHERE id = ?').pluck().get(id)).not.toBeNull()

    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('registrationOps'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('registrationsCopy'))).toBeNull()
  })
})

describe('server unavailable: the config editors', () => {
  test('an editor whose config cannot be loaded shows the stored copy, or the default, with a notice', async () => {
    kit.allowConsoleErrors(/ERR_FAILED|Failed to fetch/)
    const page = await signedInAdmin(kit)
    // The loaded config is kept in this browser; a title of its own tells the copy from the server's.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('webinarConfig'))).not.toBeNull()
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('webinarConfig')!) as { title: string }
      localStorage.setItem('webinarConfig', JSON.stringify({ ...stored, title: 'A böngészőben tárolt cím' }))
      localStorage.removeItem('offerConfig')
    })
    await page.route('**/trpc/*funnel.*', (route) => route.abort('failed'))
    await page.reload()
    const notice = page.getByTestId('config-fallback')
    await notice.waitFor({ timeout: 15_000 })
    expect(await notice.innerText()).toBe(FunnelConfigAdminMessages.notLoaded('stored'))
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('A böngészőben tárolt cím')

    // Nothing stored for the offer page: the built-in default, said so.
    await page.getByRole('tab', { name: 'Offer Page' }).click()
    const offerNotice = page.getByRole('tabpanel').getByTestId('config-fallback')
    await offerNotice.waitFor({ timeout: 15_000 })
    expect(await offerNotice.innerText()).toBe(FunnelConfigAdminMessages.notLoaded('default'))
    expect(await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).inputValue()).toBe(
      DEFAULT_OFFER_CONFIG.title,
    )

    // The server answers again: the editor shows its config and the notice goes.
    await page.unroute('**/trpc/*funnel.*')
    await page.getByRole('tab', { name: 'Webinar Content' }).click()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect
      .poll(() => page.getByRole('tabpanel').getByTestId('config-fallback').count(), { timeout: 15_000 })
      .toBe(0)
    expect(await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).inputValue()).not.toBe(
      'A böngészőben tárolt cím',
    )
  })
})

import Database from 'better-sqlite3'
import type { Page, Route } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { FORM_RULES, FormMessages, type QueuedFormSubmission } from '../../shared/schemas/forms'
import { FORM_RETRY_MS } from '../../client/forms/use-queued-retry'
import { setUpBrowser } from './support/browser'

// Issue 37, item 4: a registration the server cannot take never looks like a success. The visitor stays on the form
// with the spec's failure text; the form says it keeps the registration and shows it being sent again; the waiting
// page and the demo open only once the server has it.
const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

/** Room for the form's minimum fill time and its retries on a busy machine. */
const RETRYING_TEST_MS = 90_000
/** A retry asks for a new form token and waits the form's minimum fill time before it sends: room for that. */
const RETRY_SHOWN_WITHIN_MS = FORM_RULES.webinar.minDelayMs + 15_000

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const queuedSubmissions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]') as QueuedFormSubmission[])
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)
const registrationsFor = (email: string) =>
  db.prepare('SELECT submission_id, source FROM registrations WHERE email = ?').all(email) as {
    submission_id: string
    source: string
  }[]

/** Holds each request to `pattern` until `release` is called, then lets it through to the server. */
async function holdRequests(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route: Route) => {
    await released
    await route.continue()
  })
  return { release }
}

describe('a registration the server cannot take', () => {
  test(
    'on a phone with the cookie card: the webinar form stays with the failure text, says it keeps the registration, shows each retry, and goes on to /waiting only once the server has it',
    async () => {
      const page = await kit.newPage({
        viewport: { width: 390, height: 844 },
        touch: true,
        consent: 'none',
        ownIp: true,
      })
      kit.allowConsoleErrors(/Failed to load resource/)
      // The page's clock runs as usual, but the test moves it on to each retry instead of waiting FORM_RETRY_MS.
      await page.clock.install()
      await page.goto('/register')
      await page.getByTestId('consent-card').waitFor()
      const form = page.locator('form[data-public-form="webinar"]')
      const email = 'elutasitott.eszter@pelda.hu'
      await form.getByLabel('Teljes név').fill('Elutasított Eszter')
      await form.getByLabel('E-mail-cím').fill(email)
      await page.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
      await page.route('**/trpc/forms.webinar**', (route) => route.abort())

      const button = form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton })
      await button.tap()
      await toast(page, FormMessages.registrationFailure).waitFor()
      // The toast is the failure alone, the button is pressable again, and the form says what became of the entry.
      expect(await toast(page, FormMessages.registrationFailure).innerText()).not.toMatch(/elmentettük|elküldjük/)
      await expect.poll(() => button.isEnabled()).toBe(true)
      expect(await button.getAttribute('data-loading')).toBeNull()
      const notice = form.getByTestId('form-notice')
      expect(await notice.innerText()).toBe(FormMessages.queuedWaiting(1, FORM_RETRY_MS / 1000))
      const [queued, ...others] = await queuedSubmissions(page)
      expect(others).toEqual([])
      expect(queued).toMatchObject({ form: 'webinar', fields: { email } })
      expect(new URL(page.url()).pathname).toBe('/register')
      expect(await stored(page, 'webinarRegistration')).toBeNull()

      // The form sends it again by itself, and counts what did not get through.
      await page.clock.fastForward(FORM_RETRY_MS)
      await expect
        .poll(() => notice.innerText(), { timeout: RETRY_SHOWN_WITHIN_MS })
        .toBe(FormMessages.queuedWaiting(2, FORM_RETRY_MS / 1000))
      expect(new URL(page.url()).pathname).toBe('/register')

      // The server is back: the next retry is shown on its way, and the visitor moves on only once it is saved.
      await page.unroute('**/trpc/forms.webinar**')
      const held = await holdRequests(page, '**/trpc/forms.webinar**')
      await page.clock.fastForward(FORM_RETRY_MS)
      await expect
        .poll(() => notice.innerText(), { timeout: RETRY_SHOWN_WITHIN_MS })
        .toBe(FormMessages.queuedSending(3))
      expect(new URL(page.url()).pathname).toBe('/register')
      expect(await stored(page, 'webinarRegistration')).toBeNull()
      held.release()
      await page.waitForURL('**/waiting')
      await toast(page, FormMessages.registrationSuccess).waitFor()
      expect(registrationsFor(email)).toEqual([{ submission_id: queued!.submissionId, source: 'webinar' }])
      expect(JSON.parse((await stored(page, 'webinarRegistration'))!)).toMatchObject({
        email,
        submissionId: queued!.submissionId,
      })
      expect(await queuedSubmissions(page)).toEqual([])
    },
    RETRYING_TEST_MS,
  )

  test(
    'at 1280 px with a mouse: the demo’s dialog stays open with the failure text, and the demo opens once the server has the registration',
    async () => {
      const page = await kit.newPage({ viewport: { width: 1280, height: 800 }, ownIp: true })
      kit.allowConsoleErrors(/Failed to load resource/)
      await page.goto('/demo')
      const dialog = page.getByRole('dialog', { name: 'Demó hozzáférés' })
      await dialog.waitFor()
      const email = 'elutasitott.demo@pelda.hu'
      await dialog.getByLabel('Teljes név').fill('Elutasított Erik')
      await dialog.getByLabel('E-mail-cím').fill(email)
      await dialog.getByLabel('Gyógyszertár neve').fill('Várakozó Patika')
      await dialog.getByLabel('Elolvastam és elfogadom').check()
      await page.waitForTimeout(FORM_RULES.demo.minDelayMs + 300)
      await page.route('**/trpc/forms.demo**', (route) => route.abort())

      const button = dialog.getByRole('button', { name: 'Demó megnyitása' })
      await button.click()
      await toast(page, FormMessages.registrationFailure).waitFor()
      await expect.poll(() => button.isEnabled()).toBe(true)
      expect(await dialog.getByTestId('form-notice').innerText()).toBe(
        FormMessages.queuedWaiting(1, FORM_RETRY_MS / 1000),
      )
      expect(await stored(page, 'pharmacyDemoAccess')).toBeNull()
      expect(await page.getByTestId('demo-greeting').count()).toBe(0)
      expect(await dialog.isVisible()).toBe(true)

      // Back online: the form sends it again at once, and only then does the demo open.
      await page.unroute('**/trpc/forms.demo**')
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await dialog.waitFor({ state: 'detached' })
      expect(await page.getByTestId('demo-greeting').textContent()).toContain('Üdvözöljük, Elutasított Erik!')
      const [{ submission_id } = { submission_id: '' }] = registrationsFor(email)
      expect(JSON.parse((await stored(page, 'pharmacyDemoAccess'))!)).toMatchObject({ email })
      expect(submission_id).not.toBe('')
      expect(await queuedSubmissions(page)).toEqual([])
    },
    RETRYING_TEST_MS,
  )
})

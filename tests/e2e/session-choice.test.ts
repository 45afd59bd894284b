import Database from 'better-sqlite3'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { budapestDay, budapestLocalStamp, BUDAPEST_TIME_ZONE, shiftDay } from '../../shared/budapest-time'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import { isoWeekday } from '../../shared/hungarian-weekday'
import { DEFAULT_POLL_MS } from '../../server/outbox/outbox-worker'
import { FORM_RULES } from '../../shared/schemas/forms'
import { waitUntil } from '../setup/wait-until'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { storedWebinarRegistration, storedWebinarTime } from './support/registrations'
import { resetRegisterConfig, saveRegisterConfig } from './support/register-config'
import { mailTo } from './support/site-mail'

// Issue 37, item 1: the session a visitor taps or clicks on /register is the one they are booked for, with or without
// the cookie card over the page's lower edge, before and after the form's code has loaded.
const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

/** Room for the admin's editor and the form's minimum fill time on a busy machine. */
const REGISTERING_TEST_MS = 150_000

/** Runs `body` while /register offers two weekly sessions (2 and 4 days ahead), then puts the starter back. */
async function withTwoWeeklySessions(body: () => Promise<void>): Promise<void> {
  const admin = await signedInAdmin(kit, 'register')
  try {
    for (const [index, daysAhead] of [2, 4].entries()) {
      const day = shiftDay(budapestDay(new Date()), daysAhead)
      await admin.getByRole('button', { name: 'Add weekly session' }).click()
      await admin.getByLabel(`Weekly session ${index + 1} day`).selectOption(String(isoWeekday(day)))
      await admin.getByLabel(`Weekly session ${index + 1} time`).fill('18:00')
    }
    await saveRegisterConfig(admin)
    await body()
  } finally {
    await resetRegisterConfig(admin)
  }
}

/** Opens /register as a first visit (the cookie card showing) or with a stored choice (no card). */
async function openRegister(page: Page, card: boolean): Promise<void> {
  await page.goto('/register')
  await page.waitForLoadState('networkidle')
  if (card) await page.getByTestId('consent-card').waitFor()
  else expect(await page.getByTestId('consent-card').count()).toBe(0)
}

const sessionRadios = (page: Page) => page.getByTestId('session-choice').getByRole('radio')
const checkedSessions = (page: Page) =>
  sessionRadios(page).evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).checked))

/**
 * Scrolls the session list to the middle of the window, as a visitor scrolls to it, and answers the second session's
 * text (where a finger or the pointer lands on it), its value and the scroll position.
 */
async function secondSessionInView(page: Page): Promise<{ text: Locator; value: string; scrollY: number }> {
  await page
    .getByTestId('session-choice')
    .evaluate((list) => list.scrollIntoView({ block: 'center', behavior: 'instant' }))
  expect(await checkedSessions(page)).toEqual([true, false, false, false])
  const value = (await sessionRadios(page).nth(1).getAttribute('value'))!
  const text = page.getByTestId('session-choice').locator('label').nth(1).locator('span')
  return { text, value, scrollY: await page.evaluate(() => window.scrollY) }
}

/**
 * Fills the rest of the form, sends it with `press` and answers what the browser stored once on /waiting. The page is
 * a visitor with an IP of its own (`ownIp`), so no other test's registrations use up its form allowance.
 */
async function registerAs(page: Page, email: string, press: (button: Locator) => Promise<void>) {
  const form = page.locator('form[data-public-form="webinar"]')
  await form.getByLabel('Teljes név').fill('Koppintó Kata')
  await form.getByLabel('E-mail-cím').fill(email)
  await page.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
  await press(form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }))
  return storedWebinarRegistration(page)
}

describe('the session a visitor chooses on /register', () => {
  test(
    'a phone’s first visit with the cookie card: a tap on the second session checks it, moves nothing, and the registration, its confirmation and .ics carry it',
    () =>
      withTwoWeeklySessions(async () => {
        const page = await kit.newPage({
          viewport: { width: 390, height: 844 },
          touch: true,
          consent: 'none',
          ownIp: true,
        })
        await openRegister(page, true)
        const second = await secondSessionInView(page)
        // The first touch of the form: its code loads now.
        await second.text.tap()
        await expect.poll(() => checkedSessions(page)).toEqual([false, true, false, false])
        expect(await page.evaluate(() => window.scrollY)).toBe(second.scrollY)
        // Once the form's code has taken over, the choice stays.
        await page.locator('form[data-public-form="webinar"]').getByLabel('Teljes név').tap()
        expect(await checkedSessions(page)).toEqual([false, true, false, false])

        const email = 'koppinto.kata@pelda.hu'
        const stored = await registerAs(page, email, (button) => button.tap())
        expect(stored.webinarTime).toBe(second.value)
        expect(storedWebinarTime(db, email)).toBe(second.value)
        const confirmation = await waitUntil(
          () => mailTo(email),
          (mail) => mail !== undefined,
          { timeoutMs: DEFAULT_POLL_MS + 10_000, intervalMs: 250 },
        )
        expect(confirmation!.text).toContain(formatBudapestDateTime(second.value))
        const ics = confirmation!.attachments.find((attachment) => attachment.filename === 'webinarium.ics')
        expect(ics?.content.toString('utf8')).toContain(
          `DTSTART;TZID=${BUDAPEST_TIME_ZONE}:${budapestLocalStamp(new Date(second.value))}`,
        )
      }),
    REGISTERING_TEST_MS,
  )

  test(
    'a phone without the cookie card: a tap on the second session checks it and moves nothing',
    () =>
      withTwoWeeklySessions(async () => {
        const page = await kit.newPage({ viewport: { width: 390, height: 844 }, touch: true })
        await openRegister(page, false)
        const second = await secondSessionInView(page)
        await second.text.tap()
        await expect.poll(() => checkedSessions(page)).toEqual([false, true, false, false])
        expect(await page.evaluate(() => window.scrollY)).toBe(second.scrollY)
      }),
    REGISTERING_TEST_MS,
  )

  test(
    'a mouse at 1280 px with the cookie card, after typing into the form: a click on the second session checks it, moves nothing, and the registration carries it',
    () =>
      withTwoWeeklySessions(async () => {
        const page = await kit.newPage({ viewport: { width: 1280, height: 800 }, consent: 'none', ownIp: true })
        await openRegister(page, true)
        await page.locator('form[data-public-form="webinar"]').getByLabel('Teljes név').click()
        const second = await secondSessionInView(page)
        await second.text.click()
        await expect.poll(() => checkedSessions(page)).toEqual([false, true, false, false])
        expect(await page.evaluate(() => window.scrollY)).toBe(second.scrollY)

        const email = 'kattinto.kata@pelda.hu'
        const stored = await registerAs(page, email, (button) => button.click())
        expect(stored.webinarTime).toBe(second.value)
        expect(storedWebinarTime(db, email)).toBe(second.value)
      }),
    REGISTERING_TEST_MS,
  )
})

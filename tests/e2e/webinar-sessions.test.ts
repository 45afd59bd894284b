import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { budapestDateTimeToIso, budapestDay, shiftDay } from '../../shared/budapest-time'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import { DEFAULT_WEBINAR_SCHEDULE } from '../../shared/funnel/config-defaults'
import type { WebinarSchedule } from '../../shared/funnel/webinar-schedule'
import { upcomingSessions } from '../../shared/funnel/webinar-sessions'
import { isoWeekday } from '../../shared/hungarian-weekday'
import { FORM_RULES, type WebinarRegistrationRecord } from '../../shared/schemas/forms'
import { DEFAULT_POLL_MS } from '../../server/outbox/outbox-worker'
import { waitUntil } from '../setup/wait-until'
import { signedInAdmin } from './support/admin-session'
import { mailTo } from './support/site-mail'
import { setUpBrowser } from './support/browser'
import { storedWebinarRegistration, storedWebinarTime } from './support/registrations'
import { openHydrated } from './support/in-page'
import { resetRegisterConfig, saveRegisterConfig } from './support/register-config'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

const LEGEND = 'Melyik időpontban nézi a webináriumot?'

/** The Budapest day `days` from today, with its ISO weekday. */
function dayAhead(days: number) {
  const day = shiftDay(budapestDay(new Date()), days)
  return { day, weekday: isoWeekday(day) }
}

/**
 * Registers on /register with the given session label (or none to choose) and returns what the browser stored. The
 * page is a visitor with an IP of its own (`ownIp`), so no other test's registrations use up its form allowance.
 */
async function register(page: Page, email: string, sessionLabel?: string): Promise<WebinarRegistrationRecord> {
  const form = page.locator('form[data-public-form="webinar"]')
  // The form's code loads as the name is typed; the press of its button waits for it (client/lib/held-activations.ts).
  await form.getByLabel('Teljes név').fill('Időpont Ilona')
  await form.getByLabel('E-mail-cím').fill(email)
  if (sessionLabel) await form.getByRole('radio', { name: sessionLabel, exact: true }).check()
  await page.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
  await form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }).click()
  return storedWebinarRegistration(page)
}

describe('webinar sessions set in the admin editor', () => {
  test('with two weekly sessions the form offers a choice, the waiting page counts down to the chosen one, and the e-mail’s personal link restores it in a fresh browser', async () => {
    const admin = await signedInAdmin(kit, 'register')
    try {
      const first = dayAhead(2)
      const second = dayAhead(4)
      await admin.getByRole('button', { name: 'Add weekly session' }).click()
      await admin.getByRole('button', { name: 'Add weekly session' }).click()
      await admin.getByLabel('Weekly session 1 day').selectOption(String(first.weekday))
      await admin.getByLabel('Weekly session 1 time').fill('18:00')
      await admin.getByLabel('Weekly session 2 day').selectOption(String(second.weekday))
      await admin.getByLabel('Weekly session 2 time').fill('19:30')
      const schedule: WebinarSchedule = {
        ...DEFAULT_WEBINAR_SCHEDULE,
        weekly: [
          { weekday: first.weekday, time: '18:00' },
          { weekday: second.weekday, time: '19:30' },
        ],
      }
      const expected = upcomingSessions({ schedule }, new Date())
      expect(expected.map((session) => session.label)).toHaveLength(4)
      await expect
        .poll(() => admin.getByTestId('sessions-preview').locator('li').allInnerTexts())
        .toEqual(expected.map((session) => session.label))
      await saveRegisterConfig(admin)

      const page = await kit.newPage({ viewport: { width: 390, height: 844 }, ownIp: true })
      await openHydrated(page, '/register')
      const choice = page.getByRole('group', { name: LEGEND })
      await expect
        .poll(() =>
          choice.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.parentElement!.innerText)),
        )
        .toEqual(expected.map((session) => session.label))
      expect(await choice.getByRole('radio').first().isChecked()).toBe(true)

      const chosen = expected[1]!
      const stored = await register(page, 'idopont.valasztas@pelda.hu', chosen.label)
      expect(stored.webinarTime).toBe(chosen.startsAt)
      expect(storedWebinarTime(db, 'idopont.valasztas@pelda.hu')).toBe(chosen.startsAt)
      await expect
        .poll(() => page.getByTestId('waiting-start').innerText())
        .toContain(formatBudapestDateTime(chosen.startsAt!))
      // Days, hours, minutes and seconds to that start, as the countdown says them to a screen reader.
      const countdown = await page.getByTestId('waiting-countdown').getAttribute('aria-label')
      const [, days, hours, minutes, seconds] = /(\d+) nap (\d+):(\d\d):(\d\d)$/.exec(countdown ?? '')!.map(Number)
      const shownSeconds = ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!
      const expectedSeconds = (Date.parse(chosen.startsAt!) - Date.now()) / 1000
      expect(Math.abs(shownSeconds - expectedSeconds)).toBeLessThan(10)
      expect(await page.getByTestId('waiting-countdown').locator('[data-unit="days"]').count()).toBe(1)

      // The confirmation's personal link, opened on another device: a fresh browser with nothing stored.
      const confirmation = await waitUntil(
        () => mailTo('idopont.valasztas@pelda.hu'),
        (mail) => mail !== undefined,
        { timeoutMs: DEFAULT_POLL_MS + 10_000, intervalMs: 250 },
      )
      const personalLink = /https?:\/\/\S+\/w#[A-Za-z0-9_-]{43}/.exec(confirmation!.text ?? '')?.[0]
      expect(personalLink).toBeDefined()
      const phone = await kit.newPage({ viewport: { width: 390, height: 844 }, consent: 'none' })
      expect(await phone.evaluate(() => localStorage.length).catch(() => 0)).toBe(0)
      await phone.goto(new URL(personalLink!).pathname + new URL(personalLink!).hash)
      await phone.waitForURL('**/waiting')
      expect(new URL(phone.url()).hash).toBe('')
      await expect
        .poll(() => phone.getByTestId('waiting-greeting').innerText())
        .toBe('Kedves Időpont Ilona! Helye biztosítva van.')
      await expect
        .poll(() => phone.getByTestId('waiting-start').innerText())
        .toContain(formatBudapestDateTime(chosen.startsAt!))
      const phoneCountdown = await phone.getByTestId('waiting-countdown').getAttribute('aria-label')
      const parts = /(\d+) nap (\d+):(\d\d):(\d\d)$/.exec(phoneCountdown ?? '')!.map(Number)
      const phoneSeconds = ((parts[1]! * 24 + parts[2]!) * 60 + parts[3]!) * 60 + parts[4]!
      expect(Math.abs(phoneSeconds - (Date.parse(chosen.startsAt!) - Date.now()) / 1000)).toBeLessThan(10)
    } finally {
      await resetRegisterConfig(admin)
    }
  })

  test('registering twice with one address: the second browser goes on as after any registration, the stored one is untouched, and the e-mailed link moves it', async () => {
    const admin = await signedInAdmin(kit, 'register')
    try {
      const first = dayAhead(2)
      const second = dayAhead(4)
      await admin.getByRole('button', { name: 'Add weekly session' }).click()
      await admin.getByRole('button', { name: 'Add weekly session' }).click()
      await admin.getByLabel('Weekly session 1 day').selectOption(String(first.weekday))
      await admin.getByLabel('Weekly session 1 time').fill('18:00')
      await admin.getByLabel('Weekly session 2 day').selectOption(String(second.weekday))
      await admin.getByLabel('Weekly session 2 time').fill('19:30')
      await saveRegisterConfig(admin)
      const schedule: WebinarSchedule = {
        ...DEFAULT_WEBINAR_SCHEDULE,
        weekly: [
          { weekday: first.weekday, time: '18:00' },
          { weekday: second.weekday, time: '19:30' },
        ],
      }
      const [earlier, later] = upcomingSessions({ schedule }, new Date())
      const address = 'ketszer.jelentkezo@pelda.hu'

      const desktop = await kit.newPage({ viewport: { width: 1280, height: 800 }, ownIp: true })
      await openHydrated(desktop, '/register')
      const owner = await register(desktop, address, earlier!.label)
      expect(owner.webinarTime).toBe(earlier!.startsAt)

      // Someone else's phone, the same address, another session: it goes on to the waiting page all the same.
      const phone = await kit.newPage({ viewport: { width: 390, height: 844 }, ownIp: true })
      await openHydrated(phone, '/register')
      const other = await register(phone, address.toUpperCase(), later!.label)
      expect(other.webinarTime).toBe(later!.startsAt)
      expect(other.submissionId).not.toBe(owner.submissionId)
      expect(storedWebinarTime(db, address)).toBe(earlier!.startsAt)

      const notice = await waitUntil(
        () => mailTo(address),
        (mail) => mail?.subject === 'Ön már regisztrált a PatikaChat webináriumra',
        { timeoutMs: DEFAULT_POLL_MS + 10_000, intervalMs: 250 },
      )
      const link = /https?:\/\/\S+\/w\/modositas\?t=[A-Za-z0-9_-]{43}/.exec(notice!.text ?? '')?.[0]
      expect(link).toBeDefined()
      await openHydrated(desktop, new URL(link!).pathname + new URL(link!).search)
      await desktop.getByRole('button', { name: 'Kérem a módosítást' }).click()
      await desktop.getByRole('status').filter({ hasText: 'Kész: a regisztrációját módosítottuk.' }).waitFor()
      expect(storedWebinarTime(db, address)).toBe(later!.startsAt)
    } finally {
      await resetRegisterConfig(admin)
    }
  }, 180_000)

  test('with one session no choice is shown, and the registration gets that session', async () => {
    const admin = await signedInAdmin(kit, 'register')
    try {
      const { day } = dayAhead(3)
      await admin.getByRole('button', { name: 'Add one-off session' }).click()
      await admin.getByLabel('One-off session 1', { exact: true }).fill(`${day}T10:00`)
      await admin.getByLabel('Offer a session that starts soon after registering').uncheck()
      const [only] = upcomingSessions(
        {
          schedule: {
            ...DEFAULT_WEBINAR_SCHEDULE,
            dates: [`${day}T10:00`],
            justInTime: { ...DEFAULT_WEBINAR_SCHEDULE.justInTime, enabled: false },
          },
        },
        new Date(),
      )
      await expect
        .poll(() => admin.getByTestId('sessions-preview').innerText())
        .toContain(`${only!.label} (one session: no choice is shown)`)
      await saveRegisterConfig(admin)

      const page = await kit.newPage({ viewport: { width: 390, height: 844 }, ownIp: true })
      await openHydrated(page, '/register')
      const form = page.locator('form[data-public-form="webinar"]')
      await form.locator('input[name="session"][type="hidden"]').waitFor({ state: 'attached' })
      expect(await form.getByRole('group', { name: LEGEND }).count()).toBe(0)
      expect(await form.getByRole('radio').count()).toBe(0)
      // The consent is offered, unticked.
      expect(await form.getByRole('checkbox').isChecked()).toBe(false)

      const stored = await register(page, 'egy.idopont@pelda.hu')
      expect(stored.webinarTime).toBe(only!.startsAt)
      expect(storedWebinarTime(db, 'egy.idopont@pelda.hu')).toBe(only!.startsAt)
    } finally {
      await resetRegisterConfig(admin)
    }
  })

  test('a config saved with the older webinar date opens with it as a one-off session, and /register offers it after a save', async () => {
    const { day } = dayAhead(3)
    const local = `${day}T10:00`
    const writable = new Database(inject('sqlitePath'), { fileMustExist: true })
    // The site's config as saved before the two lists were one: the same row, with the date in its own column.
    const { lastInsertRowid } = writable
      .prepare(
        `INSERT INTO register_configs (headline, subheadline, bullet_points, cta_button, privacy_text, webinar_date,
           host_name, host_title, schedule, created_at)
         SELECT headline, subheadline, bullet_points, cta_button, privacy_text, ?, host_name, host_title, schedule, ?
         FROM register_configs ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .run(budapestDateTimeToIso(local), new Date().toISOString())
    const admin = await signedInAdmin(kit, 'register')
    try {
      const schedule = JSON.parse(
        writable.prepare('SELECT schedule FROM register_configs WHERE id = ?').pluck().get(lastInsertRowid) as string,
      ) as WebinarSchedule
      expect(schedule.dates).toEqual([])
      await admin.getByLabel('One-off session 1', { exact: true }).waitFor()
      expect(await admin.getByLabel('One-off session 1', { exact: true }).inputValue()).toBe(local)
      expect(await admin.getByLabel(/^One-off session \d+$/).count()).toBe(1)
      expect(await admin.getByLabel(/webinar date/i).count()).toBe(0)
      const expected = upcomingSessions({ schedule: { ...schedule, dates: [local] } }, new Date())
      await expect
        .poll(() => admin.getByTestId('sessions-preview').locator('li').allInnerTexts())
        .toEqual(expected.map((session) => session.label))
      expect(expected[0]!.startsAt).toBe(budapestDateTimeToIso(local))
      await saveRegisterConfig(admin)
      const saved = writable
        .prepare('SELECT webinar_date, schedule FROM register_configs ORDER BY created_at DESC, id DESC LIMIT 1')
        .get() as { webinar_date: string; schedule: string }
      expect(saved.webinar_date).toBe('')
      expect((JSON.parse(saved.schedule) as WebinarSchedule).dates).toEqual([local])

      const page = await kit.newPage({ viewport: { width: 390, height: 844 } })
      await openHydrated(page, '/register')
      const choice = page.getByRole('group', { name: LEGEND })
      await expect
        .poll(() =>
          choice.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.parentElement!.innerText)),
        )
        .toEqual(expected.map((session) => session.label))
    } finally {
      await resetRegisterConfig(admin)
      writable.prepare('DELETE FROM register_configs WHERE id = ?').run(lastInsertRowid)
      writable.close()
    }
  })
})

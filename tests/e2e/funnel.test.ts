import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { OFFER_COUNTDOWN_MS } from '../../shared/funnel/countdown'
import { FORM_RULES, type WebinarRegistrationRecord } from '../../shared/schemas/forms'
import { setUpBrowser } from './support/browser'
import { openHydrated, serverHtml, visibleText } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

const MINUTE = 60_000

/** A registration as the form stores it; without a submission id no progress is sent for it. */
function storedRegistration(overrides: Partial<WebinarRegistrationRecord> = {}): WebinarRegistrationRecord {
  const now = Date.now()
  return {
    fullName: 'Teszt Elek',
    email: 'elek@pelda.hu',
    registrationDate: new Date(now).toISOString(),
    webinarTime: new Date(now + 10 * MINUTE).toISOString(),
    hostName: 'Dr. Szabó Réka',
    hostTitle: 'Pharmacist',
    ...overrides,
  }
}

/** A page whose browser storage holds these values (raw strings are stored as they are) before any script runs. */
async function pageWithStorage(values: Record<string, unknown>): Promise<Page> {
  const page = await kit.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto('/adatvedelem')
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
    }
  }, values)
  return page
}

const readStorage = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = localStorage.getItem(name)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  }, key)

const offerSeconds = async (page: Page) => {
  const [minutes, seconds] = (await page.getByTestId('offer-countdown').innerText()).split(':').map(Number)
  return minutes! * 60 + seconds!
}

/** Plays the video to its last half second (the player's own seeking), so `ended` comes soon. */
async function skipToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('video')
    return video !== null && video.readyState >= 2 && video.duration > 0
  })
  await page.evaluate(() => {
    const video = document.querySelector('video')!
    video.currentTime = video.duration - 0.5
    void video.play()
  })
}

describe('webinar funnel', () => {
  test('register → waiting → countdown end → webinar → video end → thank-you panel → offer, every step recorded', async () => {
    // An IP of its own: no other test's registrations use up this visitor's form allowance.
    const page = await kit.newPage({ viewport: { width: 390, height: 844 }, ownIp: true })
    await page.clock.install()
    await openHydrated(page, '/register')
    await expect.poll(() => page.locator('form input[name="fullName"]').isEditable()).toBe(true)
    const form = page.locator('form')
    await form.getByLabel('Teljes név').fill('Kovács Anna')
    await form.getByLabel('E-mail-cím').fill('anna.funnel@pelda.hu')
    await page.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
    await form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }).click()

    await page.waitForURL('**/waiting')
    await expect.poll(() => page.getByText('Sikeres regisztráció!').count()).toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId('waiting-greeting').innerText()).toContain('Kedves Kovács Anna!')
    const stored = (await readStorage(page, 'webinarRegistration')) as WebinarRegistrationRecord
    expect(stored).toMatchObject({ fullName: 'Kovács Anna', email: 'anna.funnel@pelda.hu' })
    const row = db.prepare("SELECT id, metadata FROM registrations WHERE email = 'anna.funnel@pelda.hu'").get() as {
      id: number
      metadata: string
    }
    // The browser counts down to the time the server computed and kept: 10 minutes after registering.
    expect(JSON.parse(row.metadata)).toEqual({ webinarTime: stored.webinarTime })
    expect(Date.parse(stored.webinarTime!) - Date.parse(stored.registrationDate)).toBe(10 * MINUTE)
    const units = page.getByTestId('waiting-countdown').locator('[data-unit]')
    await expect
      .poll(() => units.evaluateAll((labels) => labels.map((label) => label.getAttribute('data-unit'))))
      .toEqual(['hours', 'minutes', 'seconds'])
    expect(await page.getByTestId('waiting-countdown').innerText()).toMatch(
      /^00\s+óra\s+(09|10)\s+perc\s+\d\d\s+másodperc$/,
    )

    await page.clock.fastForward('10:01')
    await page.waitForURL('**/webinar')
    await expect.poll(() => page.getByTestId('webinar-greeting').innerText()).toContain('Kovács Anna')
    expect(await page.locator('header[data-testid="site-header"]').count()).toBe(0)
    await expect.poll(() => page.getByTestId('video-player').getAttribute('data-playback')).toBe('playing')
    await skipToEnd(page)
    await expect.poll(() => page.getByTestId('video-ended').isVisible()).toBe(true)
    expect(await page.getByTestId('video-ended').innerText()).toContain('Thanks for watching the webinar!')
    expect(await page.getByTestId('video-controls').count()).toBe(0)
    await page.getByRole('button', { name: 'View Special Offer' }).click()

    await page.waitForURL('**/offer')
    await expect.poll(() => offerSeconds(page)).toBeLessThanOrEqual(15 * 60)
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await page.getByTestId('offer-cta').click()
    await expect.poll(() => alerts).toEqual(['Redirecting to checkout page...'])

    const steps = () =>
      (db.prepare('SELECT step FROM funnel_progress WHERE registration_id = ?').all(row.id) as { step: string }[])
        .map((progress) => progress.step)
        .sort()
    await expect
      .poll(steps)
      .toEqual(
        [
          'waiting_viewed',
          'video_started',
          'video_25',
          'video_50',
          'video_75',
          'video_completed',
          'offer_viewed',
          'offer_clicked',
        ].sort(),
      )
  })

  test('the join-now link skips the wait and the video page greets the registrant', async () => {
    const page = await pageWithStorage({ webinarRegistration: storedRegistration({ webinarTime: undefined }) })
    await openHydrated(page, '/waiting')
    // A registration without a webinar time gets one 10 minutes ahead, kept so a reload counts on.
    await expect
      .poll(async () => ((await readStorage(page, 'webinarRegistration')) as WebinarRegistrationRecord).webinarTime)
      .toBeTruthy()
    const target = ((await readStorage(page, 'webinarRegistration')) as WebinarRegistrationRecord).webinarTime!
    expect(Date.parse(target) - Date.now()).toBeGreaterThan(9 * MINUTE)
    expect(Date.parse(target) - Date.now()).toBeLessThanOrEqual(10 * MINUTE)
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(((await readStorage(page, 'webinarRegistration')) as WebinarRegistrationRecord).webinarTime).toBe(target)

    await page.getByTestId('join-now').click()
    await page.waitForURL('**/webinar')
    await expect.poll(() => page.getByTestId('webinar-greeting').innerText()).toContain('Teszt Elek')
  })

  test('a stored registration with a blank name is greeted as the guest on the waiting and the video page', async () => {
    const page = await pageWithStorage({ webinarRegistration: storedRegistration({ fullName: '  ' }) })
    await openHydrated(page, '/waiting')
    await expect.poll(() => page.getByTestId('waiting-greeting').innerText()).toContain('Kedves Vendégünk!')
    await openHydrated(page, '/webinar')
    await expect.poll(() => page.getByTestId('webinar-greeting').innerText()).toContain('Üdvözöljük, Vendégünk!')
  })

  test('the waiting page offers the webinar as an .ics file and a Google Calendar link at Budapest time', async () => {
    const webinarTime = '2027-01-15T17:30:00.000Z'
    const page = await pageWithStorage({ webinarRegistration: storedRegistration({ webinarTime }) })
    await openHydrated(page, '/waiting')
    await expect.poll(() => page.getByTestId('waiting-start').innerText()).toContain('2027. január 15. 18:30')
    const ics = page.getByRole('link', { name: /Naptárba/ })
    const response = await page.request.get((await ics.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('DTSTART;TZID=Europe/Budapest:20270115T183000')
    const google = new URL((await page.getByRole('link', { name: /Google Naptár/ }).getAttribute('href'))!)
    expect(google.searchParams.get('dates')).toBe('20270115T173000Z/20270115T183000Z')
    // Days show while there are some.
    expect(await page.getByTestId('waiting-countdown').locator('[data-unit="days"]').count()).toBe(1)
  })

  for (const [label, stored] of [
    ['no stored registration', {}],
    ['a stored registration that cannot be read', { webinarRegistration: '{"fullName": "Teszt' }],
    ['a stored registration of the wrong shape', { webinarRegistration: { fullName: 42 } }],
  ] as const) {
    test(`with ${label}, /waiting and /webinar send the visitor to /register`, async () => {
      const page = await pageWithStorage(stored)
      for (const path of ['/waiting', '/webinar']) {
        await page.goto(path)
        await page.waitForURL('**/register')
        await expect.poll(() => page.locator('h1').innerText()).toBe(HUNGARIAN_REGISTER_CONFIG.headline)
      }
    })
  }

  test('when the config API fails, the funnel shows the stored copy, and without one the built-in default', async () => {
    kit.allowConsoleErrors(/status of 500/)
    const page = await pageWithStorage({ registerConfig: { ...DEFAULT_REGISTER_CONFIG, headline: 'Tárolt főcím' } })
    await page.route('**/trpc/funnel.registerConfig**', (route) => route.fulfill({ status: 500, body: 'down' }))
    await openHydrated(page, '/adatvedelem')
    // A client-side navigation asks the API (the server render already carries the config).
    await page.locator('footer a[href="/register"]').click()
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe('Tárolt főcím')

    await page.evaluate(() => localStorage.removeItem('registerConfig'))
    await page.locator('footer a[href="/adatvedelem"]').click()
    await page.waitForURL('**/adatvedelem')
    await page.locator('footer a[href="/register"]').click()
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe(DEFAULT_REGISTER_CONFIG.headline)
  })

  test('a successful load refreshes the stored copy of the config', async () => {
    const page = await pageWithStorage({ registerConfig: { ...DEFAULT_REGISTER_CONFIG, headline: 'Régi főcím' } })
    await openHydrated(page, '/register')
    await expect.poll(() => readStorage(page, 'registerConfig')).toEqual(HUNGARIAN_REGISTER_CONFIG)
  })

  test('the offer countdown runs from the first view, across a reload and a new visit, and stops at 00:00', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 844 } })
    await openHydrated(page, '/offer')
    const html = visibleText(await serverHtml(kit.baseUrl, '/offer')).replaceAll('&#x27;', "'")
    expect(html).toContain('15:00')
    expect(html).toContain('$997')
    expect(html).toContain('$497')
    expect(html).toContain('One-time payment')
    expect(html).toContain("What You'll Get:")
    expect(html).toContain('Fast-Action Bonuses:')
    expect(html).toContain('Value: $197')

    await expect.poll(() => readStorage(page, 'offerFirstViewedAt')).toBeTruthy()
    const firstView = (await readStorage(page, 'offerFirstViewedAt')) as string
    const first = await offerSeconds(page)
    expect(first).toBeGreaterThanOrEqual(14 * 60 + 58)
    await page.waitForTimeout(2200)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect.poll(() => offerSeconds(page)).toBeLessThanOrEqual(first - 2)
    expect(await readStorage(page, 'offerFirstViewedAt')).toBe(firstView)

    // A later visit in the same browser: the first view is 14 minutes back, so about a minute is left.
    await page.evaluate(
      (earlier) => localStorage.setItem('offerFirstViewedAt', JSON.stringify(earlier)),
      new Date(Date.now() - 14 * MINUTE).toISOString(),
    )
    const later = await page.context().newPage()
    await openHydrated(later, '/offer')
    await expect.poll(() => offerSeconds(later)).toBeLessThanOrEqual(60)
    expect(await offerSeconds(later)).toBeGreaterThan(50)

    await later.clock.install()
    await later.reload()
    await later.waitForLoadState('networkidle')
    await later.clock.fastForward(OFFER_COUNTDOWN_MS)
    await expect.poll(() => later.getByTestId('offer-countdown').innerText()).toBe('00:00')
    await later.clock.fastForward('00:05')
    expect(await later.getByTestId('offer-countdown').innerText()).toBe('00:00')
    expect(later.url()).toMatch(/\/offer$/)
  })

  test('when the browser refuses autoplay the video waits, paused, and its controls work', async () => {
    const page = await pageWithStorage({ webinarRegistration: storedRegistration() })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    // As a browser with autoplay off: play() without a user gesture is refused.
    await page.addInitScript(() => {
      const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!.value as (
        this: HTMLMediaElement,
      ) => Promise<void>
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!navigator.userActivation.hasBeenActive) {
          return Promise.reject(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'))
        }
        return play.call(this)
      }
    })
    await openHydrated(page, '/webinar')
    const player = page.getByTestId('video-player')
    await expect.poll(() => player.getAttribute('data-playback')).toBe('paused')
    expect(warnings.some((text) => text.includes('refused to start the webinar video'))).toBe(true)
    expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true)
    await expect.poll(() => page.getByTestId('video-time').innerText()).toMatch(/^0:00 \/ 0:3\d$/)

    await page.getByRole('button', { name: 'Lejátszás' }).click()
    await expect.poll(() => player.getAttribute('data-playback')).toBe('playing')
    await page.getByRole('button', { name: 'Szünet' }).click()
    await expect.poll(() => player.getAttribute('data-playback')).toBe('paused')

    await page.getByRole('button', { name: 'Hang bekapcsolása' }).click()
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(false)
    await player.focus()
    await page.keyboard.press('m')
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('video-time').innerText()).toMatch(/^0:10 \//)
    await page.keyboard.press(' ')
    await expect.poll(() => player.getAttribute('data-playback')).toBe('playing')

    const slider = page.getByRole('slider', { name: 'Tekerés' })
    await slider.fill('20')
    await expect
      .poll(() => page.evaluate(() => Math.floor(document.querySelector('video')!.currentTime)))
      .toBeGreaterThanOrEqual(20)
  })

  test('the register page is server-rendered with its form, texts and the three teaching cards', async () => {
    const text = visibleText(await serverHtml(kit.baseUrl, '/register'))
    for (const expected of [
      HUNGARIAN_REGISTER_CONFIG.headline,
      ...HUNGARIAN_REGISTER_CONFIG.bulletPoints,
      'Korlátozott számú hely',
      'Foglalja Le Helyét Most',
      HUNGARIAN_REGISTER_CONFIG.ctaButton,
      HUNGARIAN_REGISTER_CONFIG.privacyText,
      'Gyakorlati megoldások',
      'Költséghatékony módszerek',
      'Személyre szabott tanácsok',
    ]) {
      expect(text).toContain(expected)
    }
    const html = await serverHtml(kit.baseUrl, '/register')
    expect(html).toContain('placeholder="Például: Kovács Anna"')
    expect(html).not.toMatch(/aria-label="A regisztrációs oldal betöltése"/)
  })
})

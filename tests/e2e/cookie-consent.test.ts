import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { CONSENT_MAX_AGE_MS, CONSENT_TEXT_VERSION } from '../../shared/consent'
import { CookieConsentTexts as texts } from '../../shared/content/cookie-consent'
import { COOKIE_SETTINGS_LABEL } from '../../shared/content/cookie-settings-label'
import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages'
import { setUpBrowser } from './support/browser'
import { E2E_MEASUREMENT_ID } from './support/global-setup'
import { openHydrated } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const ANALYTICS_HOST = 'https://www.googletagmanager.com/'

interface Visit {
  page: Page
  /** Every request to an analytics host, answered here with an empty script: nothing leaves the machine. */
  analyticsRequests: string[]
  /** The site's scripts the page asked for, by file name. */
  siteScripts: string[]
}

/** A visitor with no stored choice, or with what `storage` holds (written before the page's scripts run), on `path`. */
async function visit(
  storage: Record<string, string> = {},
  viewport = { width: 1280, height: 800 },
  path = '/',
): Promise<Visit> {
  const page = await kit.newPage({ consent: 'none', viewport })
  const analyticsRequests: string[] = []
  const siteScripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === kit.baseUrl && url.pathname.endsWith('.js')) {
      siteScripts.push(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))
    }
  })
  await page.route(`${ANALYTICS_HOST}**`, (route) => {
    analyticsRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
  }, storage)
  await page.goto(path)
  return { page, analyticsRequests, siteScripts }
}

const card = (page: Page) => page.getByTestId('consent-card')

/** The consent code and the storage reader load in chunks of their own after hydration. */
const CONSENT_CODE_LOADED = { timeout: 10_000 }

/** What the page told Consent Mode, in order: each `gtag(...)` call's arguments. */
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  )

const stored = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = window.localStorage.getItem(name)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  }, key)

const SIGNALS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const
const all = (signal: 'granted' | 'denied') => Object.fromEntries(SIGNALS.map((name) => [name, signal]))

const earlierChoice = (timestamp: string, version = CONSENT_TEXT_VERSION) => ({
  cookieConsent: JSON.stringify({
    consentId: '11111111-2222-4333-8444-555555555555',
    version,
    essential: true,
    analytics: true,
    marketing: false,
    recorded: true,
  }),
  cookieConsentTimestamp: JSON.stringify(timestamp),
})

describe('cookie consent card', () => {
  test('shows with no stored choice, with a choice older than a year, with an unreadable one, and for an older text', async () => {
    const yearAndADayAgo = new Date(Date.now() - CONSENT_MAX_AGE_MS - 86_400_000).toISOString()
    for (const storage of [
      {},
      earlierChoice(yearAndADayAgo),
      { cookieConsent: '{nem json', cookieConsentTimestamp: JSON.stringify(new Date().toISOString()) },
      earlierChoice(new Date().toISOString(), '2020-01-01'),
    ]) {
      const { page } = await visit(storage)
      await card(page).waitFor()
      expect(await card(page).getByRole('heading').innerText()).toBe(texts.cardTitle)
    }
    // A choice of this year, for this text, holds: no card, and the page applies it.
    const { page } = await visit(earlierChoice(new Date().toISOString()))
    await expect.poll(() => consentCalls(page).then((calls) => calls.length), CONSENT_CODE_LOADED).toBe(2)
    expect(await card(page).count()).toBe(0)
    expect((await consentCalls(page))[1]).toEqual([
      'consent',
      'update',
      { ...all('denied'), analytics_storage: 'granted' },
    ])
  })

  test('a returning visitor’s choice is read with its own schemas, not the forms’ code or the other keys’ reader', async () => {
    const { page, siteScripts } = await visit(earlierChoice(new Date().toISOString()), undefined, '/tortenetunk')
    await expect.poll(() => consentCalls(page).then((calls) => calls.length), CONSENT_CODE_LOADED).toBe(2)
    expect(siteScripts.filter((file) => file.startsWith('stored-consent-'))).not.toEqual([])
    expect(siteScripts.filter((file) => /^(stored-values|form-kit|config-defaults)-/.test(file))).toEqual([])
  })

  test('"Összes elfogadása" stores both on, grants all four signals, records the choice and only then loads analytics', async () => {
    const { page, analyticsRequests } = await visit()
    await card(page).waitFor()
    const [defaults] = await consentCalls(page)
    expect(defaults).toEqual(['consent', 'default', { ...all('denied'), wait_for_update: 500 }])
    expect(analyticsRequests).toEqual([])

    // Equally prominent: the two answers look the same.
    const accept = card(page).getByRole('button', { name: texts.acceptAll })
    const necessary = card(page).getByRole('button', { name: texts.onlyNecessary })
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        return [style.fontSize, style.fontWeight, style.backgroundColor, element.getBoundingClientRect().height]
      })
    expect(await look(accept)).toEqual(await look(necessary))

    await accept.click()
    await expect.poll(() => card(page).count()).toBe(0)
    const consent = (await stored(page, 'cookieConsent')) as Record<string, unknown>
    expect(consent).toMatchObject({ version: CONSENT_TEXT_VERSION, essential: true, analytics: true, marketing: true })
    expect(Date.now() - Date.parse((await stored(page, 'cookieConsentTimestamp')) as string)).toBeLessThan(60_000)
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', all('granted')])
    await expect.poll(() => analyticsRequests.length).toBe(1)
    expect(analyticsRequests[0]).toBe(`${ANALYTICS_HOST}gtag/js?id=${E2E_MEASUREMENT_ID}`)

    const row = () =>
      db
        .prepare('SELECT version, analytics, marketing FROM consent_records WHERE consent_id = ?')
        .get(consent.consentId) as { version: string; analytics: number; marketing: number } | undefined
    await expect.poll(row, CONSENT_CODE_LOADED).toEqual({ version: CONSENT_TEXT_VERSION, analytics: 1, marketing: 1 })
    await expect.poll(() => stored(page, 'cookieConsent'), CONSENT_CODE_LOADED).toMatchObject({ recorded: true })
  })

  test('"Csak a szükségesek" stores both off, denies all four signals and never loads analytics', async () => {
    const { page, analyticsRequests } = await visit()
    await card(page).getByRole('button', { name: texts.onlyNecessary }).click()
    await expect.poll(() => card(page).count()).toBe(0)
    expect(await stored(page, 'cookieConsent')).toMatchObject({ analytics: false, marketing: false })
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', all('denied')])
    await page.reload()
    await expect.poll(() => consentCalls(page).then((calls) => calls.length), CONSENT_CODE_LOADED).toBe(2)
    expect(await card(page).count()).toBe(0)
    expect(analyticsRequests).toEqual([])
  })

  test('"Testreszabás": essential is locked on, analytics alone can be chosen, and the footer link opens it again', async () => {
    const { page } = await visit()
    await card(page).getByRole('button', { name: texts.customise }).click()
    const dialog = page.getByRole('dialog', { name: texts.settingsTitle })
    await dialog.waitFor()
    const essential = dialog.getByRole('checkbox', { name: texts.essential })
    expect(await essential.isChecked()).toBe(true)
    expect(await essential.isDisabled()).toBe(true)
    await dialog.getByText(texts.analytics, { exact: true }).click()
    await dialog.getByRole('button', { name: texts.save }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await stored(page, 'cookieConsent')).toMatchObject({ analytics: true, marketing: false })
    expect((await consentCalls(page)).at(-1)).toEqual([
      'consent',
      'update',
      { ...all('denied'), analytics_storage: 'granted' },
    ])

    await page.getByRole('button', { name: COOKIE_SETTINGS_LABEL }).click()
    await dialog.waitFor()
    expect(await dialog.getByRole('checkbox', { name: texts.analytics }).isChecked()).toBe(true)
    expect(await dialog.getByRole('checkbox', { name: texts.marketing }).isChecked()).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
  })

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the card is operable by keyboard and leaves the hero and its main button visible`, async () => {
      const { page } = await visit({}, viewport)
      await card(page).waitFor()
      const box = (await card(page).boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1)
      const hero = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const mainAction = (await page
        .getByRole('link', { name: /Próbálja ki a demót/ })
        .first()
        .boundingBox())!
      expect(hero.y + hero.height).toBeLessThan(box.y)
      expect(mainAction.y + mainAction.height).toBeLessThanOrEqual(box.y)
      await card(page).getByRole('button', { name: texts.onlyNecessary }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => card(page).count()).toBe(0)
    })
  }
})

test('the privacy policy describes both consent keys and its button opens the settings', async () => {
  const page = await kit.newPage()
  await openHydrated(page, '/adatvedelem')
  const text = await page.locator('main').innerText()
  expect(text).toContain('cookieConsent')
  expect(text).toContain('cookieConsentTimestamp')
  await page.locator('main').getByRole('button', { name: COOKIE_SETTINGS_LABEL }).click()
  await page.getByRole('dialog', { name: texts.settingsTitle }).waitFor()
})

describe('no request to another host before consent', () => {
  test('every public page and the funnel pages load only from the site itself', async () => {
    const page = await kit.newPage({ consent: 'none' })
    const ownOrigin = new URL(kit.baseUrl).origin
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== ownOrigin) foreign.push(request.url())
    })
    const registration = {
      fullName: 'Teszt Elek',
      email: 'elek@pelda.hu',
      registrationDate: new Date().toISOString(),
      webinarTime: new Date(Date.now() + 600_000).toISOString(),
      hostName: 'Dr. Szabó Réka',
      hostTitle: 'Pharmacist',
    }
    for (const path of [...PUBLIC_PAGE_PATHS, '/blog/8', '/waiting', '/webinar', '/offer']) {
      if (path === '/waiting') {
        await page.evaluate(
          (value) => window.localStorage.setItem('webinarRegistration', value),
          JSON.stringify(registration),
        )
      }
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
      await card(page).waitFor()
    }
    expect(foreign).toEqual([])
  })
})

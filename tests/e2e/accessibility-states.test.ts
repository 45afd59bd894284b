import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { CookieConsentTexts as texts } from '../../shared/content/cookie-consent'
import { COOKIE_SETTINGS_LABEL } from '../../shared/content/cookie-settings-label'
import { DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import {
  HUNGARIAN_OFFER_CONFIG,
  HUNGARIAN_REGISTER_CONFIG,
  HUNGARIAN_WEBINAR_CONFIG,
} from '../../shared/funnel/config-defaults-hungarian'
import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages'
import { FORM_RULES, type FormName } from '../../shared/schemas/forms'
import { axeViolations } from './support/axe'
import { setUpBrowser } from './support/browser'
import { contrastRatio } from './support/colour-contrast'
import { focusedRing, focusedUnderCookieCard, focusSettled, textColours } from './support/focus'
import { openHydrated } from './support/in-page'

const kit = setUpBrowser()

const PHONE = { width: 390, height: 844 }

/** A webinar registration in the browser, as the form leaves it, so /webinar plays instead of sending to /register. */
const REGISTRATION = JSON.stringify({
  fullName: 'Teszt Elek',
  email: 'elek@pelda.hu',
  registrationDate: new Date().toISOString(),
  webinarTime: new Date(Date.now() - 60_000).toISOString(),
  hostName: 'Dr. Szabó Réka',
  hostTitle: 'Gyógyszerész',
})

async function withRegistration(page: Page): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('webinarRegistration', value), REGISTRATION)
}

/** Opens the demo page with no stored access: its access dialog opens by itself once the page knows. */
async function openDemoDialog(page: Page): Promise<Locator> {
  await page.goto('/demo')
  const dialog = page.getByRole('dialog', { name: 'Demó hozzáférés' })
  await dialog.waitFor()
  return dialog
}

const PUBLIC_FORMS: { form: FormName; path: string; label: string }[] = [
  { form: 'webinar', path: '/register', label: 'Webinárium regisztráció' },
  { form: 'join', path: '/okos-patika', label: 'Csatlakozás az Okos Patika közösséghez' },
  { form: 'training', path: '/ai-kepzesek', label: 'Képzési érdeklődés' },
  { form: 'demo', path: '/demo', label: 'Demó hozzáférés igénylése' },
]

/** Opens the page of a public form (the demo's in its dialog) and sends it empty once hydrated. */
async function sendEmptyForm(page: Page, { path, label }: { path: string; label: string }): Promise<Locator> {
  if (path === '/demo') await openDemoDialog(page)
  else await openHydrated(page, path)
  const form = page.getByRole('form', { name: label })
  await form.locator('button[type="submit"]').click()
  await form.locator('[aria-invalid="true"]').first().waitFor()
  return form
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

describe('axe finds no violation', () => {
  test('with every home-page FAQ answer open', async () => {
    const page = await kit.newPage()
    await openHydrated(page, '/')
    const faq = page.getByTestId('faq-accordion')
    for (const trigger of await faq.getByRole('button').all()) await trigger.click()
    await expect.poll(() => faq.locator('[aria-expanded="false"]').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('with each Okos Patika FAQ answer open in turn', async () => {
    const page = await kit.newPage()
    await openHydrated(page, '/okos-patika')
    const faq = page.getByTestId('collective-faq')
    for (const trigger of await faq.getByRole('button').all()) {
      await trigger.click()
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true')
      expect(await axeViolations(page)).toEqual([])
    }
  })

  for (const publicForm of PUBLIC_FORMS) {
    test(`with the ${publicForm.form} form's errors showing on ${publicForm.path}`, async () => {
      const page = await kit.newPage()
      await sendEmptyForm(page, publicForm)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('with the mobile menu open at 390 px', async () => {
    const page = await kit.newPage({ viewport: PHONE })
    await openHydrated(page, '/')
    await page.getByRole('button', { name: 'Menü megnyitása' }).click()
    await page.locator('#mobile-menu').waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  test('with the cookie card showing, and with its settings dialog open', async () => {
    const page = await kit.newPage({ consent: 'none' })
    await openHydrated(page, '/')
    const card = page.getByTestId('consent-card')
    await card.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await card.getByRole('button', { name: texts.customise }).click()
    await page.getByRole('dialog', { name: texts.settingsTitle }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  test('with the demo access dialog open', async () => {
    const page = await kit.newPage()
    await openDemoDialog(page)
    expect(await axeViolations(page)).toEqual([])
  })

  test('on /webinar, which has a main landmark and a skip link of its own', async () => {
    const page = await kit.newPage()
    await withRegistration(page)
    await openHydrated(page, '/webinar')
    await page.locator('video').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ugrás a tartalomra')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
  })
})

describe('form errors', () => {
  for (const publicForm of PUBLIC_FORMS) {
    test(`a failed ${publicForm.form} submit puts focus on the first field in error`, async () => {
      const page = await kit.newPage()
      await sendEmptyForm(page, publicForm)
      expect(await focusedName(page)).toBe('fullName')
    })
  }

  test('a form posted before its scripts loaded comes back with its first field in error to be focused', async () => {
    const page = await kit.newPage()
    // The scripts of the page that posts never arrive (a slow phone); those of the page sent back do.
    kit.allowConsoleErrors(/Failed to load resource|status of 400/)
    const noScripts = (route: Route) => route.abort()
    await page.route('**/assets/**/*.js', noScripts)
    await page.goto('/okos-patika')
    await page.getByLabel('Gyógyszertár vagy rendelő neve').fill('Pontos Patika')
    await page.waitForTimeout(FORM_RULES.join.minDelayMs + 300)
    await page.unroute('**/assets/**/*.js', noScripts)
    await page.getByRole('button', { name: 'Csatlakozom' }).click()
    await page.getByTestId('form-notice').waitFor()
    // Once the page sent back has loaded its scripts and hydrated the form.
    await expect.poll(() => focusedName(page), { timeout: 15_000 }).toBe('fullName')
  })

  test('error text is at least 4.5:1 against its background', async () => {
    const page = await kit.newPage()
    const form = await sendEmptyForm(page, PUBLIC_FORMS[1]!)
    const errorText = form.locator('[data-part="error-text"]').first()
    const { text, background } = await errorText.evaluate(textColours)
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('the cookie card and keyboard focus', () => {
  for (const path of PUBLIC_PAGE_PATHS) {
    test(`at 390 × 844 Tab never focuses something on ${path} that the cookie card covers`, async () => {
      const page = await kit.newPage({ viewport: PHONE, consent: 'none' })
      if (path === '/demo') {
        await openDemoDialog(page)
        await page.keyboard.press('Escape')
      } else await openHydrated(page, path)
      await page.getByTestId('consent-card').waitFor()
      const covered: string[] = []
      for (let stop = 0; stop < 200; stop += 1) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(focusedUnderCookieCard)
        if (focused === 'end') break
        if (focused.covered !== null) covered.push(focused.covered)
      }
      expect(covered).toEqual([])
    })
  }

  test('the card comes right after the skip link in the focus order, and Escape moves on past it', async () => {
    const page = await kit.newPage({ viewport: PHONE, consent: 'none' })
    await openHydrated(page, '/register')
    const card = page.getByTestId('consent-card')
    await card.waitFor()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ugrás a tartalomra')
    await page.keyboard.press('Tab')
    expect(await card.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('PatikaChat – főoldal')
    expect(await card.isVisible()).toBe(true)
  })

  test('closing the settings returns focus to where it was opened; a choice leaves it on the page', async () => {
    const page = await kit.newPage({ consent: 'none' })
    await openHydrated(page, '/')
    const card = page.getByTestId('consent-card')
    const customise = card.getByRole('button', { name: texts.customise })
    await customise.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: texts.settingsTitle })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => customise.evaluate((element) => element === document.activeElement)).toBe(true)

    await card.getByRole('button', { name: texts.onlyNecessary }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => card.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')

    const footerButton = page.getByRole('button', { name: COOKIE_SETTINGS_LABEL })
    await footerButton.focus()
    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: texts.save }).press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => footerButton.evaluate((element) => element === document.activeElement)).toBe(true)
  })
})

describe('focus rings', () => {
  for (const path of ['/', '/okos-patika', '/register', '/offer', '/webinar']) {
    test(`every focus stop on ${path} shows a ring at least 3:1 against its background`, async () => {
      const page = await kit.newPage()
      await withRegistration(page)
      await openHydrated(page, path)
      const weak: string[] = []
      for (let stop = 0; stop < 200; stop += 1) {
        await page.keyboard.press('Tab')
        await page.waitForFunction(focusSettled)
        const focused = await page.evaluate(focusedRing)
        if (focused === null) break
        const ratio = focused.ring === null ? 0 : contrastRatio(focused.ring, focused.background)
        if (ratio < 3) weak.push(`${focused.element}: ${focused.ring} on ${focused.background.join(' over ')}`)
      }
      expect(weak).toEqual([])
    })
  }

  test('a focused form field in the demo dialog shows its ring at least 3:1', async () => {
    const page = await kit.newPage()
    await openDemoDialog(page)
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(focusedRing)
    expect(focused?.ring).toBeTruthy()
    expect(contrastRatio(focused?.ring ?? '', focused?.background ?? [])).toBeGreaterThanOrEqual(3)
  })
})

describe('the mobile menu', () => {
  test('closes with Escape, focus back on its toggle, and when focus leaves it', async () => {
    const page = await kit.newPage({ viewport: PHONE })
    await openHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Menü megnyitása' })
    const menu = page.locator('#mobile-menu')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await menu.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await menu.waitFor()
    const stops = await menu.locator('a').count()
    for (let stop = 0; stop <= stops; stop += 1) await page.keyboard.press('Tab')
    await menu.waitFor({ state: 'detached' })
  })
})

describe('English text on the Hungarian pages', () => {
  const englishLang = (locator: Locator) =>
    locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? null)

  test('the funnel pages mark the built-in English defaults and labels, not the Hungarian starter; the not-found page its own', async () => {
    const page = await kit.newPage()
    await withRegistration(page)
    await openHydrated(page, '/register')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu')
    expect(await englishLang(page.getByRole('heading', { name: HUNGARIAN_REGISTER_CONFIG.headline }))).toBe('hu')
    expect(await englishLang(page.getByText(HUNGARIAN_REGISTER_CONFIG.ctaButton))).toBe('hu')
    expect(await englishLang(page.getByText('Foglalja Le Helyét Most'))).toBe('hu')

    await openHydrated(page, '/webinar')
    expect(await englishLang(page.getByRole('heading', { name: HUNGARIAN_WEBINAR_CONFIG.title }))).toBe('hu')
    expect(await englishLang(page.getByText(HUNGARIAN_WEBINAR_CONFIG.presenter.bio))).toBe('hu')
    expect(await englishLang(page.getByText('A legfontosabb tudnivalók'))).toBe('hu')

    await openHydrated(page, '/offer')
    expect(await englishLang(page.getByRole('heading', { name: HUNGARIAN_OFFER_CONFIG.title }))).toBe('hu')
    expect(await englishLang(page.getByRole('heading', { name: "What You'll Get:" }))).toBe('en')
    expect(await englishLang(page.getByText('One-time payment'))).toBe('en')
    expect(await englishLang(page.getByText('Az ajánlat lejár:'))).toBe('hu')

    // When nothing loads (no answer, no stored copy), the spec's English defaults show, marked as English.
    kit.allowConsoleErrors(/status of 500/)
    await page.route('**/trpc/funnel.registerConfig**', (route) => route.fulfill({ status: 500, body: 'down' }))
    await openHydrated(page, '/adatvedelem')
    await page.evaluate(() => localStorage.removeItem('registerConfig'))
    await page.locator('footer a[href="/register"]').click()
    const englishHeadline = page.getByRole('heading', { name: DEFAULT_REGISTER_CONFIG.headline })
    await englishHeadline.waitFor({ timeout: 10_000 })
    expect(await englishLang(englishHeadline)).toBe('en')
    expect(await englishLang(page.getByText(DEFAULT_REGISTER_CONFIG.privacyText))).toBe('en')
    expect(await englishLang(page.getByText(DEFAULT_REGISTER_CONFIG.ctaButton))).toBe('en')
    expect(await englishLang(page.getByText(DEFAULT_REGISTER_CONFIG.bulletPoints[0]!))).toBe('en')
    await page.unroute('**/trpc/funnel.registerConfig**')

    kit.allowConsoleErrors(/status of 404/)
    await page.goto('/nincs-ilyen-oldal')
    expect(await englishLang(page.getByRole('heading', { level: 1 }))).toBe('en')
    expect(await englishLang(page.getByRole('link', { name: 'Return to Home' }))).toBe('en')
  })
})

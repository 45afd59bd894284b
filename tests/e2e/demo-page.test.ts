import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { CookieConsentTexts as texts } from '../../shared/content/cookie-consent'
import type { PharmacyDemoAccess } from '../../shared/schemas/forms'
import { SCRIPTED_EXCHANGES } from '../../client/pages/demo/assistant-script'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'
import { SCREENSHOT_VIEWPORTS } from './support/screenshots'

const kit = setUpBrowser()

const PHONE = { width: 390, height: 844 }

const ACCESS: PharmacyDemoAccess = {
  fullName: 'Teszt Elek',
  email: 'elek@pelda.hu',
  pharmacyName: 'Napfény Patika',
  position: 'owner',
  accessDate: new Date().toISOString(),
}

/** How far each element reaches past the box around it, in px, by its text; empty when all stay inside. */
async function overflowsOf(elements: Locator, box: Locator): Promise<Record<string, number>> {
  const outer = await box.boundingBox()
  expect(outer).not.toBeNull()
  const overflows: Record<string, number> = {}
  for (const element of await elements.all()) {
    const inner = await element.boundingBox()
    expect(inner).not.toBeNull()
    const past = Math.max(
      outer!.x - inner!.x,
      outer!.y - inner!.y,
      inner!.x + inner!.width - (outer!.x + outer!.width),
      inner!.y + inner!.height - (outer!.y + outer!.height),
      // Text that runs past the element's own edge.
      await element.evaluate((node) => node.scrollWidth - node.clientWidth),
    )
    if (past > 0) overflows[await element.innerText()] = past
  }
  return overflows
}

/** Whether the element at the centre of `target` is `target` or inside it: nothing (an overlay) lies over it. */
const onTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && element.contains(hit)
  })

async function openFirstVisit(page: Page): Promise<{ dialog: Locator; card: Locator }> {
  await page.goto('/demo')
  const dialog = page.getByRole('dialog', { name: 'Demó hozzáférés' })
  const card = page.getByTestId('consent-card')
  await dialog.waitFor()
  await card.waitFor()
  return { dialog, card }
}

describe('demo page', () => {
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px every question of the preview stays inside its card`, async () => {
      const page = await kit.newPage({ viewport })
      await page.addInitScript((access) => localStorage.setItem('pharmacyDemoAccess', access), JSON.stringify(ACCESS))
      await page.goto('/demo')
      const preview = page.getByTestId('assistant-preview')
      const questions = preview.getByRole('button', { name: /\?$/ })
      await questions.first().waitFor()
      expect(await questions.count()).toBe(SCRIPTED_EXCHANGES.length)
      expect(await overflowsOf(questions, preview)).toEqual({})
    })

    test(`at ${viewport.width} px on a first visit the cookie card is answered over the access dialog`, async () => {
      const page = await kit.newPage({ viewport, consent: 'none' })
      const { dialog, card } = await openFirstVisit(page)
      const onlyNecessary = card.getByRole('button', { name: texts.onlyNecessary })
      expect(await onTop(onlyNecessary)).toBe(true)
      await onlyNecessary.click()
      await expect.poll(() => card.count()).toBe(0)
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toContain('"analytics":false')
      // The dialog stays, and the visitor goes on in it.
      expect(await dialog.isVisible()).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    })
  }

  test('on a first visit the card’s settings open and save over the access dialog', async () => {
    const page = await kit.newPage({ viewport: PHONE, consent: 'none' })
    const { dialog, card } = await openFirstVisit(page)
    await card.getByRole('button', { name: texts.customise }).click()
    const settings = page.getByRole('dialog', { name: texts.settingsTitle })
    await settings.waitFor()
    // Marketing rather than analytics: an analytics choice would load Google's tag, which the test cannot reach.
    const marketing = settings.getByRole('checkbox', { name: texts.marketing })
    expect(await onTop(settings.getByRole('button', { name: texts.save }))).toBe(true)
    await settings.getByText(texts.marketing, { exact: true }).click()
    await expect.poll(() => marketing.isChecked()).toBe(true)
    await settings.getByRole('button', { name: texts.save }).click()
    await expect.poll(() => settings.count()).toBe(0)
    await expect.poll(() => card.count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toContain('"marketing":true')
    expect(await dialog.isVisible()).toBe(true)
    // Focus comes back to the access form (the page behind it is inert).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog')?.tagName)).toBe('DIALOG')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
  })

  test('a keyboard visitor reaches the cookie card from the access dialog', async () => {
    const page = await kit.newPage({ viewport: PHONE, consent: 'none' })
    const { card } = await openFirstVisit(page)
    let reached = false
    for (let step = 0; step < 30 && !reached; step++) {
      await page.keyboard.press('Tab')
      reached = await card.evaluate((element) => element.contains(document.activeElement))
    }
    expect(reached).toBe(true)
  })

  test('at 390 px an error toast stands below the header, clear of the menu button, in the dialog and on a page', async () => {
    const page = await kit.newPage({ viewport: PHONE })
    await page.goto('/demo')
    await page.getByRole('dialog', { name: 'Demó hozzáférés' }).locator('button[type="submit"]').click()
    await expectToastBelowHeader(page)

    await openHydrated(page, '/ai-kepzesek')
    await page.getByRole('form', { name: 'Képzési érdeklődés' }).locator('button[type="submit"]').click()
    await expectToastBelowHeader(page)
  })
})

async function expectToastBelowHeader(page: Page): Promise<void> {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first()
  await toast.waitFor()
  const header = await page.getByTestId('site-header').boundingBox()
  const menuButton = await page.locator('button[aria-controls="mobile-menu"]').boundingBox()
  expect(menuButton!.y + menuButton!.height).toBeLessThanOrEqual(header!.y + header!.height)
  // Polled: the toast slides in from above before it settles.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
}

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { WebinarRegistrationRecord } from '../../shared/schemas/forms'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'
import { SCREENSHOT_VIEWPORTS } from './support/screenshots'

const kit = setUpBrowser()

/** Over a day ahead, so the countdown shows all four units, "másodperc" the widest. */
const REGISTRATION: WebinarRegistrationRecord = {
  fullName: 'Teszt Elek',
  email: 'elek@pelda.hu',
  registrationDate: new Date().toISOString(),
  webinarTime: new Date(Date.now() + 26 * 60 * 60_000).toISOString(),
  hostName: 'Dr. Szabó Réka',
  hostTitle: 'Gyógyszerész',
}

/** Room a text must leave between itself and the edge of its tile, in px. */
const MIN_INSET_PX = 4

/** Each text's smallest distance to the edges of the box around it, by text. */
function insetsIn(page: Page, textSelector: string, boxSelector: string): Promise<Record<string, number>> {
  return page.evaluate(
    ({ textSelector, boxSelector }) =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>(textSelector)].map((text) => {
          const box = text.closest(boxSelector)!.getBoundingClientRect()
          // The text's own extent, not its block's: a Range measures the glyphs.
          const range = document.createRange()
          range.selectNodeContents(text)
          const glyphs = range.getBoundingClientRect()
          const inset = Math.min(
            glyphs.left - box.left,
            box.right - glyphs.right,
            glyphs.top - box.top,
            box.bottom - glyphs.bottom,
          )
          return [text.innerText, Math.floor(inset)]
        }),
      ),
    { textSelector, boxSelector },
  )
}

async function openWaiting(viewport: { width: number; height: number }): Promise<Page> {
  const page = await kit.newPage({ viewport })
  await page.addInitScript(
    (registration) => localStorage.setItem('webinarRegistration', registration),
    JSON.stringify(REGISTRATION),
  )
  await openHydrated(page, '/waiting')
  await expect.poll(() => page.locator('[data-unit="days"]').count()).toBe(1)
  return page
}

describe('waiting page', () => {
  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px every countdown unit keeps clear of its box's edges`, async () => {
      const page = await openWaiting(viewport)
      const insets = await insetsIn(page, '[data-unit]', 'div')
      expect(Object.keys(insets)).toEqual(['nap', 'óra', 'perc', 'másodperc'])
      for (const [unit, inset] of Object.entries(insets)) expect(inset, unit).toBeGreaterThanOrEqual(MIN_INSET_PX)
    })

    test(`at ${viewport.width} px each preparation tile names its tip, inside the tile`, async () => {
      const page = await openWaiting(viewport)
      const tiles = page.getByTestId('waiting-tip-tiles').locator('li')
      expect(await tiles.allInnerTexts()).toEqual([
        'Egy nyugodt óra',
        'Stabil internet',
        'Jegyzet a kérdésekről',
        'Hangszóró vagy fülhallgató',
      ])
      const insets = await insetsIn(page, '[data-testid="waiting-tip-tiles"] li p', 'li')
      for (const [label, inset] of Object.entries(insets)) expect(inset, label).toBeGreaterThanOrEqual(MIN_INSET_PX)
    })
  }
})

import { describe, expect, test } from 'vitest'
import { TRAINING_PROGRAMMES } from '../../shared/content/ai-trainings'
import { COLLECTIVE_FAQ, COLLECTIVE_PACKAGES } from '../../shared/content/marketing-collective'
import { STORY_TIMELINE } from '../../shared/content/our-story'
import { setUpBrowser } from './support/browser'
import { gapBelowHeaderAfterFollowing, openHydrated, serverHtml, visibleText } from './support/in-page'
import { saveScreenshot, SCREENSHOT_VIEWPORTS } from './support/screenshots'

const kit = setUpBrowser()

/** What each page must say in the HTML the server sends, before any script runs. */
const PAGES = [
  {
    path: '/tortenetunk',
    name: 'tortenetunk',
    h1: 'Egy gyógyszerész ötletéből a patikák AI asszisztense',
    texts: [...STORY_TIMELINE.map((entry) => entry.when), 'Próbálja ki a demót', 'Konzultáció foglalása'],
  },
  {
    path: '/kiosk',
    name: 'kiosk',
    h1: 'AI asszisztens a váróterembe',
    texts: [
      '250 000 Ft - 500 000 Ft',
      '+ 54 000 Ft / hó előfizetés',
      '54 000 Ft',
      '+ 180 000 Ft visszatérítendő kaució',
      'Magyar és angol nyelvű támogatás',
      'Telepítés Wi-Fi-vel',
      'Használat',
      'Testreszabás',
    ],
  },
  {
    path: '/okos-patika',
    name: 'okos-patika',
    h1: 'Marketing, amelyet nem Önnek kell csinálnia',
    texts: [
      '55.000 - 75.000 Ft',
      '80.000 - 120.000 Ft',
      '130.000 - 200.000+ Ft',
      'Legnépszerűbb',
      'Jellemző elköteleződés: 12 hónap',
      '12-24 hónapos hűségidő',
      ...COLLECTIVE_PACKAGES.map((pack) => pack.name),
      ...COLLECTIVE_FAQ.map((entry) => entry.question),
    ],
  },
  {
    path: '/ai-kepzesek',
    name: 'ai-kepzesek',
    h1: 'Mesterséges intelligencia a patika mindennapjaiban',
    texts: [
      '4-6 órás képzés',
      'Személyesen',
      'Online',
      'minimum 4-5 óra',
      'minimum 5-6 óra',
      ...TRAINING_PROGRAMMES.map((programme) => programme.name),
    ],
  },
]

describe('marketing pages', () => {
  for (const spec of PAGES) {
    test(`${spec.path} is rendered on the server with its one h1 and its figures`, async () => {
      const html = await serverHtml(kit.baseUrl, spec.path)
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      const text = visibleText(html)
      expect(text).toContain(spec.h1)
      for (const expected of spec.texts) expect(text, expected).toContain(expected)
    })
  }

  test('the Okos Patika FAQ keeps one answer open at a time, and the open one closes', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 800 } })
    await openHydrated(page, '/okos-patika')
    const faq = page.getByTestId('collective-faq')
    const [first, second] = COLLECTIVE_FAQ
    const firstButton = faq.getByRole('button', { name: first?.question })
    const secondButton = faq.getByRole('button', { name: second?.question })
    await firstButton.click()
    // The first click also loads the accordion's code (client/lib/deferred-part.tsx): it opens once that is there.
    await expect.poll(() => firstButton.getAttribute('aria-expanded')).toBe('true')
    await secondButton.click()
    expect(await secondButton.getAttribute('aria-expanded')).toBe('true')
    expect(await firstButton.getAttribute('aria-expanded')).toBe('false')
    await secondButton.click()
    expect(await secondButton.getAttribute('aria-expanded')).toBe('false')
    expect(await faq.locator('[aria-expanded="true"]').count()).toBe(0)
  })

  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px in-page links land below the fixed header, and the forms wait at theirs`, async () => {
      const page = await kit.newPage({ viewport })
      const links = [
        ['/kiosk', ['#pricing', '#contact']],
        ['/okos-patika', ['#services', '#join']],
        ['/ai-kepzesek', ['#kapcsolat']],
      ] as const
      for (const [path, hrefs] of links) {
        for (const href of hrefs) {
          await openHydrated(page, path)
          const gap = await gapBelowHeaderAfterFollowing(page, href)
          expect(gap, `${path} ${href}`).toBeGreaterThanOrEqual(0)
          expect(gap, `${path} ${href}`).toBeLessThan(64)
        }
      }
      await openHydrated(page, '/okos-patika')
      expect(await page.locator('#join form').count()).toBe(1)
      await openHydrated(page, '/ai-kepzesek')
      expect(await page.locator('#kapcsolat form').count()).toBe(1)
    })

    test(`at ${viewport.width} px every page fits the width; screenshots for review`, async () => {
      const page = await kit.newPage({ viewport })
      for (const spec of PAGES) {
        await openHydrated(page, spec.path)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), spec.path).toBeLessThanOrEqual(
          viewport.width,
        )
        await saveScreenshot(page, spec.name)
      }
    })
  }
})

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { storageSchemas } from '../../client/lib/stored-values'
import { TRAINING_PROGRAMMES } from '../../shared/content/ai-trainings'
import { COLLECTIVE_FAQ, COLLECTIVE_PACKAGES } from '../../shared/content/marketing-collective'
import { PRIVACY_POLICY } from '../../shared/content/privacy-policy'
import { STORY_TIMELINE } from '../../shared/content/our-story'
import { TERMS_OF_USE } from '../../shared/content/terms-of-use'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'
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
  {
    path: '/adatvedelem',
    name: 'adatvedelem',
    h1: 'Adatvédelmi tájékoztató',
    texts: ['NAIH', 'Egyesült Királyságban', 'nem minősülnek orvosi tanácsnak', ...Object.keys(storageSchemas)],
  },
  {
    path: '/felhasznalasi-feltetelek',
    name: 'felhasznalasi-feltetelek',
    h1: 'Felhasználási feltételek',
    texts: ['Hatályos: 2025. január 1.', 'Egyesült Királyságban', 'magyar jog', 'nem minősülnek orvosi tanácsnak'],
  },
]

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${kit.baseUrl}${path}`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } })
  expect(response.status).toBe(200)
  return response.text()
}

/** Opens a page and waits until React has hydrated every part of it (some hydrate from their own chunks). */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main section')].every((section) =>
      Object.keys(section).some((key) => key.startsWith('__reactFiber')),
    ),
  )
}

/** Follows an in-page link and returns how far below the fixed header the target's top lands (negative: hidden). */
async function gapBelowHeaderAfterFollowing(page: Page, href: string): Promise<number> {
  await page.locator(`main a[href="${href}"]`).first().click()
  const target = page.locator(href)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // Smooth scrolling takes a moment: wait until the position settles.
  let previous = -1
  await expect
    .poll(
      async () => {
        const current = await page.evaluate(() => window.scrollY)
        const settled = current === previous
        previous = current
        return settled
      },
      { interval: 150, timeout: 5000 },
    )
    .toBe(true)
  const headerBottom = (await page.getByTestId('site-header').boundingBox())?.height ?? 0
  const targetTop = (await target.boundingBox())?.y ?? 0
  return targetTop - headerBottom
}

describe('marketing and legal pages', () => {
  for (const spec of PAGES) {
    test(`${spec.path} is rendered on the server with its one h1 and its figures`, async () => {
      const html = await serverHtml(spec.path)
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      const text = visibleText(html)
      expect(text).toContain(spec.h1)
      for (const expected of spec.texts) expect(text, expected).toContain(expected)
    })
  }

  test('the privacy policy has its ten numbered sections and the terms their fifteen, in order', async () => {
    for (const [path, document, count] of [
      ['/adatvedelem', PRIVACY_POLICY, 10],
      ['/felhasznalasi-feltetelek', TERMS_OF_USE, 15],
    ] as const) {
      const headings = [
        ...(await serverHtml(path)).matchAll(/<h2[^>]*data-testid="legal-section-heading"[^>]*>([\s\S]*?)<\/h2>/g),
      ].map((match) => visibleText(match[1] ?? '').trim())
      expect(headings).toHaveLength(count)
      expect(headings).toEqual(document.sections.map((section, index) => `${index + 1}. ${section.heading}`))
    }
    const terms = TERMS_OF_USE.sections.map((section) => section.heading)
    expect(terms).toEqual([
      'Általános rendelkezések',
      'A weboldal célja',
      'Használati szabályok',
      'Regisztráció',
      'Demó',
      'Szellemi tulajdon',
      'Felelősség',
      'Sütik',
      'Adatvédelem',
      'Változtatások',
      'Harmadik felek',
      'Tilalmak',
      'Kapcsolat',
      'Jogviták',
      'Egyéb rendelkezések',
    ])
  })

  test('the Okos Patika FAQ keeps one answer open at a time, and the open one closes', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 800 } })
    await openHydrated(page, '/okos-patika')
    const faq = page.getByTestId('collective-faq')
    const [first, second] = COLLECTIVE_FAQ
    const firstButton = faq.getByRole('button', { name: first?.question })
    const secondButton = faq.getByRole('button', { name: second?.question })
    await firstButton.click()
    expect(await firstButton.getAttribute('aria-expanded')).toBe('true')
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
        ['/adatvedelem', ['#jogok']],
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

import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { CASE_STUDY } from '../../shared/content/case-study'
import { HOME_FAQ } from '../../shared/content/home-faq'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'
import { sourceFilesOf } from './support/client-build'
import { paintedPixels, scrollUntilHydrated } from './support/in-page'
import { SCREENSHOT_VIEWPORTS } from './support/screenshots'

const kit = setUpBrowser()

/** Home sections 5 to 10 (spec section 2), in the spec's order. */
const SECTIONS_IN_ORDER = [
  'home-results',
  'home-features',
  'home-case-study',
  'home-pricing',
  'latest-posts',
  'home-faq',
]

/** Spec section 1's case-study figures, in the order of the groups in shared/content/case-study.ts. */
const SPEC_CASE_STUDY_PERCENTS = {
  motivation: [48, 32, 20],
  gender: [68, 32],
  age: [5, 45, 35, 15],
  topics: [42, 28, 15, 15],
} as const

/** Spec section 9's prices as the page reads them (no-break spaces read as plain spaces). */
const SPEC_PACKAGES = [
  'Minimumcsomag 15 000 Ft / hó',
  'Alapcsomag 49 000 Ft / hó',
  'Prémium 79 000 Ft / hó',
  'Prémium Plusz 129 000 Ft / hó',
]
const SPEC_EXTRAS = [
  'További nyelv +15 000 Ft / nyelv / hó',
  'További platformok +20 000 Ft / hó',
  'Egyedi promóciók +25 000 Ft / hó',
  'Mélyebb testreszabás +40 000 Ft egyszeri díj',
  'Személyes konzultáció +55 000 Ft / óra',
  'Automatikus emlékeztetők az SMS-ek számától függően +20 000 Ft-tól / hó',
]

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

/** Whether a built script bundles chart.js (read from its source map); other hosts' scripts never do. */
function bundlesChartJs(url: string): boolean {
  const { origin, pathname } = new URL(url)
  if (origin !== kit.baseUrl || !pathname.endsWith('.js')) return false
  return sourceFilesOf(join('.', pathname)).some((source) => source.startsWith('node_modules/chart.js/'))
}

/** Opens the home page and waits until React has hydrated the sections this file looks at. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await scrollUntilHydrated(page, SECTIONS_IN_ORDER.map((id) => `[data-testid="${id}"]`).join(', '))
}

describe('home sections 5 to 10', () => {
  test('the server sends them in order with every figure and price of the spec, before any script runs', async () => {
    const response = await fetch(`${kit.baseUrl}/`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } })
    const html = await response.text()
    const positions = SECTIONS_IN_ORDER.map((id) => html.indexOf(`data-testid="${id}"`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)

    const text = visibleText(html)
    for (const result of ['+35% webes konverzió', '+47% új vásárló', '24/7 kiszolgálás', '+28% átlagos kosárérték'])
      expect(text).toContain(result)
    for (const [group, percents] of Object.entries(SPEC_CASE_STUDY_PERCENTS)) {
      const shares = CASE_STUDY[group as keyof typeof SPEC_CASE_STUDY_PERCENTS]
      expect(shares.map((share) => share.percent)).toEqual(percents)
      for (const share of shares) expect(text).toContain(`${share.label} ${share.percent}%`)
    }
    for (const highlight of ['98% megválaszolt kérdés', '92% elégedettség', '7-12 perc átlagos beszélgetés'])
      expect(text).toContain(highlight)
    expect(text).toContain('15% orvoshoz irányítva')

    for (const pack of SPEC_PACKAGES) expect(text).toContain(pack)
    for (const conversations of ['250 beszélgetés', '1 000 beszélgetés', '5 000 beszélgetés'])
      expect(text).toContain(conversations)
    for (const extra of SPEC_EXTRAS) expect(text).toContain(extra)
    expect(text.match(/14 napos ingyenes próbaidő/g)?.length).toBeGreaterThanOrEqual(SPEC_PACKAGES.length)
    for (const entry of HOME_FAQ) expect(text).toContain(entry.question)
  })

  test('every package offers the 14-day trial through the external trial form, in a new tab', async () => {
    const page = await kit.newPage()
    await openHome(page)
    const cards = page.getByTestId('home-pricing').getByTestId('price-card')
    expect(await cards.count()).toBe(SPEC_PACKAGES.length)
    const hrefs = new Set<string>()
    for (const card of await cards.all()) {
      expect(await card.getByText('14 napos ingyenes próbaidő').isVisible()).toBe(true)
      const trial = card.getByRole('link', { name: /Ingyenes próba indítása/ })
      expect(await trial.getAttribute('target')).toBe('_blank')
      expect((await trial.getAttribute('rel'))?.split(' ')).toContain('noopener')
      hrefs.add((await trial.getAttribute('href')) ?? '')
    }
    expect(hrefs.size).toBe(1)
    expect([...hrefs][0]).toMatch(/^(https?|mailto):/)
  })

  test('each FAQ item opens and closes without touching the others', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 844 } })
    await openHome(page)
    const triggers = HOME_FAQ.map((entry) =>
      page.getByTestId('home-faq').getByRole('button', { name: entry.question, exact: true }),
    )
    const states = () => Promise.all(triggers.map((trigger) => trigger.getAttribute('aria-expanded')))
    expect(await states()).toEqual(HOME_FAQ.map(() => 'false'))
    for (const [index, trigger] of triggers.entries()) {
      await trigger.click()
      const opened = HOME_FAQ.map((_, other) => (other <= index ? 'true' : 'false'))
      // The first click also loads the accordion's code (client/lib/deferred-part.tsx): it opens once that is there.
      if (index === 0) await expect.poll(states).toEqual(opened)
      else expect(await states()).toEqual(opened)
    }
    await expect.poll(() => page.getByText(HOME_FAQ[0]?.answer ?? '').isVisible()).toBe(true)
    for (const [index, trigger] of triggers.entries()) {
      await trigger.click()
      expect(await states()).toEqual(HOME_FAQ.map((_, other) => (other <= index ? 'false' : 'true')))
    }
    await expect.poll(() => page.getByText(HOME_FAQ[0]?.answer ?? '').isVisible()).toBe(false)
  })

  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px chart.js loads only near the case study, and the charts take their reserved space`, async () => {
      const page = await kit.newPage({ viewport })
      const chartScripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && bundlesChartJs(request.url())) chartScripts.push(request.url())
      })
      // The page hydrated, not scrolled: the case study's own code, too, loads only near it.
      await page.goto('/')
      await scrollUntilHydrated(page, '[data-testid="home-hero"]')
      await page.waitForLoadState('networkidle')
      expect(chartScripts).toEqual([])
      expect(await page.locator('canvas').count()).toBe(0)
      // Before chart.js arrives each chart's figures are already there to read, below its empty frame.
      for (const [chart, shares] of [
        ['age-chart', CASE_STUDY.age],
        ['topics-chart', CASE_STUDY.topics],
      ] as const) {
        const figures = await page.getByTestId(`${chart}-figures`).getByRole('listitem').all()
        expect(figures).toHaveLength(shares.length)
        for (const [index, share] of shares.entries()) {
          expect(await figures[index]?.isVisible()).toBe(true)
          const figure = (await figures[index]?.innerText())?.replace(/\s+/g, ' ').trim()
          expect(figure).toContain(share.label)
          expect(figure).toMatch(new RegExp(`\\b${share.percent}%$`))
        }
      }
      const pricingTop = () =>
        page.getByTestId('home-pricing').evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
      const before = await pricingTop()

      await page.getByTestId('home-case-study').scrollIntoViewIfNeeded()
      for (const chart of ['age-chart', 'topics-chart']) {
        await page.getByTestId(chart).locator('canvas').waitFor()
        await expect.poll(() => paintedPixels(page, chart)).toBeGreaterThan(0)
      }
      expect(chartScripts).toHaveLength(1)
      expect(await pricingTop()).toBe(before)
    })
  }

  test('with reduced motion the charts are drawn whole at once, with no animation', async () => {
    const page = await kit.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await openHome(page)
    // From here on no animation frame runs: an animated chart would stay blank.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.getByTestId('home-case-study').scrollIntoViewIfNeeded()
    for (const chart of ['age-chart', 'topics-chart']) {
      await page.getByTestId(chart).locator('canvas').waitFor()
      await expect.poll(() => paintedPixels(page, chart)).toBeGreaterThan(1000)
    }
  })
})

import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { CHATBOT_EXTRAS, CHATBOT_PACKAGES } from '../../shared/content/chatbot-pricing'
import { DEMO_CHAT_MESSAGES } from '../../shared/content/demo-chat'
import { HOME_FAQ } from '../../shared/content/home-faq'
import { INTEGRATION_PLATFORMS, type IntegrationPlatform } from '../../shared/content/integration-platforms'
import { formatForint } from '../../shared/hungarian-number'
import { DESKTOP_CHROME_UA, setUpBrowser } from './support/browser'
import { scrollUntilHydrated } from './support/in-page'
import { saveScreenshot, SCREENSHOT_VIEWPORTS } from './support/screenshots'

const kit = setUpBrowser()

/** Spec section 2's home sections, in order (section 9 is the latest posts). */
const SECTIONS_IN_ORDER = [
  'home-hero',
  'home-platforms',
  'home-samples',
  'home-roi',
  'home-results',
  'home-features',
  'home-case-study',
  'home-pricing',
  'latest-posts',
  'home-faq',
]

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

/** Opens the home page and waits until React has hydrated every section (each loads its code after the page). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await scrollUntilHydrated(page, SECTIONS_IN_ORDER.map((id) => `[data-testid="${id}"]`).join(', '))
}

/** The toggletip of an integration platform, by the platform's id. */
function descriptionOf(page: Page, id: IntegrationPlatform['id']): Locator {
  const platform = INTEGRATION_PLATFORMS.find((candidate) => candidate.id === id)
  return page.getByTestId('platform-tooltip').filter({ hasText: platform?.description ?? id })
}

describe('home page', () => {
  test('the server sends all ten sections in order, with their figures, before any script runs', async () => {
    const response = await fetch(`${kit.baseUrl}/`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } })
    expect(response.status).toBe(200)
    const html = await response.text()
    const positions = SECTIONS_IN_ORDER.map((id) => html.indexOf(`data-testid="${id}"`))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)

    const text = visibleText(html)
    for (const figure of ['+35%', '+47%', '24/7', '+28%', '98%', '92%', '7-12 perc', '15%', '68%', '32%'])
      expect(text).toContain(figure)
    for (const pack of CHATBOT_PACKAGES)
      expect(text).toContain(`${pack.name} ${formatForint(pack.monthlyPriceFt).replace(/\u00a0/g, ' ')}`)
    for (const extra of CHATBOT_EXTRAS) expect(text).toContain(extra.name)
    expect(text).toContain('15 000 Ft')
    expect(text).toContain('55 000 Ft / óra')
    expect(text).toContain('14 napos ingyenes próbaidő')
    // The ROI calculator's default figures: 100 visitors, 5 %, 5000 Ft.
    expect(text).toContain('192 500 Ft')
    expect(text).toContain('2 310 000 Ft')
    for (const entry of HOME_FAQ) expect(text).toContain(entry.question)
    // The chat shows its whole conversation until the loop starts in the browser.
    for (const message of DEMO_CHAT_MESSAGES) expect(html).toContain(message.content)
    expect(text).toMatch(/#PT\d{4}/)
    expect(text).toContain('14:00-18:00')
    expect(text).toContain('hétköznap 8-19, szombaton 8-14')
  })

  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px the sections stand in order, one below the other, without console errors`, async () => {
      const page = await kit.newPage({ viewport })
      // The screenshot is a still: the charts drawn whole rather than caught halfway through their animation.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openHome(page)
      const tops: number[] = []
      for (const id of SECTIONS_IN_ORDER) {
        const box = await page.getByTestId(id).boundingBox()
        expect(box, id).not.toBeNull()
        tops.push(box?.y ?? 0)
      }
      expect([...tops].sort((a, b) => a - b)).toEqual(tops)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth).toBeLessThanOrEqual(viewport.width)
      await page.getByTestId('home-case-study').scrollIntoViewIfNeeded()
      await page.getByTestId('age-chart').locator('canvas').waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
      await saveScreenshot(page, 'home')
    })
  }

  test('the demo chat plays its loop: typing 1.5 s before each answer, a restart 5 s after the last message', async () => {
    const page = await kit.newPage({ viewport: { width: 1280, height: 900 } })
    // Time stands still unless the test moves it. Hydration waits for a zero-delay timeout, so the clock is moved in
    // 1 ms steps until the loop has started (it starts from an empty conversation).
    const start = new Date('2026-03-02T09:00:00+01:00')
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
    await page.goto('/')
    const messages = page.getByTestId('demo-chat-message')
    const typing = page.getByTestId('demo-chat-typing')
    while ((await messages.count()) !== 0) await page.clock.runFor(1)

    // The last step may have taken up to 1 ms of the first delay (the first message is the patient's: no typing).
    expect(DEMO_CHAT_MESSAGES[0]?.role).toBe('user')
    const [first, ...rest] = DEMO_CHAT_MESSAGES
    await page.clock.runFor((first?.delay ?? 0) - 2)
    expect(await messages.count()).toBe(0)
    await page.clock.runFor(2)
    await expect.poll(() => messages.count()).toBe(1)

    for (const [offset, message] of rest.entries()) {
      const index = offset + 1
      await page.clock.runFor(message.delay - 1)
      expect(await messages.count()).toBe(index)
      await page.clock.runFor(1)
      if (message.role === 'assistant') {
        await expect.poll(() => typing.count()).toBe(1)
        await page.clock.runFor(1499)
        expect(await messages.count()).toBe(index)
        await page.clock.runFor(1)
        await expect.poll(() => typing.count()).toBe(0)
      }
      await expect.poll(() => messages.count()).toBe(index + 1)
    }
    await page.clock.runFor(4999)
    expect(await messages.count()).toBe(DEMO_CHAT_MESSAGES.length)
    await page.clock.runFor(1)
    await expect.poll(() => messages.count()).toBe(0)
  })

  test('with reduced motion the chat shows the whole conversation and stays still', async () => {
    const page = await kit.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await openHome(page)
    await page.clock.runFor(30_000)
    expect(await page.getByTestId('demo-chat-message').count()).toBe(DEMO_CHAT_MESSAGES.length)
    expect(await page.getByTestId('demo-chat-typing').count()).toBe(0)
  })

  test('the ROI sliders work by keyboard, announce their values and update the figures', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 800 } })
    await openHome(page)
    const orderValue = page.getByRole('slider', { name: 'Átlagos rendelési érték' })
    await orderValue.focus()
    await page.keyboard.press('ArrowRight')
    // 100 × 5 % × 35 % = 1.75 extra orders a day × 5100 Ft × 22 days
    await expect.poll(() => page.getByTestId('roi-monthly').textContent()).toBe(formatForint(196_350))
    expect(await orderValue.getAttribute('aria-valuetext')).toBe(formatForint(5100))
    expect(await page.getByTestId('roi-yearly').textContent()).toBe(formatForint(196_350 * 12))

    const visitors = page.getByRole('slider', { name: 'Napi látogatók a weboldalon' })
    await visitors.focus()
    await page.keyboard.press('End')
    expect(await visitors.getAttribute('aria-valuetext')).toBe('200 látogató')
    // 200 × 5 % × 35 % = 3.5 a day × 5100 × 22
    await expect.poll(() => page.getByTestId('roi-monthly').textContent()).toBe(formatForint(392_700))
    const conversion = page.getByRole('slider', { name: 'Jelenlegi konverziós arány' })
    await conversion.focus()
    await page.keyboard.press('Home')
    expect(await conversion.getAttribute('aria-valuenow')).toBe('3')
    await page.keyboard.press('ArrowLeft')
    expect(await conversion.getAttribute('aria-valuenow')).toBe('3')
  })

  test('each FAQ item opens and closes on its own', async () => {
    const page = await kit.newPage()
    await openHome(page)
    const faq = page.getByTestId('home-faq')
    const [first, second] = HOME_FAQ
    const firstButton = faq.getByRole('button', { name: first?.question })
    const secondButton = faq.getByRole('button', { name: second?.question })
    // The first click also loads the accordion's code (client/lib/deferred-part.tsx): a click before it is there
    // takes effect once it is, the second after the first.
    await firstButton.click()
    await secondButton.click()
    await expect.poll(() => secondButton.getAttribute('aria-expanded')).toBe('true')
    expect(await firstButton.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => faq.getByText(first?.answer ?? '').isVisible()).toBe(true)
    await firstButton.click()
    expect(await firstButton.getAttribute('aria-expanded')).toBe('false')
    expect(await secondButton.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => faq.getByText(first?.answer ?? '').isVisible()).toBe(false)
  })

  test('a platform explains itself on keyboard focus', async () => {
    const page = await kit.newPage()
    await openHome(page)
    await page.getByRole('button', { name: 'WhatsApp' }).focus()
    const tooltip = page.getByTestId('platform-tooltip').filter({ hasText: 'WhatsApp' })
    await expect.poll(() => tooltip.isVisible()).toBe(true)
  })

  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px a tap shows a platform's description and a second tap hides it`, async () => {
      const page = await kit.newPage({ viewport, touch: true })
      await openHome(page)
      const platform = page.getByRole('button', { name: 'Slack' })
      const tip = descriptionOf(page, 'slack')
      await platform.tap()
      await expect.poll(() => tip.isVisible()).toBe(true)
      await platform.tap()
      await expect.poll(() => tip.isVisible()).toBe(false)
      // A tap on another platform shows its own.
      await platform.tap()
      await page.getByRole('button', { name: 'Instagram' }).tap()
      await expect.poll(() => descriptionOf(page, 'instagram').isVisible()).toBe(true)
      await expect.poll(() => tip.isVisible()).toBe(false)
    })

    test(`at ${viewport.width} px Enter and Space show and hide a platform's description, Escape closes it`, async () => {
      const page = await kit.newPage({ viewport })
      await openHome(page)
      const platform = page.getByRole('button', { name: 'MS Teams' })
      const tip = descriptionOf(page, 'teams')
      await platform.focus()
      await expect.poll(() => tip.isVisible()).toBe(true)
      await page.keyboard.press('Enter')
      await expect.poll(() => tip.isVisible()).toBe(false)
      await page.keyboard.press('Space')
      await expect.poll(() => tip.isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => tip.isVisible()).toBe(false)
      await page.keyboard.press('Enter')
      await expect.poll(() => tip.isVisible()).toBe(true)
    })
  }

  test('a click shows a platform’s description as hover does, and it stays while the pointer is on the platform', async () => {
    const page = await kit.newPage()
    await openHome(page)
    const platform = page.getByRole('button', { name: 'Weboldal' })
    const tip = descriptionOf(page, 'website')
    // Scrolled there at once: a tooltip closes on scroll, and a hover that scrolled the page smoothly could close it.
    await platform.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await platform.hover()
    await expect.poll(() => tip.isVisible()).toBe(true)
    await page.mouse.move(0, 0)
    await expect.poll(() => tip.isVisible()).toBe(false)
    await platform.click()
    await expect.poll(() => tip.isVisible()).toBe(true)
    await platform.click()
    expect(await tip.isVisible()).toBe(true)
  })

  test('chart.js loads only when the case study comes near, and both charts draw', async () => {
    const page = await kit.newPage({ viewport: { width: 1280, height: 800 } })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    // The page hydrated, not scrolled: the case study's own code, too, loads only near it.
    await page.goto('/')
    await scrollUntilHydrated(page, '[data-testid="home-hero"]')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((url) => url.includes('case-study-charts'))).toEqual([])
    await page.getByTestId('home-case-study').scrollIntoViewIfNeeded()
    await page.getByTestId('age-chart').locator('canvas').waitFor()
    await page.getByTestId('topics-chart').locator('canvas').waitFor()
    expect(scripts.filter((url) => url.includes('case-study-charts'))).toHaveLength(1)
  })
})

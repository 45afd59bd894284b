import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DESKTOP_CHROME_UA } from './browser'

/** The HTML the server sends for a path, as a browser asking for it gets it, before any script runs. */
export async function serverHtml(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } })
  expect(response.status).toBe(200)
  return response.text()
}

/** What a reader sees of some HTML: no scripts, styles or comments, tags as spaces, whitespace collapsed. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/**
 * Opens a page and waits until React has hydrated every part of it (some hydrate from their own chunks, those below
 * the first screen once they come near it: the page is scrolled through to each, then back to the top).
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await scrollUntilHydrated(page, 'main section')
}

/** Scrolls each element `selector` finds into view until React has hydrated it, then back to the top. */
export async function scrollUntilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const waiting = [...document.querySelectorAll(selector)].filter(
        (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      )
      waiting[0]?.scrollIntoView({ block: 'center', behavior: 'instant' })
      return waiting.length === 0
    },
    selector,
    { polling: 100 },
  )
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/**
 * Follows the first in-page link to `href` inside `scope` (the target is elsewhere on the page, so the page scrolls)
 * and returns how far below the fixed header the target's top lands (negative: hidden under it).
 */
export async function gapBelowHeaderAfterFollowing(page: Page, href: string, scope = 'main'): Promise<number> {
  const before = await page.evaluate(() => window.scrollY)
  await page.locator(`${scope} a[href="${href}"]`).first().click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before)
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
  const targetTop = (await page.locator(href).boundingBox())?.y ?? 0
  return targetTop - headerBottom
}

/** How many pixels of a chart's canvas have been painted. */
export function paintedPixels(page: Page, testId: string): Promise<number> {
  return page
    .getByTestId(testId)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')
      if (!context) return 0
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      let painted = 0
      for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) painted += 1
      return painted
    })
}

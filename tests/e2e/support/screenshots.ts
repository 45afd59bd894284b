import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** Where the browser suite saves full-page screenshots for a person to look at (git ignores the folder). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots')

/** The two widths every page is looked at: a common phone and a laptop. */
export const SCREENSHOT_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** Saves the whole page as `<name>-<width>.png`, after fonts have loaded so the picture is what a visitor sees. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.evaluate(() => document.fonts.ready)
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true })
}

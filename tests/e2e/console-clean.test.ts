import { expect, test } from 'vitest'
import { PUBLIC_PAGE_PATHS, UNINDEXED_PAGE_PATHS } from '../../shared/public-pages'
import { setUpBrowser } from './support/browser'

const kit = setUpBrowser()

const PAGES = [...PUBLIC_PAGE_PATHS, ...UNINDEXED_PAGE_PATHS, '/blog/8', '/nincs-ilyen-oldal']

declare global {
  interface Window {
    cspViolations: string[]
  }
}

test('every page loads, hydrates and idles without a console error or a Content-Security-Policy report', async () => {
  const page = await kit.newPage({ viewport: { width: 390, height: 800 } })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  kit.allowConsoleErrors(/status of 404/)
  const reports: Record<string, string[]> = {}
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const violations = await page.evaluate(() => window.cspViolations)
    if (violations.length > 0) reports[path] = violations
  }
  expect(reports).toEqual({})
})

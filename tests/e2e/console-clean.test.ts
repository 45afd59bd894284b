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

test('pages reached from an ad click come from the cache, hydrate cleanly and keep the click’s tags in the address', async () => {
  const page = await kit.newPage()
  const visits: [string, string, string | null][] = [
    ['/?utm_source=facebook&fbclid=IwAR-elso', '/?utm_source=facebook&fbclid=IwAR-elso', null],
    ['/?utm_source=facebook&fbclid=IwAR-masodik', '/?utm_source=facebook&fbclid=IwAR-masodik', 'hit'],
    ['/blog?kategoria=adatvedelem', '/blog?kategoria=adatvedelem', null],
    ['/blog?gclid=Cj0-blog&kategoria=adatvedelem', '/blog?gclid=Cj0-blog&kategoria=adatvedelem', 'hit'],
    ['/home?utm_source=hirlevel', '/?utm_source=hirlevel', 'hit'],
    ['/blog/8/regi-cim?utm_campaign=tavasz', '/blog/8/a-digitalis-patika', null],
  ]
  for (const [url, lands, cache] of visits) {
    const response = await page.goto(url)
    if (cache) expect(response?.headers()['x-render-cache'], url).toBe(cache)
    await page.waitForFunction(() => {
      const header = document.querySelector('[data-testid="site-header"]')
      return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
    })
    await page.waitForLoadState('networkidle')
    const { pathname, search } = new URL(page.url())
    expect(pathname + search, url).toContain(lands)
  }
  expect(await page.title()).toContain('A digitális patika')
  expect(new URL(page.url()).search).toBe('?utm_campaign=tavasz')
})

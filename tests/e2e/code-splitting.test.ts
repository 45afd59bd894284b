import { expect, test } from 'vitest'
import { HYDRATION_START_MARK } from '../../shared/app-state'
import { PUBLIC_PAGE_PATHS, UNINDEXED_PAGE_PATHS } from '../../shared/public-pages'
import { setUpBrowser } from './support/browser'

const kit = setUpBrowser()

const PAGES = [...PUBLIC_PAGE_PATHS, ...UNINDEXED_PAGE_PATHS, '/blog/8', '/nincs-ilyen-oldal']

/**
 * The scripts a page's HTML names: the entry, and the chunks it asks the browser to preload alongside, all in the
 * script loader's attributes (server/render/script-loader.ts).
 */
function scriptsNamedIn(html: string): Set<string> {
  const entry = /<script\b[^>]*\bdata-entry="([^"]+)"/.exec(html)?.[1]
  const preloads = /<script\b[^>]*\bdata-preloads="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []
  return new Set([...(entry ? [entry] : []), ...preloads])
}

test('every page names each script it loads in its HTML and hydrates without waiting for another chunk', async () => {
  const page = await kit.newPage()
  kit.allowConsoleErrors(/status of 404/)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })

  const unnamed: Record<string, string[]> = {}
  for (const path of PAGES) {
    const response = await page.goto(path)
    const named = scriptsNamedIn((await response?.text()) ?? '')
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    )
    await page.waitForLoadState('networkidle')
    // Scripts asked for before hydration started are what it waited for; what loads after (the toaster, stored
    // values, a dialog) is meant to come later and is not counted.
    const beforeHydration = await page.evaluate((mark) => {
      const start = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < start && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname)
    }, HYDRATION_START_MARK)
    const late = beforeHydration.filter((script) => !named.has(script))
    if (late.length > 0) unnamed[path] = late
    expect(await page.getByLabel('Betöltés').count(), `loading fallback on ${path}`).toBe(0)
  }
  expect(unnamed).toEqual({})
  expect(warnings.filter((text) => /hydrat|suspend/i.test(text))).toEqual([])
})

test('a public page asks for its scripts only once its first contentful paint has been shown', async () => {
  const page = await kit.newPage()
  for (const path of ['/', '/blog/8', '/register']) {
    await page.goto(path)
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    )
    const { paintShownAt, firstScriptAskedAt } = await page.evaluate(() => ({
      paintShownAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScriptAskedAt: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }))
    expect(paintShownAt, `first contentful paint on ${path}`).toBeGreaterThan(0)
    expect(firstScriptAskedAt, `first script on ${path}`).toBeGreaterThanOrEqual(paintShownAt)
  }
})

test('a public page does not load the admin chunk, and the admin page does', async () => {
  const page = await kit.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requested.filter((path) => path.includes('/admin-page-'))).toEqual([])

  await page.goto('/admin')
  await page.waitForLoadState('networkidle')
  expect(requested.filter((path) => path.includes('/admin-page-'))).toHaveLength(1)
})

test('behaviour protection loads at the visitor’s first activity, never on a page only loaded', async () => {
  const page = await kit.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const protectionChunks = () => requested.filter((path) => path.includes('/behaviour-protection-'))
  await page.goto('/kiosk')
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  )
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  expect(protectionChunks()).toEqual([])

  await page.mouse.move(300, 300)
  await expect.poll(protectionChunks).toHaveLength(1)
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.behaviourWatch)).toBe('on')
})

test('a client-side navigation shows a page together with the content it reads data for, never without it', async () => {
  const page = await kit.newPage()
  await page.goto('/')
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  )
  // The blog list's posts come in a chunk of their own; held back a second, a page shown without them would be seen.
  await page.route('**/assets/blog-list-posts-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.getByTestId('site-header').getByRole('link', { name: 'Blog', exact: true }).click()
  const firstShown = await page.waitForFunction(
    () => {
      const heading = [...document.querySelectorAll('main h1')].find((element) => element.textContent === 'Blog')
      return heading ? { posts: document.querySelector('main [aria-live="polite"]') !== null } : false
    },
    undefined,
    { polling: 'raf' },
  )
  expect(await firstShown.jsonValue()).toEqual({ posts: true })
})

import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { rawGet } from '../setup/raw-request'
import { E2E_ADMIN, E2E_VIEWER } from './support/global-setup'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'
import { DOCUMENT_ONLY_HEADERS } from '../../server/asset-headers'

const kit = setUpBrowser()

describe('platform', () => {
  test('the server-rendered home page holds the header and footer before any script runs', async () => {
    const page = await kit.newPage()
    await page.context().route('**/*.js', (route) => route.abort())
    kit.allowConsoleErrors(/Failed to load resource/)
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect.poll(() => page.getByTestId('site-header').isVisible()).toBe(true)
    expect(await page.getByTestId('site-footer').textContent()).toContain('Platform')
    expect(await page.locator('html').getAttribute('lang')).toBe('hu')
  })

  test('the page hydrates without warnings and the header turns translucent after scrolling', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 700 } })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto('/')
    await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]') !== null)
    const header = page.getByTestId('site-header')
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px'
      window.scrollTo(0, 200)
    })
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true')
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([])
  })

  test('hydration and the cookie card leave the server\u2019s styles in place and restyle only the page\u2019s last block', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 844 }, consent: 'none' })
    // Taking a stylesheet out of the page, or a custom property on the root, makes the browser restyle every element.
    await page.addInitScript(() => {
      const moved: string[] = []
      Object.assign(window, { movedStyles: moved })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) moved.push(node.outerHTML.slice(0, 80))
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await openHydrated(page, '/')
    const card = page.getByTestId('consent-card')
    await card.waitFor()
    await expect
      .poll(() =>
        page.getByTestId('site-footer').evaluate((footer) => parseFloat(getComputedStyle(footer).paddingBottom)),
      )
      .toBeGreaterThan(0)
    const cardHeight = await card.evaluate((element) => window.innerHeight - element.getBoundingClientRect().top)
    const footerSpace = await page
      .getByTestId('site-footer')
      .evaluate((footer) => parseFloat(getComputedStyle(footer).paddingBottom))
    expect(footerSpace).toBeCloseTo(cardHeight, 0)
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull()
    expect(await page.locator('style[data-server-styles]').count()).toBe(1)
  })

  test('the mobile menu opens with the toggle and closes when a link is followed', async () => {
    const page = await kit.newPage({ viewport: { width: 390, height: 800 } })
    // The toggle is in the server's HTML; it opens the menu once the page has hydrated.
    await openHydrated(page, '/')
    await page.getByRole('button', { name: 'Menü megnyitása' }).click()
    const mobileNav = page.getByRole('navigation', { name: 'Mobil navigáció' })
    await mobileNav.getByRole('link', { name: 'Blog' }).click()
    await expect.poll(() => page.url()).toMatch(/\/blog$/)
    expect(await mobileNav.count()).toBe(0)
  })

  test('client-side navigation keeps the header and opens the new page at its top', async () => {
    const page = await kit.newPage()
    await page.goto('/')
    await page.getByTestId('site-header').evaluate((header) => header.setAttribute('data-marker', 'first-render'))
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
      window.scrollTo(0, 1500)
    })
    await page.getByTestId('site-footer').getByRole('link', { name: 'Adatvédelmi tájékoztató' }).click()
    await page.getByRole('heading', { name: 'Adatvédelmi tájékoztató', level: 1 }).waitFor()
    expect(await page.getByTestId('site-header').getAttribute('data-marker')).toBe('first-render')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('an unknown path answers 404 with the not-found page', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/404/)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  })

  test('a non-search bot gets the notice, Googlebot the full page', async () => {
    const bot = await kit.newPage({ userAgent: 'python-requests/2.31.0' })
    await bot.goto('/')
    expect(await bot.textContent('body')).toContain('Please enable JavaScript and visit with a standard browser.')

    const crawler = await kit.newPage({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    await crawler.goto('/')
    expect(await crawler.getByTestId('site-header').count()).toBe(1)
  })

  test('production pages carry a CSP that the page satisfies, and the cached base stylesheet', async () => {
    const page = await kit.newPage()
    const response = await page.goto('/')
    const csp = response?.headers()['content-security-policy'] ?? ''
    // The e2e server has an analytics measurement id, so the tag's host is the one other script source; the demo's
    // chatbot frame is not configured, so frames come from the site and the blog's video players only.
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com 'nonce-[0-9a-f]+';/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    )
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com;/,
    )
    const href = await page.locator('link[href^="/assets/chakra-base."]').getAttribute('href')
    const css = await fetch(`${kit.baseUrl}${href}`)
    expect(css.headers.get('cache-control')).toContain('immutable')
    const text = await css.text()
    expect(text).toContain('@layer reset')
    expect(text).toContain('--chakra-colors-brand-600')
    // A CSP violation would have been reported as a console error, which fails the test in afterEach.
    await page.getByTestId('site-header').waitFor()
  })

  test("pages come gzip-compressed, and the build's files as their precompressed copies, brotli or gzip as asked", async () => {
    const page = await kit.newPage()
    const response = await page.goto('/')
    expect(response?.headers()['content-encoding']).toBe('gzip')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    expect(response?.headers()['permissions-policy']).toContain('camera=()')
    const src = await page.locator('link[rel="modulepreload"][href^="/assets/vendor-"]').getAttribute('href')
    const file = readFileSync(`dist/client${src}`)
    const copies = { br: { suffix: '.br', decode: brotliDecompressSync }, gzip: { suffix: '.gz', decode: gunzipSync } }
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await rawGet(kit.baseUrl, src!, { 'accept-encoding': accepted })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['content-type']).toContain('javascript')
      expect(answer.headers['cache-control']).toContain('immutable')
      expect(answer.headers.vary).toContain('ccept-encoding')
      // Revalidated by its ETag alone (a Last-Modified as well is bytes on every script's answer).
      expect(answer.headers.etag).toMatch(/^W\/".+"$/)
      expect(answer.headers['last-modified']).toBeUndefined()
      // A script is no document: none of the document's policies, but still typed, and loadable only by this site.
      for (const header of DOCUMENT_ONLY_HEADERS) expect(answer.headers[header], header).toBeUndefined()
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(answer.bytes.equals(readFileSync(`dist/client${src}${copies[encoding].suffix}`))).toBe(true)
      expect(copies[encoding].decode(answer.bytes).equals(file)).toBe(true)
    }
    const uncompressed = await rawGet(kit.baseUrl, src!, { 'accept-encoding': 'identity' })
    expect(uncompressed.headers['content-encoding']).toBeUndefined()
    expect(uncompressed.bytes.equals(file)).toBe(true)
  })

  test('/home redirects to the home page', async () => {
    const page = await kit.newPage()
    await page.goto('/home')
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

describe('admin login', () => {
  async function signIn(email: string, password: string) {
    const page = await kit.newPage()
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    return page
  }

  test('an admin signs in, stays signed in after reload, and logs out', async () => {
    const page = await signIn(E2E_ADMIN.email, E2E_ADMIN.password)
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

    await page.reload()
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  })

  test('a user without the admin role is refused with the spec text', async () => {
    kit.allowConsoleErrors(/403/)
    const page = await signIn(E2E_VIEWER.email, E2E_VIEWER.password)
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Access denied. Admin privileges required.')
    expect((await page.context().cookies()).some((c) => c.name === 'session')).toBe(false)
  })

  test('a wrong password is refused', async () => {
    kit.allowConsoleErrors(/401/)
    const page = await signIn(E2E_ADMIN.email, 'not-the-password')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid login credentials')
  })

  test('the login card links back to the website', async () => {
    const page = await kit.newPage()
    await page.goto('/admin')
    await page.getByRole('link', { name: 'Return to Website' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  })
})

import { randomInt } from 'node:crypto'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { CONSENT_TEXT_VERSION } from '../../../shared/consent'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** A real desktop Chrome's User-Agent: headless Chromium announces itself as a bot, which the site turns away. */
export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
/** A real Android Chrome's User-Agent, for a phone's context. */
export const MOBILE_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

export interface BrowserTestKit {
  baseUrl: string
  /** A fresh context and page; console errors and uncaught exceptions fail the test. */
  newPage(options?: {
    userAgent?: string
    viewport?: { width: number; height: number }
    /** 'stored' (the default): the visitor chose "only necessary" earlier, so the cookie card stays away. */
    consent?: 'stored' | 'none'
    /** false: a browser that runs no script at all (the page's HTML and its plain forms alone). */
    javaScript?: boolean
    /** true: a phone (touch screen, mobile viewport rules, a phone's User-Agent unless one is given). */
    touch?: boolean
    /**
     * true: a visitor with an IP address of its own, which the shared server (it trusts 127.0.0.1 as its proxy) reads
     * from X-Forwarded-For, so the form allowances are this page's alone rather than shared by every browser of the
     * run. Same-origin pages only: Chromium preflights a cross-origin request that carries the header.
     */
    ownIp?: boolean
  }): Promise<Page>
  /** Messages the page logged at error level or threw; each test's afterEach asserts none arrived unexpectedly. */
  consoleErrors: string[]
  /** Call in a test that expects console errors (for example a refused request) with the patterns it expects. */
  allowConsoleErrors(...patterns: RegExp[]): void
}

/** Runs in the page before its scripts: an earlier "only necessary", unless the test stored a choice of its own. */
function storeEarlierConsent(version: string): void {
  if (window.localStorage.getItem('cookieConsent') !== null) return
  const consent = {
    consentId: '00000000-0000-4000-8000-000000000000',
    version,
    essential: true,
    analytics: false,
    marketing: false,
    recorded: true,
  }
  window.localStorage.setItem('cookieConsent', JSON.stringify(consent))
  window.localStorage.setItem('cookieConsentTimestamp', JSON.stringify(new Date().toISOString()))
}

/** A private IPv4 address drawn at random: 2^24 of them, so two pages of one run practically never share one. */
function uniqueVisitorIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

export function setUpBrowser(): BrowserTestKit {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const allowed: RegExp[] = []
  const kit: BrowserTestKit = {
    baseUrl: inject('baseUrl'),
    consoleErrors: [],
    allowConsoleErrors: (...patterns) => allowed.push(...patterns),
    async newPage(options = {}) {
      if (!browser) throw new Error('browser not started')
      const context = await browser.newContext({
        baseURL: kit.baseUrl,
        userAgent: options.userAgent ?? (options.touch ? MOBILE_CHROME_UA : DESKTOP_CHROME_UA),
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: 'hu-HU',
        javaScriptEnabled: options.javaScript ?? true,
        hasTouch: options.touch ?? false,
        isMobile: options.touch ?? false,
        extraHTTPHeaders: options.ownIp ? { 'X-Forwarded-For': uniqueVisitorIp() } : {},
      })
      contexts.push(context)
      if ((options.consent ?? 'stored') === 'stored')
        await context.addInitScript(storeEarlierConsent, CONSENT_TEXT_VERSION)
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() === 'error') kit.consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => kit.consoleErrors.push(`pageerror: ${error.message}`))
      return page
    },
  }

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    const unexpected = kit.consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)))
    kit.consoleErrors.length = 0
    allowed.length = 0
    expect(unexpected, 'console errors in the page').toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })
  return kit
}

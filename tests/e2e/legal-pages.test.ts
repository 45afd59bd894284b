import { describe, expect, test } from 'vitest'
import { STORAGE_KEYS } from '../../client/lib/storage'
import type { LegalDocument } from '../../shared/content/legal-document'
import { PRIVACY_POLICY } from '../../shared/content/privacy-policy'
import { TERMS_OF_USE } from '../../shared/content/terms-of-use'
import { setUpBrowser } from './support/browser'
import { gapBelowHeaderAfterFollowing, openHydrated, serverHtml, visibleText } from './support/in-page'
import { saveScreenshot, SCREENSHOT_VIEWPORTS } from './support/screenshots'

const kit = setUpBrowser()

/** Spec section 2: the terms' fifteen sections, in this order. */
const TERMS_HEADINGS = [
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
]

interface LegalPageCase {
  path: string
  screenshotName: string
  h1: string
  document: LegalDocument
  headings: readonly string[]
}

const LEGAL_PAGES: LegalPageCase[] = [
  {
    path: '/adatvedelem',
    screenshotName: 'adatvedelem',
    h1: 'Adatvédelmi tájékoztató',
    document: PRIVACY_POLICY,
    // Spec section 2 gives the count (1 to 10), not the names: these pin the count and the order the page shows.
    headings: PRIVACY_POLICY.sections.map((section) => section.heading),
  },
  {
    path: '/felhasznalasi-feltetelek',
    screenshotName: 'felhasznalasi-feltetelek',
    h1: 'Felhasználási feltételek',
    document: TERMS_OF_USE,
    headings: TERMS_HEADINGS,
  },
]

/** The page's own content, without the header and footer (the footer has a line on the site being informational). */
const mainOf = (html: string) => /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? ''

const sectionHeadings = (html: string) =>
  [...html.matchAll(/<h2[^>]*data-testid="legal-section-heading"[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    visibleText(match[1] ?? '').trim(),
  )

describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} is rendered on the server with its one h1, its date and its numbered sections in order`, async () => {
      const html = await serverHtml(kit.baseUrl, legal.path)
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      const text = visibleText(mainOf(html))
      expect(text).toContain(legal.h1)
      expect(text).toContain('Hatályos: 2025. január 1.')
      expect(sectionHeadings(html)).toEqual(legal.headings.map((heading, index) => `${index + 1}. ${heading}`))
      // Spec section 1: what both documents say about the provider, the site and the demo.
      expect(text).toContain('az Egyesült Királyságban bejegyzett társaság')
      expect(text).toMatch(/tájékoztató jellegű/)
      expect(text).toMatch(/külön[^.]* szerződés alapján/)
      expect(text).toMatch(/chatbotba írt kérdéseket és a válaszokat[^.]* nem (tárolja|mentjük el)/)
      expect(text).toContain('nem minősülnek orvosi tanácsnak')
      // The closing part names the company's contact address as a mailto link.
      const contact = /data-testid="legal-contact"[\s\S]*?<a[^>]*href="mailto:([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html)
      expect(contact?.[1]).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
      expect(contact?.[2]).toBe(contact?.[1])
    })
  }

  test('the privacy policy has ten sections and names every browser-storage key and the supervisory authority', async () => {
    const text = visibleText(mainOf(await serverHtml(kit.baseUrl, '/adatvedelem')))
    expect(PRIVACY_POLICY.sections).toHaveLength(10)
    // Each key is the term of a list item of its own ("pharmacyDemoAccess: what, why, how long").
    for (const key of STORAGE_KEYS) expect(text, `storage key ${key}`).toMatch(new RegExp(`\\b${key} ?: \\S`))
    for (const naih of [
      'Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)',
      '1055 Budapest, Falk Miksa utca 9-11.',
      '1363 Budapest, Pf. 9.',
      'www.naih.hu',
    ]) {
      expect(text).toContain(naih)
    }
  })

  for (const viewport of SCREENSHOT_VIEWPORTS) {
    test(`at ${viewport.width} px the table of contents leads to every section, landing below the fixed header`, async () => {
      const page = await kit.newPage({ viewport })
      for (const legal of LEGAL_PAGES) {
        await openHydrated(page, legal.path)
        const contents = page.locator('nav[aria-labelledby="legal-contents-heading"] a')
        const hrefs = await contents.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(hrefs).toEqual(legal.document.sections.map((section) => `#${section.id}`))
        for (const href of hrefs) {
          expect(await page.locator(`h2${href}`).count(), `${legal.path} ${href}`).toBe(1)
        }
        // The first, a middle and the last section, each from the top: a short, a longer and the longest way down.
        const sample = [hrefs[0], hrefs[Math.floor(hrefs.length / 2)], hrefs.at(-1)]
        for (const href of sample) {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
          const gap = await gapBelowHeaderAfterFollowing(
            page,
            href ?? '',
            'nav[aria-labelledby="legal-contents-heading"]',
          )
          expect(gap, `${legal.path} ${href}`).toBeGreaterThanOrEqual(0)
          expect(gap, `${legal.path} ${href}`).toBeLessThan(64)
        }
      }
    })

    test(`at ${viewport.width} px both pages fit the width; screenshots for review`, async () => {
      const page = await kit.newPage({ viewport })
      for (const legal of LEGAL_PAGES) {
        await openHydrated(page, legal.path)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), legal.path).toBeLessThanOrEqual(
          viewport.width,
        )
        await saveScreenshot(page, legal.screenshotName)
      }
    })
  }
})

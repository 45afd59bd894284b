import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminRegistrationUrl } from '../../server/mail/lead-notification-email'
import { HUNGARIAN_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults-hungarian'
import type { WebinarConfig } from '../../shared/schemas/funnel-configs'
import { freePort } from '../setup/free-port'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { E2E_ADMIN } from './support/global-setup'
import { insertRegistrationRow } from './support/registrations'
import { siteServerEnv, startSiteServer, type SiteServer } from './support/site-server'

// A server of its own on a new database, started as an operator's first start: what a fresh install shows.

const kit = setUpBrowser()
let server: SiteServer
let dataDir: string
let db: Database.Database

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'patikachat-e2e-fresh-'))
  const sqlitePath = join(dataDir, 'fresh.db')
  const env = siteServerEnv(
    await freePort(),
    { sqlitePath },
    { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  )
  server = await startSiteServer(env)
  kit.baseUrl = server.baseUrl
  db = new Database(sqlitePath, { fileMustExist: true })
})

afterAll(async () => {
  db.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/** A registrant's stored registration, so /webinar plays instead of sending the visitor to /register. */
async function withRegistration(page: Page): Promise<void> {
  const registration = JSON.stringify({
    fullName: 'Friss Fanni',
    email: 'fanni@pelda.hu',
    registrationDate: new Date().toISOString(),
    webinarTime: new Date(Date.now() - 60_000).toISOString(),
    hostName: HUNGARIAN_FUNNEL_CONFIGS.register.hostName,
    hostTitle: HUNGARIAN_FUNNEL_CONFIGS.register.hostTitle,
  })
  await page.addInitScript((value) => window.localStorage.setItem('webinarRegistration', value), registration)
}

/** The icon in each webinar resource link, by the link's name: lucide names the icon in its class. */
const resourceLinks = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Letölthető anyagok' }) })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: (link.textContent ?? '').trim(),
        download: link.hasAttribute('download'),
        target: link.getAttribute('target'),
        icon: link.querySelector('svg')?.getAttribute('class') ?? '',
      })),
    )

describe('a fresh install', () => {
  for (const viewport of VIEWPORTS) {
    test(`shows the Hungarian starter on /register, /webinar and /offer at ${viewport.width} px`, async () => {
      const { register, webinar, offer } = HUNGARIAN_FUNNEL_CONFIGS
      const page = await kit.newPage({ viewport })
      await withRegistration(page)

      await page.goto('/register')
      await page.getByRole('heading', { level: 1, name: register.headline }).waitFor()
      const registerText = await page.locator('main').innerText()
      for (const text of [register.subheadline, ...register.bulletPoints]) expect(registerText).toContain(text)
      expect(await page.getByRole('button', { name: register.ctaButton }).isVisible()).toBe(true)

      await page.goto('/webinar')
      await page.getByRole('heading', { level: 1, name: webinar.title }).waitFor()
      const webinarText = await page.locator('body').innerText()
      for (const text of [...webinar.keyPoints, webinar.presenter.title, webinar.presenter.bio]) {
        expect(webinarText).toContain(text)
      }
      // The starter's resources are pages on this site: they open beside the video, with no download icon.
      const links = await resourceLinks(page)
      expect(links.map(({ name, download, target }) => ({ name, download, target }))).toEqual(
        webinar.resources.map((resource) => ({ name: resource.name, download: false, target: '_blank' })),
      )
      for (const link of links) expect(link.icon).not.toContain('download')

      await page.goto('/offer')
      await page.getByRole('heading', { level: 1, name: offer.title }).waitFor()
      const offerText = await page.locator('body').innerText()
      for (const text of [offer.subtitle, offer.description, ...offer.features, ...offer.bonuses.map((b) => b.name)]) {
        expect(offerText).toContain(text)
      }
    })
  }
})

describe('links that open what they name', () => {
  test('a webinar resource shows a download icon and downloads only when it is a file on this site', async () => {
    const admin = await signedInAdmin(kit, 'webinar')
    const config: WebinarConfig = {
      ...HUNGARIAN_FUNNEL_CONFIGS.webinar,
      resources: [
        { name: 'Ellenőrző lista (PDF)', link: '/media/ellenorzo-lista.pdf' },
        { name: 'Próbálja ki a demó chatbotot', link: '/demo' },
      ],
    }
    const status = await admin.evaluate(
      async (body) =>
        (
          await fetch('/trpc/admin.saveWebinarConfig', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
        ).status,
      JSON.stringify(config),
    )
    expect(status).toBe(200)

    const page = await kit.newPage()
    await withRegistration(page)
    await page.goto('/webinar')
    await page.getByRole('link', { name: 'Ellenőrző lista (PDF)' }).waitFor()
    const [file, demo] = await resourceLinks(page)
    expect(file).toMatchObject({ download: true, target: null })
    expect(file!.icon).toContain('download')
    expect(demo).toMatchObject({ download: false, target: '_blank' })
    expect(demo!.icon).not.toContain('download')
  })

  for (const signedIn of [false, true]) {
    test(`the lead e-mail's button opens that registration's details${signedIn ? '' : ', through sign-in'}`, async () => {
      const at = (minutes: number) => new Date(Date.parse('2026-11-20T09:00:00.000Z') + minutes * 60_000).toISOString()
      const id = insertRegistrationRow(db, {
        fullName: signedIn ? 'Mélylink Márta' : 'Bejelentkező Bea',
        email: signedIn ? 'marta.link@pelda.hu' : 'bea.link@pelda.hu',
        registrationDate: at(0),
        source: 'webinar',
        metadata: { webinarTime: at(60) },
      })
      const metadata = {
        webinarTime: at(60),
        marketingConsent: { version: '2026-10', givenAt: at(0) },
        firstTouch: { source: 'facebook', medium: 'cpc', campaign: 'oszi-kampany', fbclid: 'fb-click-1' },
      }
      db.prepare('UPDATE registrations SET metadata = ? WHERE id = ?').run(JSON.stringify(metadata), id)
      db.prepare(
        'INSERT INTO webinar_attendees (registration_id, email_key, webinar_time, just_in_time, calendar_sequence, link_nonce, link_hash, unsubscribed_at, created_at, updated_at) VALUES (?, ?, ?, 0, 0, ?, ?, ?, ?, ?)',
      ).run(id, `link-${id}@pelda.hu`, at(60), `nonce-${id}`, `hash-${id}`, at(30), at(0), at(30))
      // Newer registrations push it off the list's first page.
      for (let index = 1; index <= 30; index += 1) {
        insertRegistrationRow(db, {
          fullName: `Újabb Ügyfél ${index}`,
          email: `ujabb-${id}-${index}@pelda.hu`,
          registrationDate: at(1000 + index),
          source: 'contact',
        })
      }
      const url = adminRegistrationUrl(server.baseUrl, id)

      const page = signedIn ? await signedInAdmin(kit) : await kit.newPage({ viewport: { width: 390, height: 844 } })
      await page.goto(url)
      if (!signedIn) {
        await page.getByLabel('Email').fill(E2E_ADMIN.email)
        await page.getByLabel('Password').fill(E2E_ADMIN.password)
        await page.getByRole('button', { name: 'Sign in' }).click()
      }
      const drawer = page.getByTestId('registration-drawer')
      await drawer.getByRole('heading', { name: signedIn ? 'Mélylink Márta' : 'Bejelentkező Bea' }).waitFor()
      const tracking = await drawer.getByTestId('registration-tracking').innerText()
      for (const text of ['facebook', 'cpc', 'oszi-kampany', 'fb-click-1', '2026-10', 'Expired']) {
        expect(tracking).toContain(text)
      }
      expect(tracking).toMatch(/Unsubscribed\s+2026/)
    })
  }
})

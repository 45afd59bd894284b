import { readFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { FORM_RULES } from '../../shared/schemas/forms'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

const storedFor = (email: string) =>
  db.prepare('SELECT metadata, utm_source, utm_campaign FROM registrations WHERE email = ?').all(email) as {
    metadata: string
    utm_source: string | null
    utm_campaign: string | null
  }[]

/**
 * Follows the header's link from the landing page to /register and registers there for the webinar, from a page with
 * an IP of its own (`ownIp`), so no other test's registrations use up its form allowance.
 */
async function registerFromLanding(page: Page, person: { fullName: string; email: string }) {
  await page.locator('header a[href="/register"]').first().click()
  await page.waitForURL('**/register')
  const form = page.locator('form[data-public-form="webinar"]')
  await expect.poll(() => form.locator('input[name="fullName"]').isEditable()).toBe(true)
  await form.getByLabel('Teljes név').fill(person.fullName)
  await form.getByLabel('E-mail-cím').fill(person.email)
  await page.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
  await form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }).click()
}

describe('where each lead came from', () => {
  test('a visit from /?utm_source=x&utm_campaign=y through /register shows in the admin list, its filter and the CSV', async () => {
    const page = await kit.newPage({ ownIp: true })
    await openHydrated(page, '/?utm_source=x&utm_campaign=y')
    await registerFromLanding(page, { fullName: 'Kampány Klára', email: 'klara.utm@pelda.hu' })
    await page.waitForURL('**/waiting')

    const [row] = storedFor('klara.utm@pelda.hu')
    expect(JSON.parse(row!.metadata)).toMatchObject({ firstTouch: { source: 'x', campaign: 'y', landingPath: '/' } })
    expect(row).toMatchObject({ utm_source: 'x', utm_campaign: 'y' })
    // Kept in memory only: nothing of it in the browser's storage or cookies.
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie)
    expect(kept).not.toMatch(/utm_|firstTouch|"campaign"|landingPath/)

    const admin = await signedInAdmin(kit, 'registrations')
    await admin.getByLabel('Campaign (utm_campaign)').fill('y')
    await admin.getByRole('button', { name: 'Search' }).click()
    const rows = admin.getByTestId('registration-row')
    await expect.poll(() => rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain('Kampány Klára')
    expect(await rows.first().getByTestId('registration-first-touch').innerText()).toBe('from x, campaign y')

    const download = admin.waitForEvent('download')
    await admin.getByRole('button', { name: 'Export CSV' }).click()
    const csv = readFileSync(await (await download).path(), 'utf8')
    const lines = csv.split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(2)
    // UTM forrás, médium, kampány, kifejezés, tartalom, hivatkozó oldal; Részvétel (empty before the session ends), Megnézett perc.
    expect(lines[1]).toMatch(/^Kampány Klára;klara\.utm@pelda\.hu;.*;x;;y;;;;;0,0$/)
  })

  test('without script the landing page’s tags reach the registration through the link to /register', async () => {
    const page = await kit.newPage({ javaScript: false, ownIp: true })
    await page.goto('/?utm_source=hirlevel&utm_campaign=noscript-dec')
    await registerFromLanding(page, { fullName: 'Szkript Nélküli Szilvia', email: 'szilvia.utm@pelda.hu' })
    await page.waitForURL('**/koszonjuk**')

    const [row] = storedFor('szilvia.utm@pelda.hu')
    expect(JSON.parse(row!.metadata)).toMatchObject({
      firstTouch: { source: 'hirlevel', campaign: 'noscript-dec', landingPath: '/' },
    })
    expect(row).toMatchObject({ utm_source: 'hirlevel', utm_campaign: 'noscript-dec' })
  })
})

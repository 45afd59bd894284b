import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { afterAll, expect, inject, test } from 'vitest'
import { DEFAULT_POLL_MS } from '../../server/outbox/outbox-worker'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { PERSONAL_OFFER_PATH } from '../../shared/funnel/personal-link'
import { FORM_RULES } from '../../shared/schemas/forms'
import { waitUntil } from '../setup/wait-until'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'
import { siteMailDirectory } from './support/site-server'

// The offer reminder's link (/w/ajanlat#token) opened on another device: the offer's countdown runs from the first
// view the server recorded, not from this device's first look.

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const MINUTE = 60_000
const ADDRESS = 'ajanlat.ket.eszkoz@pelda.hu'

async function confirmationTo(address: string) {
  const directory = siteMailDirectory(inject('sqlitePath'))
  for (const file of (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await readFile(join(directory, file)))
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []
    if (to.some((entry) => entry.value.some((mailbox) => mailbox.address === address))) return parsed
  }
  return undefined
}

const offerSeconds = async (page: Page) => {
  const [minutes, seconds] = (await page.getByTestId('offer-countdown').innerText()).split(':').map(Number)
  return minutes! * 60 + seconds!
}

test("the offer reminder's link on another device shows the offer with the deadline of the first view", async () => {
  // An IP of its own: no other test's registrations use up this visitor's form allowance.
  const laptop = await kit.newPage({ viewport: { width: 1280, height: 800 }, ownIp: true })
  await openHydrated(laptop, '/register')
  const form = laptop.locator('form[data-public-form="webinar"]')
  await form.getByLabel('Teljes név').fill('Ajánlat Aladár')
  await form.getByLabel('E-mail-cím').fill(ADDRESS)
  await laptop.waitForTimeout(FORM_RULES.webinar.minDelayMs + 300)
  await form.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }).click()
  await laptop.waitForURL('**/waiting')

  const { id } = db.prepare('SELECT id FROM registrations WHERE email = ?').get(ADDRESS) as { id: number }
  // The offer was first seen six minutes ago on the laptop: nine of its fifteen minutes are left.
  db.prepare("INSERT INTO funnel_progress (registration_id, step, reached_at) VALUES (?, 'offer_viewed', ?)").run(
    id,
    new Date(Date.now() - 6 * MINUTE).toISOString(),
  )

  const confirmation = await waitUntil(
    () => confirmationTo(ADDRESS),
    (mail) => mail !== undefined,
    { timeoutMs: DEFAULT_POLL_MS + 10_000, intervalMs: 250 },
  )
  const token = /\/w#([A-Za-z0-9_-]{43})/.exec(confirmation!.text ?? '')![1]!

  const phone = await kit.newPage({ viewport: { width: 390, height: 844 } })
  await phone.goto(`${PERSONAL_OFFER_PATH}#${token}`)
  await phone.waitForURL('**/offer')
  expect(new URL(phone.url()).hash).toBe('')
  await expect.poll(() => offerSeconds(phone), { timeout: 10_000 }).toBeLessThanOrEqual(9 * 60)
  expect(await offerSeconds(phone)).toBeGreaterThan(8 * 60)
})

import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { COLLECTIVE_FAQ } from '../../shared/content/marketing-collective'
import { FORM_RULES, FormMessages } from '../../shared/schemas/forms'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'

// The public forms and the FAQ accordions load their code when the visitor first reaches into them
// (client/lib/deferred-part.tsx, client/lib/held-activations.ts).
const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

const TRAINING_FORM_CHUNK = '**/assets/training-form-*.js'
const FAQ_CHUNK = '**/assets/faq-accordion-*.js'

/** The scripts a page asks for from now on, by file name. */
function watchScripts(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.endsWith('.js')) requested.push(path.slice(path.lastIndexOf('/') + 1))
  })
  return requested
}

/** Holds each answer for `pattern` until `release` is called. */
function holdResponses(page: Page, pattern: string): { release: () => void } {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  void page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

const rowsFor = (email: string) =>
  db.prepare('SELECT full_name, source, metadata FROM registrations WHERE email = ?').all(email) as {
    full_name: string
    source: string
    metadata: string
  }[]

/** Fills the training form and waits its minimum fill time, on a page with an IP of its own (its allowance alone). */
async function fillTrainingForm(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Név/).fill('Érintő Emese')
  await page.getByLabel('E-mail-cím').fill(email)
  await page.getByLabel('Üzenet').fill('Hat munkatárs, haladó.')
  await page.waitForTimeout(FORM_RULES.training.minDelayMs + 300)
}

describe('parts that load their code at the first touch', () => {
  test('a visitor who only reads a page never loads its form’s or its accordion’s code', async () => {
    // With a stored choice of cookies, read by its own reader (client/consent/stored-consent.ts), not the forms' rules.
    const page = await kit.newPage()
    const scripts = watchScripts(page)
    await openHydrated(page, '/okos-patika')
    await page.waitForTimeout(500)
    expect(scripts.filter((file) => /^(join-form|form-kit|faq-accordion|machine-kit)-/.test(file))).toEqual([])

    await page.getByLabel(/^Név/).focus()
    await expect.poll(() => scripts.filter((file) => /^(join-form|form-kit)-/.test(file))).toHaveLength(2)
    expect(scripts.filter((file) => file.startsWith('faq-accordion-'))).toEqual([])
  })

  test('a form filled and sent before its code arrives is sent by script, with everything typed', async () => {
    const page = await kit.newPage({ ownIp: true })
    const chunk = holdResponses(page, TRAINING_FORM_CHUNK)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(`${request.method()} ${request.url()}`)
    })
    await openHydrated(page, '/ai-kepzesek')
    await fillTrainingForm(page, 'erinto@pelda.hu')
    await page.getByRole('button', { name: 'Üzenet küldése' }).click()
    // Held, not posted: nothing happens until the form's code is there.
    await page.waitForTimeout(300)
    expect(rowsFor('erinto@pelda.hu')).toEqual([])

    chunk.release()
    await page.getByRole('status').filter({ hasText: FormMessages.contactSuccess }).waitFor()
    expect(rowsFor('erinto@pelda.hu')).toMatchObject([
      {
        full_name: 'Érintő Emese',
        source: 'ai-training-contact',
        metadata: JSON.stringify({ company: null, message: 'Hat munkatárs, haladó.', type: 'training-inquiry' }),
      },
    ])
    // The form took over: its fields are cleared after the success, and the page never left.
    expect(await page.getByLabel('E-mail-cím').inputValue()).toBe('')
    expect(documents).toHaveLength(1)
  })

  test('a form whose code cannot load is posted plainly after a few seconds', async () => {
    const page = await kit.newPage({ ownIp: true })
    kit.allowConsoleErrors(/Failed to load resource/)
    await page.route(TRAINING_FORM_CHUNK, (route) => route.abort())
    await openHydrated(page, '/ai-kepzesek')
    await fillTrainingForm(page, 'lassu@pelda.hu')
    await page.getByRole('button', { name: 'Üzenet küldése' }).click()
    await page.waitForURL(/\/koszonjuk\?urlap=training#kapcsolat$/, { timeout: 10_000 })
    expect(rowsFor('lassu@pelda.hu')).toMatchObject([{ full_name: 'Érintő Emese', source: 'ai-training-contact' }])
  })

  test('a question clicked before the accordion’s code arrives opens once it has', async () => {
    const page = await kit.newPage()
    const chunk = holdResponses(page, FAQ_CHUNK)
    await openHydrated(page, '/okos-patika')
    const question = page.getByTestId('collective-faq').getByRole('button', { name: COLLECTIVE_FAQ[0]?.question })
    await question.click()
    await page.waitForTimeout(300)
    expect(await question.getAttribute('aria-expanded')).toBe('false')

    chunk.release()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => page.getByText(COLLECTIVE_FAQ[0]?.answer ?? '').isVisible()).toBe(true)
  })
})

import Database from 'better-sqlite3'
import type { Page, Request } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { HUNGARIAN_REGISTER_CONFIG } from '../../shared/funnel/config-defaults-hungarian'
import { FORM_RULES, FormMessages, type FormName } from '../../shared/schemas/forms'
import { setUpBrowser } from './support/browser'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

const rowsFor = (email: string) =>
  db.prepare('SELECT full_name, source, metadata FROM registrations WHERE email = ?').all(email) as {
    full_name: string
    source: string
    metadata: string
  }[]

/** The form's minimum fill time, counted from the page's token, as a person would take it. */
const waitFillTime = (page: Page, form: FormName) => page.waitForTimeout(FORM_RULES[form].minDelayMs + 300)

/** Every request the page makes that carries a value the visitor typed in its address. */
function watchAddresses(page: Page, typed: string[]): string[] {
  const leaks: string[] = []
  page.on('request', (request: Request) => {
    const url = decodeURIComponent(request.url())
    if (typed.some((value) => url.includes(value))) leaks.push(`${request.method()} ${url}`)
  })
  return leaks
}

describe('with scripts switched off', () => {
  test('the webinar registration is saved and confirmed with the webinar time', async () => {
    // An IP of its own: no other test's registrations use up this visitor's form allowance.
    const page = await kit.newPage({ javaScript: false, ownIp: true })
    const leaks = watchAddresses(page, ['noscript.webinar@pelda.hu'])
    await page.goto('/register')
    await page.getByLabel('Teljes név').fill('Szkript Nélküli Nóra')
    await page.getByLabel('E-mail-cím').fill('noscript.webinar@pelda.hu')
    await waitFillTime(page, 'webinar')
    await page.getByRole('button', { name: HUNGARIAN_REGISTER_CONFIG.ctaButton }).click()

    await page.waitForURL(/\/koszonjuk\?urlap=webinar&kezdes=/)
    await page.getByRole('heading', { name: FormMessages.registrationSuccess }).waitFor()
    const start = new URL(page.url()).searchParams.get('kezdes')!
    const [row] = rowsFor('noscript.webinar@pelda.hu')
    expect(row).toMatchObject({ full_name: 'Szkript Nélküli Nóra', source: 'webinar' })
    expect(JSON.parse(row!.metadata)).toEqual({ webinarTime: start })
    expect(await page.getByTestId('form-sent-webinar-start').textContent()).toMatch(/A webinárium kezdete: .*\d\d:\d\d/)
    expect(leaks).toEqual([])
  })

  test('the demo page offers its form, which opens the assistant', async () => {
    const page = await kit.newPage({ javaScript: false })
    await page.goto('/demo')
    await page.getByLabel('Teljes név').fill('Dr. Szkript Nélkül')
    await page.getByLabel('E-mail-cím').fill('noscript.demo@pelda.hu')
    await page.getByLabel('Gyógyszertár neve').fill('Csendes Patika')
    await page.getByLabel('Beosztás').selectOption('assistant')
    // check() fails unless the box ends up ticked.
    await page.getByLabel('Elolvastam és elfogadom').check()
    await waitFillTime(page, 'demo')
    await page.getByRole('button', { name: 'Demó megnyitása' }).click()

    await page.waitForURL(/\/koszonjuk\?urlap=demo/)
    await page.getByText('Az asszisztenst alább azonnal kipróbálhatja.').waitFor()
    expect(rowsFor('noscript.demo@pelda.hu')).toMatchObject([
      { source: 'demo', metadata: JSON.stringify({ pharmacyName: 'Csendes Patika', position: 'assistant' }) },
    ])
  })

  test('a mistake brings the form back with the values and the error; corrected, it is saved once', async () => {
    const page = await kit.newPage({ javaScript: false })
    // The browser reports the refused post's 400 in the console; the page it shows is the point.
    kit.allowConsoleErrors(/status of 400/)
    await page.goto('/okos-patika')
    await page.getByLabel(/^Név/).fill('Hibás Hedvig')
    await page.getByLabel('Gyógyszertár vagy rendelő neve').fill('Pontos Patika')
    await page.getByLabel('E-mail-cím').fill('hedvig-pelda.hu')
    await waitFillTime(page, 'join')
    await page.getByRole('button', { name: 'Csatlakozom' }).click()

    await page.getByTestId('form-notice').waitFor()
    expect(new URL(page.url()).pathname).toBe('/okos-patika')
    expect(await page.getByTestId('form-notice').textContent()).toBe(FormMessages.fieldProblems)
    await page.getByText(FormMessages.invalidEmail).waitFor()
    expect(await page.getByLabel(/^Név/).inputValue()).toBe('Hibás Hedvig')
    expect(await page.getByLabel('Gyógyszertár vagy rendelő neve').inputValue()).toBe('Pontos Patika')

    await page.getByLabel('E-mail-cím').fill('hedvig@pelda.hu')
    await waitFillTime(page, 'join')
    await page.getByRole('button', { name: 'Csatlakozom' }).click()
    await page.waitForURL(/\/koszonjuk\?urlap=join/)
    await page.getByRole('heading', { name: FormMessages.contactSuccess }).waitFor()
    // A reload of the confirmation sends nothing again (the post was answered with a 303).
    await page.reload()
    expect(rowsFor('hedvig@pelda.hu')).toMatchObject([{ full_name: 'Hibás Hedvig', source: 'contact' }])
  })
})

describe('before the page script has run', () => {
  test('a training enquiry sent while the scripts are still loading is posted and saved, not put in the address', async () => {
    const page = await kit.newPage()
    // The scripts never arrive, as on a slow phone before they have loaded.
    kit.allowConsoleErrors(/Failed to load resource/)
    await page.route('**/assets/**/*.js', (route) => route.abort())
    const leaks = watchAddresses(page, ['korai@pelda.hu', 'Korai Kornél'])
    await page.goto('/ai-kepzesek')
    await page.getByLabel(/^Név/).fill('Korai Kornél')
    await page.getByLabel('E-mail-cím').fill('korai@pelda.hu')
    await page.getByLabel('Üzenet').fill('Öt munkatárs, alapok.')
    await waitFillTime(page, 'training')
    await page.getByRole('button', { name: 'Üzenet küldése' }).click()

    // The form's anchor comes along (a redirect keeps the fragment of the address it answers): nothing personal.
    await page.waitForURL(/\/koszonjuk\?urlap=training#kapcsolat$/)
    expect(leaks).toEqual([])
    expect(rowsFor('korai@pelda.hu')).toMatchObject([
      {
        full_name: 'Korai Kornél',
        source: 'ai-training-contact',
        metadata: JSON.stringify({ company: null, message: 'Öt munkatárs, alapok.', type: 'training-inquiry' }),
      },
    ])
  })
})

import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { FORM_RULES, FormMessages } from '../../shared/schemas/forms'
import { FORM_RETRY_MS } from '../../client/forms/use-queued-retry'
import { setUpBrowser } from './support/browser'
import { openHydrated } from './support/in-page'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

interface RegistrationRow {
  full_name: string
  email: string
  source: string
  status: string
  metadata: string
}

function registrationsFor(email: string): RegistrationRow[] {
  return db
    .prepare('SELECT full_name, email, source, status, metadata FROM registrations WHERE email = ?')
    .all(email) as RegistrationRow[]
}

/** Opens /demo after hydration: the dialog appears only once the browser knows no access is stored. */
async function openDemoDialog(page: Page) {
  await page.goto('/demo')
  const dialog = page.getByRole('dialog', { name: 'Demó hozzáférés' })
  await dialog.waitFor()
  return dialog
}

async function fillDemoForm(page: Page, person: { fullName: string; email: string; pharmacyName: string }) {
  await page.getByLabel('Teljes név').fill(person.fullName)
  await page.getByLabel('E-mail-cím').fill(person.email)
  await page.getByLabel('Gyógyszertár neve').fill(person.pharmacyName)
  await page.getByLabel('Beosztás').selectOption('owner')
  await page.getByLabel('Elolvastam és elfogadom').check()
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

describe('demo access', () => {
  test('the dialog form saves the registration, stores the access and shows the working assistant preview', async () => {
    const page = await kit.newPage()
    const dialog = await openDemoDialog(page)
    await fillDemoForm(page, { fullName: 'Kovács Anna', email: 'anna.demo@pelda.hu', pharmacyName: 'Napfény Patika' })
    await page.waitForTimeout(3100)
    await dialog.getByRole('button', { name: 'Demó megnyitása' }).click()

    await toast(page, FormMessages.registrationSuccess).waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('demo-greeting').textContent()).toContain('Üdvözöljük, Kovács Anna!')
    expect(await page.getByTestId('demo-greeting').textContent()).toContain('Napfény Patika')

    const preview = page.getByTestId('assistant-preview')
    expect(await preview.evaluate((element) => element.getBoundingClientRect().height)).toBe(700)
    await preview.getByRole('button', { name: 'Félre tudnak tenni nekem egy terméket?' }).click()
    await page.getByTestId('assistant-typing').waitFor()
    await preview.getByText('#PT4827').waitFor()

    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('pharmacyDemoAccess') ?? 'null') as unknown,
    )
    expect(stored).toMatchObject({
      fullName: 'Kovács Anna',
      email: 'anna.demo@pelda.hu',
      pharmacyName: 'Napfény Patika',
      position: 'owner',
    })
    const rows = registrationsFor('anna.demo@pelda.hu')
    expect(rows).toEqual([
      {
        full_name: 'Kovács Anna',
        email: 'anna.demo@pelda.hu',
        source: 'demo',
        status: 'new',
        metadata: JSON.stringify({ pharmacyName: 'Napfény Patika', position: 'owner' }),
      },
    ])

    await page.reload()
    await page.getByTestId('demo-greeting').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('a submit before 3 s shows the bot message and saves nothing; the server refuses a direct early post', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/403/)
    const dialog = await openDemoDialog(page)
    await fillDemoForm(page, { fullName: 'Gyors Gábor', email: 'gyors@pelda.hu', pharmacyName: 'Sietős Patika' })
    await dialog.getByRole('button', { name: 'Demó megnyitása' }).click()

    await toast(page, FormMessages.botDetected).waitFor()
    // Inside the modal dialog: anywhere else the toast would be beneath it and inert.
    expect(await toast(page, FormMessages.botDetected).evaluate((element) => element.closest('dialog') !== null)).toBe(
      true,
    )
    expect(await dialog.getByLabel('Teljes név').inputValue()).toBe('Gyors Gábor')

    const direct = await page.evaluate(async () => {
      const tokenResponse = await fetch(
        `/trpc/forms.token?input=${encodeURIComponent(JSON.stringify({ form: 'demo' }))}`,
      )
      const { result } = (await tokenResponse.json()) as { result: { data: { token: string } } }
      const response = await fetch('/trpc/forms.demo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Gyors Gábor',
          email: 'gyors@pelda.hu',
          pharmacyName: 'Sietős Patika',
          privacyAccepted: true,
          submissionId: crypto.randomUUID(),
          formToken: result.data.token,
        }),
      })
      return { status: response.status, body: await response.text() }
    })
    expect(direct.status).toBe(403)
    expect(direct.body).toContain(FormMessages.botDetected)
    expect(registrationsFor('gyors@pelda.hu')).toEqual([])
  })

  test('the dialog takes focus to its first field, and closes with Escape or a click beside it, focus back where it was', async () => {
    const page = await kit.newPage()
    const dialog = await openDemoDialog(page)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullName')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    const reopen = page.getByRole('button', { name: 'Hozzáférés igénylése' })
    await reopen.click()
    await dialog.waitFor()
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: 'detached' })
    expect(await reopen.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  test('the trap field is hidden, inert and out of the tab order', async () => {
    const page = await kit.newPage()
    const dialog = await openDemoDialog(page)
    const trap = dialog.locator('[data-trap-field] input')

    expect(await trap.evaluate((input: HTMLInputElement) => input.name)).toBe('referralCode')
    expect(
      await trap.evaluate((input: HTMLInputElement) => ({
        autocomplete: input.getAttribute('autocomplete'),
        tabIndex: input.tabIndex,
        lastPass: input.getAttribute('data-lpignore'),
        onePassword: input.hasAttribute('data-1p-ignore'),
        bitwarden: input.hasAttribute('data-bwignore'),
        dashlane: input.getAttribute('data-form-type'),
        wrapperHidden: input.closest('[data-trap-field]')?.getAttribute('aria-hidden'),
        wrapperInert: input.closest<HTMLElement>('[data-trap-field]')?.inert,
        onScreen: input.getBoundingClientRect().right > 0,
      })),
    ).toEqual({
      autocomplete: 'off',
      tabIndex: -1,
      lastPass: 'true',
      onePassword: true,
      bitwarden: true,
      dashlane: 'other',
      wrapperHidden: 'true',
      wrapperInert: true,
      onScreen: false,
    })
    expect(await dialog.getByRole('textbox', { name: 'Ezt a mezőt hagyja üresen' }).count()).toBe(0)
    await trap.evaluate((input: HTMLInputElement) => input.focus())
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('referralCode')

    // Tabbing through the whole dialog (its focus trap cycles) never lands on the trap.
    await dialog.getByLabel('Teljes név').focus()
    const reached = new Set<string>()
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab')
      reached.add(
        await page.evaluate(
          () => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? '',
        ),
      )
    }
    expect(reached).toContain('email')
    expect(reached).not.toContain('referralCode')
  })

  test("Chromium's address autofill fills the form but not the trap, even a trap named company", async () => {
    // The worst case is the webinar form's trap, named `company`, next to name and e-mail. The demo form is made to
    // look like that before Chromium first sees it; then Chromium fills a saved address with a company into it.
    const guarded = await autofillWebinarLikeForm({ keepInert: true })
    expect(guarded.visible).toEqual({ fullName: 'Autofill Anna', email: 'autofill@pelda.hu' })
    expect(guarded.filled).toEqual(expect.arrayContaining(['fullName', 'email']))
    expect(guarded.filled).not.toContain('company')
    expect(guarded.trap).toBe('')

    // Control: the same field without `inert` IS filled, so the check above is not vacuous: autocomplete="off",
    // tabindex=-1, aria-hidden and the off-screen position alone do not stop Chromium.
    const unguarded = await autofillWebinarLikeForm({ keepInert: false })
    expect(unguarded.filled).toContain('company')
    expect(unguarded.trap).toBe('Napfény Patika Kft.')
  })

  test('a submission made while the server is unreachable is kept and sent once when the site is open again', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/Failed to load resource/)
    const dialog = await openDemoDialog(page)
    await fillDemoForm(page, { fullName: 'Offline Olga', email: 'offline@pelda.hu', pharmacyName: 'Hegyi Patika' })
    await page.waitForTimeout(3100)
    await page.route('**/trpc/**', (route) => route.abort())
    await dialog.getByRole('button', { name: 'Demó megnyitása' }).click()

    await toast(page, FormMessages.registrationFailure).waitFor()
    expect(await dialog.getByTestId('form-notice').innerText()).toBe(
      FormMessages.queuedWaiting(1, FORM_RETRY_MS / 1000),
    )
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]') as unknown[])
    expect(queued).toMatchObject([{ form: 'demo', fields: { email: 'offline@pelda.hu', position: 'owner' } }])
    expect(registrationsFor('offline@pelda.hu')).toEqual([])

    await page.unroute('**/trpc/**')
    await page.reload()
    await toast(page, FormMessages.queuedSent).waitFor({ timeout: 15_000 })
    expect(await page.evaluate(() => localStorage.getItem('formSubmissions'))).toBe('[]')
    expect(registrationsFor('offline@pelda.hu')).toMatchObject([{ full_name: 'Offline Olga', source: 'demo' }])

    await page.reload()
    await page.waitForTimeout(4000)
    expect(registrationsFor('offline@pelda.hu')).toHaveLength(1)
  })
})

describe('offline queue', () => {
  test('a damaged queue entry is dropped alone: the valid entry behind it is still sent', async () => {
    const page = await kit.newPage()
    await page.goto('/adatvedelem')
    const valid = {
      form: 'join',
      submissionId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      queuedAt: new Date().toISOString(),
      fields: { fullName: 'Sorban Sára', pharmacyName: 'Várakozó Patika', email: 'sorban@pelda.hu' },
    }
    const damaged = { form: 'join', fields: { fullName: 'Régi alak' } }
    await page.evaluate((queue) => localStorage.setItem('formSubmissions', JSON.stringify(queue)), [damaged, valid])

    await page.reload()
    await toast(page, FormMessages.queuedSent).waitFor({ timeout: 15_000 })

    expect(registrationsFor('sorban@pelda.hu')).toMatchObject([{ full_name: 'Sorban Sára', source: 'contact' }])
    expect(await page.evaluate(() => localStorage.getItem('formSubmissions'))).toBe('[]')
  })
})

async function autofillWebinarLikeForm({ keepInert }: { keepInert: boolean }) {
  const page = await kit.newPage()
  await page.addInitScript((keep: boolean) => {
    new MutationObserver(() => {
      const trap = document.querySelector<HTMLInputElement>('[data-trap-field] input')
      if (!trap || trap.dataset.renamed) return
      // React re-writes a controlled input's name on every update (the form re-renders when its token arrives), and
      // Chromium would read the form again in that moment: the renamed field keeps its name for good.
      trap.dataset.renamed = 'true'
      trap.setAttribute('name', 'company')
      Object.defineProperty(trap, 'name', { get: () => 'company', set: () => undefined })
      const label = trap.labels?.[0]
      if (label && label.textContent !== 'Cég') label.textContent = 'Cég'
      const wrapper = trap.closest('[data-trap-field]')
      if (!keep && wrapper?.hasAttribute('inert')) wrapper.removeAttribute('inert')
      // The webinar form has no organisation field that would take the company value away from the trap: the demo
      // form's is taken out of autofill's reach (inert, like the trap), its other fields too.
      for (const name of ['pharmacyName', 'position']) {
        const field = document.querySelector(`[name="${name}"]`)?.closest('[data-part="root"]')
        if (field && !field.hasAttribute('inert')) field.setAttribute('inert', '')
      }
    }).observe(document, { childList: true, subtree: true })
  }, keepInert)
  // The form asks for its token when it appears; Chromium reads the form again after that render settles.
  const tokenArrived = page.waitForResponse((response) => response.url().includes('/trpc/forms.token'))
  const dialog = await openDemoDialog(page)
  await tokenArrived
  const filled = await autofillAddress(page, dialog.getByLabel('Teljes név'))
  return {
    filled,
    trap: await dialog.locator('[data-trap-field] input').inputValue(),
    visible: {
      fullName: await dialog.getByLabel('Teljes név').inputValue(),
      email: await dialog.getByLabel('E-mail-cím').inputValue(),
    },
  }
}

/** Lets Chromium's own address autofill fill the form of `anchor` (CDP Autofill.trigger); returns the filled names. */
async function autofillAddress(page: Page, anchor: ReturnType<Page['getByLabel']>): Promise<string[]> {
  await anchor.click()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('Autofill.enable')
  const filledEvent = new Promise<string[]>((resolve) => {
    cdp.on('Autofill.addressFormFilled', (event) =>
      resolve(event.filledFields.filter((field) => field.value !== '').map((field) => field.name)),
    )
  })
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true })
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'dialog input[name="fullName"]',
  })
  const { node } = await cdp.send('DOM.describeNode', { nodeId })
  const { frameTree } = await cdp.send('Page.getFrameTree')
  await cdp.send('Autofill.trigger', {
    fieldId: node.backendNodeId,
    frameId: frameTree.frame.id,
    address: {
      fields: [
        { name: 'NAME_FULL', value: 'Autofill Anna' },
        { name: 'EMAIL_ADDRESS', value: 'autofill@pelda.hu' },
        { name: 'COMPANY_NAME', value: 'Napfény Patika Kft.' },
        { name: 'PHONE_HOME_WHOLE_NUMBER', value: '+36301234567' },
      ],
    },
  })
  const filled = await filledEvent
  await cdp.detach()
  return filled
}

describe('behaviour protection', () => {
  const notice = (page: Page) => page.getByTestId('behaviour-notice')

  async function longPage(page: Page, path: string) {
    await page.goto(path)
    await page.getByTestId('site-header').waitFor()
    await page.waitForFunction(() => document.querySelector('main') !== null)
    // The protection loads at the visitor's first activity once the page has hydrated; what it watches starts then
    // ('off' for a crawler). The pointer moves until it has.
    let moves = 0
    await expect
      .poll(async () => {
        await page.mouse.move(640 + (moves++ % 2), 400)
        return page.evaluate(() => document.documentElement.dataset.behaviourWatch)
      })
      .toBeDefined()
    await page.evaluate(() => {
      document.body.style.minHeight = '30000px'
      const counts = { events: 0, peak: 0, times: [] as number[] }
      const count = () => {
        const now = performance.now()
        counts.events += 1
        counts.times = [...counts.times.filter((time) => time > now - 2000), now]
        counts.peak = Math.max(counts.peak, counts.times.length)
      }
      window.addEventListener('wheel', count, { passive: true })
      window.addEventListener('scroll', count, { passive: true })
      Object.assign(window, { scrollCounts: counts })
    })
  }

  const rawScrollPeak = (page: Page) =>
    page.evaluate(() => (window as unknown as { scrollCounts: { peak: number } }).scrollCounts.peak)

  test('fast wheel spinning, a trackpad-like fling and quick reversals do not trigger it', async () => {
    const page = await kit.newPage()
    await longPage(page, '/tortenetunk')

    for (let i = 0; i < 120; i += 1) await page.mouse.wheel(0, 120)
    for (let i = 0; i < 90; i += 1) await page.mouse.wheel(0, Math.max(4, 90 - i))
    for (let burst = 0; burst < 6; burst += 1) {
      for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, burst % 2 === 0 ? -100 : 100)
      await page.waitForTimeout(160)
    }
    await page.waitForTimeout(2500)

    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    expect(await rawScrollPeak(page)).toBeGreaterThan(50)
    expect(await notice(page).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/tortenetunk')
  })

  test('slider drags and a docked developer-tools panel do not trigger it', async () => {
    const page = await kit.newPage()
    await page.addInitScript(() => {
      Object.defineProperty(window, 'outerWidth', { get: () => window.innerWidth + 500 })
    })
    await longPage(page, '/kiosk')
    await page.evaluate(() => {
      const slider = Object.assign(document.createElement('input'), { type: 'range', min: '20', max: '200' })
      slider.setAttribute('aria-label', 'Napi látogatók')
      Object.assign(slider.style, { position: 'fixed', top: '120px', left: '100px', width: '600px', zIndex: '9999' })
      document.body.append(slider)
    })
    for (let drag = 0; drag < 6; drag += 1) {
      await page.mouse.move(110, 128)
      await page.mouse.down()
      for (let x = 110; x <= 690; x += 20) await page.mouse.move(x, 128)
      await page.mouse.up()
    }
    for (let i = 0; i < 60; i += 1) await page.mouse.wheel(0, 100)
    for (let i = 0; i < 8; i += 1) await page.mouse.click(1100, 500)
    await page.waitForTimeout(2500)

    expect(Number(await page.getByLabel('Napi látogatók').inputValue())).toBeGreaterThan(190)
    expect(await notice(page).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/kiosk')
  })

  test('30 scripted clicks in a second show the notice and send the visitor home after 5 s', async () => {
    const page = await kit.newPage()
    await longPage(page, '/kiosk')
    const started = Date.now()
    for (let i = 0; i < 30; i += 1) await page.mouse.click(1100, 500)
    expect(Date.now() - started).toBeLessThan(2000)

    await notice(page).waitFor()
    expect(await notice(page).textContent()).toContain('Szokatlan aktivitást észleltünk')
    expect(new URL(page.url()).pathname).toBe('/kiosk')
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 8000 }).toBe('/')
    expect(await notice(page).count()).toBe(0)
  })

  test('a search-engine crawler is never flagged', async () => {
    const page = await kit.newPage({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    await longPage(page, '/kiosk')
    for (let i = 0; i < 30; i += 1) await page.mouse.click(1100, 500)
    await page.waitForTimeout(1000)
    expect(await notice(page).count()).toBe(0)
  })
})

describe('a join form the server cannot take', () => {
  test('keeps the fields and says the message is queued; pressing again never makes a second registration', async () => {
    const page = await kit.newPage()
    kit.allowConsoleErrors(/Failed to load resource/)
    await openHydrated(page, '/okos-patika')
    const joinForm = page.getByRole('form', { name: 'Csatlakozás az Okos Patika közösséghez' })
    await joinForm.getByLabel(/^Név/).fill('Sorban Álló Sára')
    await joinForm.getByLabel('Gyógyszertár vagy rendelő neve').fill('Türelmes Patika')
    await joinForm.getByLabel('E-mail-cím').fill('sorban.allo@pelda.hu')
    await page.waitForTimeout(FORM_RULES.join.minDelayMs + 300)
    await page.route('**/trpc/forms.join**', (route) => route.abort())
    const queued = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('formSubmissions') ?? '[]') as { fields: { fullName: string } }[],
      )

    await joinForm.getByRole('button', { name: 'Csatlakozom' }).click()
    await toast(page, FormMessages.registrationFailure).waitFor()
    expect(await joinForm.getByTestId('form-notice').textContent()).toBe(
      FormMessages.queuedWaiting(1, FORM_RETRY_MS / 1000),
    )
    expect(await joinForm.getByLabel(/^Név/).inputValue()).toBe('Sorban Álló Sára')
    expect(await joinForm.getByLabel('E-mail-cím').inputValue()).toBe('sorban.allo@pelda.hu')

    // Pressed again while the server is still away: the same submission, queued once.
    await joinForm.getByRole('button', { name: 'Csatlakozom' }).click()
    await page.waitForTimeout(500)
    expect(await queued()).toHaveLength(1)
    // Corrected and pressed again: the corrected one replaces it.
    await joinForm.getByLabel(/^Név/).fill('Sorban Álló Sarolta')
    await joinForm.getByRole('button', { name: 'Csatlakozom' }).click()
    await page.waitForTimeout(500)
    expect((await queued()).map((entry) => entry.fields.fullName)).toEqual(['Sorban Álló Sarolta'])

    // The server is back and the visitor presses once more: saved once, and nothing is left to send later.
    await page.unroute('**/trpc/forms.join**')
    await joinForm.getByRole('button', { name: 'Csatlakozom' }).click()
    await toast(page, FormMessages.contactSuccess).waitFor()
    expect(await queued()).toEqual([])
    await page.reload()
    await page.waitForTimeout(3000)
    expect(registrationsFor('sorban.allo@pelda.hu')).toMatchObject([
      { full_name: 'Sorban Álló Sarolta', source: 'contact' },
    ])
  })
})

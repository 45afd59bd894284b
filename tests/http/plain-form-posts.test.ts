import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { insertRegisterConfig } from '../../server/repositories/funnel-config.repository'
import { DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import { DEFAULT_WEBINAR_SCHEDULE } from '../../shared/funnel/config-defaults'
import { upcomingSessions } from '../../shared/funnel/webinar-sessions'
import { MARKETING_CONSENT_TEXT, MARKETING_CONSENT_VERSION } from '../../shared/marketing-consent'
import { FORM_PAGES, FORM_SENT_PATH } from '../../shared/form-pages'
import { PUBLIC_PAGE_PATHS } from '../../shared/public-pages'
import { FORM_RULES, FormMessages, type FormName } from '../../shared/schemas/forms'
import { snapshotDb } from '../setup/db-snapshot'
import { CHROME_USER_AGENT, TEST_SITE, testApp, type TestApp } from '../setup/http-app'
import { describeEachDialect } from '../setup/test-db'

/** What a person fills in on each form, as the browser posts it. */
const FILLED: Record<FormName, Record<string, string>> = {
  webinar: { fullName: 'Kovács Anna', email: 'anna@gyogyszertar.hu' },
  demo: {
    fullName: 'Dr. Nagy Péter',
    email: 'peter@patika.hu',
    pharmacyName: 'Napfény Patika',
    position: 'owner',
    privacyAccepted: 'on',
  },
  join: { fullName: 'Szabó Éva', pharmacyName: 'Szent Anna Gyógyszertár', email: 'eva@patika.hu' },
  training: { fullName: 'Tóth Gábor', email: 'gabor@ceg.hu', company: 'Gábor Kft.', message: 'Tíz fő, alapok.' },
}

const FORMS = Object.keys(FILLED) as FormName[]

describeEachDialect('public forms sent as plain HTML forms', (getDb) => {
  let site: TestApp

  beforeEach(async () => {
    site = await testApp({ db: getDb() })
  })
  afterEach(() => site.close())

  const getPage = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })

  /** The page's form token for `form`, as the server wrote it into this answer. */
  async function pageToken(form: FormName): Promise<string> {
    const page = await getPage(FORM_PAGES[form].path)
    const token = tokenIn(page.body, form)
    expect(token, form).toMatch(new RegExp(`^${form}\\.`))
    return token
  }

  const post = (form: FormName, fields: Record<string, string>) =>
    site.app.inject({
      method: 'POST',
      url: FORM_PAGES[form].path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_SITE,
        'user-agent': CHROME_USER_AGENT,
      },
      payload: new URLSearchParams(fields).toString(),
    })

  async function postFilled(form: FormName, overrides: Record<string, string> = {}) {
    const formToken = await pageToken(form)
    site.advance(FORM_RULES[form].minDelayMs)
    return post(form, { ...FILLED[form], formToken, [FORM_RULES[form].trapField]: '', ...overrides })
  }

  const registrations = () =>
    getDb()
      .db.selectFrom('registrations')
      .select(['full_name', 'email', 'source', 'metadata', 'submission_id'])
      .execute()

  test('every form on a public page posts to a page of the site, never sending its fields in the address', async () => {
    let formsSeen = 0
    for (const path of [...PUBLIC_PAGE_PATHS, '/koszonjuk?urlap=webinar']) {
      const page = await getPage(path)
      for (const [tag] of page.body.matchAll(/<form\b[^>]*>/g)) {
        formsSeen += 1
        expect(tag, path).toMatch(/ method="post"/)
        expect(tag, path).toMatch(/ action="\/[^/\\]/)
      }
    }
    // /register, /okos-patika and /ai-kepzesek, and the demo's form for browsers without script.
    expect(formsSeen).toBeGreaterThanOrEqual(4)
  })

  test('a cached page still gives every answer a form token of its own, and carries no ETag', async () => {
    for (const form of FORMS) {
      const first = await getPage(FORM_PAGES[form].path)
      const second = await getPage(FORM_PAGES[form].path)
      expect(second.headers['x-render-cache'], form).toBe('hit')
      expect(tokenIn(second.body, form)).not.toBe(tokenIn(first.body, form))
      expect(second.headers.etag, form).toBeUndefined()
    }
  })

  test('each form posted without script is stored as its procedure stores it, then answered with a 303', async () => {
    for (const form of FORMS) {
      const answer = await postFilled(form)
      expect(answer.statusCode, `${form}: ${answer.body.slice(0, 200)}`).toBe(303)
      expect(answer.headers.location, form).toMatch(new RegExp(`^${FORM_SENT_PATH}\\?urlap=${form}`))
    }
    const rows = await registrations()
    expect(rows.map((row) => [row.source, row.full_name, row.email])).toEqual([
      ['webinar', 'Kovács Anna', 'anna@gyogyszertar.hu'],
      ['demo', 'Dr. Nagy Péter', 'peter@patika.hu'],
      ['contact', 'Szabó Éva', 'eva@patika.hu'],
      ['ai-training-contact', 'Tóth Gábor', 'gabor@ceg.hu'],
    ])
    const metadata = rows.map((row) => metadataOf(row.metadata))
    expect(metadata[1]).toEqual({ pharmacyName: 'Napfény Patika', position: 'owner' })
    expect(metadata[2]).toEqual({ pharmacyName: 'Szent Anna Gyógyszertár' })
    expect(metadata[3]).toEqual({ company: 'Gábor Kft.', message: 'Tíz fő, alapok.', type: 'training-inquiry' })
  })

  test('the webinar registration ends on a page that confirms it and shows the stored webinar time', async () => {
    const answer = await postFilled('webinar')
    const location = new URL(answer.headers.location as string, TEST_SITE)
    const [row] = await registrations()
    const stored = metadataOf(row!.metadata) as { webinarTime: string }
    expect(location.searchParams.get('kezdes')).toBe(stored.webinarTime)

    const confirmation = await getPage(location.pathname + location.search)
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.body).toContain(FormMessages.registrationSuccess)
    expect(confirmation.body).toContain('A webinárium kezdete:')
    expect(confirmation.body).toContain(`/naptar/webinarium.ics?start=${encodeURIComponent(stored.webinarTime)}`)
    expect(confirmation.body).toContain('noindex')
    // Every registrant's confirmation is their own: none is kept in the render cache.
    expect((await getPage(location.pathname + location.search)).headers['x-render-cache']).toBe('miss')
  })

  test('the webinar form offers the scheduled sessions and the unticked consent, and stores both as posted', async () => {
    const schedule = {
      ...DEFAULT_WEBINAR_SCHEDULE,
      weekly: [
        { weekday: 2, time: '18:00' },
        { weekday: 4, time: '18:00' },
      ],
      justInTime: { ...DEFAULT_WEBINAR_SCHEDULE.justInTime, enabled: false },
    }
    await insertRegisterConfig(getDb().db, { ...DEFAULT_REGISTER_CONFIG, schedule })
    const page = await getPage('/register')
    const radios = [...page.body.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([tag]) => tag)
    const offered = radios.map((tag) => /value="([^"]+)"/.exec(tag)![1]!)
    // The page lists what the schedule offers when it is rendered, the first chosen.
    expect(offered).toEqual(upcomingSessions({ schedule }, new Date()).map((session) => session.value))
    expect(offered).toHaveLength(3)
    expect(radios.map((tag) => tag.includes(' checked'))).toEqual([true, false, false])
    expect(page.body).toMatch(/<legend[^>]*>Melyik időpontban nézi a webináriumot\?<\/legend>/)
    expect(page.body).toContain(upcomingSessions({ schedule }, new Date())[1]!.label)
    const consentBox = /<input[^>]*name="marketingConsent"[^>]*>/.exec(page.body)![0]
    expect(consentBox).toContain('type="checkbox"')
    expect(consentBox).not.toContain('checked')
    expect(page.body).toContain(MARKETING_CONSENT_TEXT)

    const formToken = tokenIn(page.body, 'webinar')
    site.advance(FORM_RULES.webinar.minDelayMs)
    const fields = { ...FILLED.webinar, formToken, company: '', session: offered[1]!, marketingConsent: 'on' }
    const answer = await post('webinar', fields)
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(303)
    expect(new URL(answer.headers.location as string, TEST_SITE).searchParams.get('kezdes')).toBe(offered[1])
    const [row] = await registrations()
    expect(metadataOf(row!.metadata)).toEqual({
      webinarTime: offered[1],
      marketingConsent: { version: MARKETING_CONSENT_VERSION, givenAt: '2025-03-01T10:00:03.000Z' },
    })
  })

  test('a webinar session the schedule does not offer brings the page back with the error on it, storing nothing', async () => {
    const formToken = await pageToken('webinar')
    site.advance(FORM_RULES.webinar.minDelayMs)
    const answer = await post('webinar', {
      ...FILLED.webinar,
      formToken,
      company: '',
      session: '2025-03-05T17:00:00.000Z',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toContain(FormMessages.fieldProblems)
    expect(answer.body).toContain(FormMessages.sessionUnavailable)
    expect(answer.body).toContain('value="anna@gyogyszertar.hu"')
    expect(stateOf(answer).postedForm).toMatchObject({
      form: 'webinar',
      values: { session: '2025-03-05T17:00:00.000Z', marketingConsent: false },
      fieldErrors: { session: FormMessages.sessionUnavailable },
    })
    expect(await registrations()).toEqual([])

    // The page shown again carries a fresh token; without a session (the default config offers one and shows no
    // choice) the registration gets the default session, just in time: 10 minutes after it.
    site.advance(FORM_RULES.webinar.minDelayMs)
    const fresh = tokenIn(answer.body, 'webinar')
    const later = await post('webinar', { ...FILLED.webinar, formToken: fresh, company: '' })
    expect(later.statusCode).toBe(303)
    const [row] = await registrations()
    expect(metadataOf(row!.metadata)).toEqual({ webinarTime: '2025-03-01T10:10:06.000Z' })
  })

  test('invalid fields bring the page back with the values, the errors in Hungarian and nothing stored', async () => {
    const formToken = await pageToken('join')
    site.advance(FORM_RULES.join.minDelayMs)
    const before = await snapshotDb(getDb())
    const answer = await post('join', {
      fullName: '<b>Szabó</b> "Éva"',
      pharmacyName: 'Szent Anna',
      email: 'nem-email',
      formToken,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-render-cache']).toBeUndefined()
    expect(answer.body).toContain(FormMessages.fieldProblems)
    expect(answer.body).toContain(FormMessages.invalidEmail)
    expect(answer.body).toContain('value="&lt;b&gt;Szabó&lt;/b&gt; &quot;Éva&quot;"')
    expect(answer.body).toContain('value="nem-email"')
    expect(answer.body).not.toContain('<b>Szabó</b>')
    // The page hydrates with the same values: they travel in its state, escaped for a script element.
    expect(stateOf(answer).postedForm).toMatchObject({ form: 'join', values: { email: 'nem-email' } })
    expect(tokenIn(answer.body, 'join')).toMatch(/^join\./)
    expect(await snapshotDb(getDb())).toEqual(before)

    // The page with the values was this visitor's alone: the next visitor gets the empty form.
    expect((await getPage('/okos-patika')).body).not.toContain('nem-email')
  })

  test('the demo form refuses a post without the privacy consent, keeping the other values', async () => {
    const withoutConsent = Object.fromEntries(
      Object.entries(FILLED.demo).filter(([name]) => name !== 'privacyAccepted'),
    )
    const formToken = await pageToken('demo')
    site.advance(FORM_RULES.demo.minDelayMs)
    const answer = await post('demo', { ...withoutConsent, formToken, referralCode: '' })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain(FormMessages.privacyRequired)
    expect(answer.body).toContain('value="Napfény Patika"')
    expect(await registrations()).toEqual([])
  })

  test('a post faster than the form timer, or without a genuine token, is shown again to send once more', async () => {
    const formToken = await pageToken('training')
    const tooFast = await post('training', { ...FILLED.training, formToken, referralCode: '' })
    expect(tooFast.statusCode).toBe(400)
    expect(tooFast.body).toContain(FormMessages.resubmit)
    expect(tooFast.body).toContain('value="Tóth Gábor"')

    const forged = await post('training', { ...FILLED.training, formToken: 'training.1.abc.forged', referralCode: '' })
    expect(forged.statusCode).toBe(400)
    expect(forged.body).toContain(FormMessages.resubmit)
    expect(await registrations()).toEqual([])

    // The page shown again carries a fresh token that works once its timer has run.
    const fresh = tokenIn(tooFast.body, 'training')
    site.advance(FORM_RULES.training.minDelayMs)
    const resent = await post('training', { ...FILLED.training, formToken: fresh, referralCode: '' })
    expect(resent.statusCode).toBe(303)
    expect(await registrations()).toHaveLength(1)
  })

  test('the same page sent twice is one registration; another submission with its token is refused', async () => {
    const formToken = await pageToken('join')
    site.advance(FORM_RULES.join.minDelayMs)
    const fields = { ...FILLED.join, formToken, referralCode: '' }
    expect((await post('join', fields)).statusCode).toBe(303)
    expect((await post('join', fields)).statusCode).toBe(303)
    const changed = await post('join', { ...fields, fullName: 'Szabó Évi' })
    expect(changed.statusCode).toBe(400)
    expect(changed.body).toContain(FormMessages.resubmit)
    expect((await registrations()).map((row) => row.full_name)).toEqual(['Szabó Éva'])
  })

  test('a filled trap field and the per-address limit are refused like the procedure refuses them', async () => {
    const trapped = await postFilled('webinar', { company: 'Bot Kft.' })
    expect(trapped.statusCode).toBe(403)
    expect(trapped.body).toContain(FormMessages.botDetected)

    const { maxSubmissions } = FORM_RULES.demo
    for (let index = 0; index < maxSubmissions; index += 1) {
      expect((await postFilled('demo', { email: `orvos${index}@patika.hu` })).statusCode).toBe(303)
    }
    const limited = await postFilled('demo', { email: 'egy-tobb@patika.hu' })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toContain(FormMessages.botDetected)
    expect(limited.body).toContain('value="egy-tobb@patika.hu"')
    expect(await registrations()).toHaveLength(maxSubmissions)
  })

  test('a post the database cannot store brings the form back with the failure text and the values', async () => {
    const formToken = await pageToken('training')
    site.advance(FORM_RULES.training.minDelayMs)
    await sql`ALTER TABLE registrations RENAME TO registrations_away`.execute(getDb().db)
    try {
      const answer = await post('training', { ...FILLED.training, formToken, referralCode: '' })
      expect(answer.statusCode).toBe(503)
      expect(answer.body).toContain(FormMessages.messageFailure)
      expect(answer.body).toContain('value="Tóth Gábor"')
      expect(answer.body).toContain('Tíz fő, alapok.')
    } finally {
      await sql`ALTER TABLE registrations_away RENAME TO registrations`.execute(getDb().db)
    }
  })

  test('a post from another site is refused before anything is read', async () => {
    const formToken = await pageToken('join')
    site.advance(FORM_RULES.join.minDelayMs)
    const answer = await site.app.inject({
      method: 'POST',
      url: FORM_PAGES.join.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ ...FILLED.join, formToken }).toString(),
    })
    expect(answer.statusCode).toBe(403)
    expect(await registrations()).toEqual([])
  })

  test('content that spells a nonce or token placeholder is shown as typed, never filled in', async () => {
    const placeholderLike = 'csp-script-nonce-placeholder csp-style-nonce-placeholder'
    await insertRegisterConfig(getDb().db, { ...DEFAULT_REGISTER_CONFIG, headline: placeholderLike })
    const page = await getPage('/register')
    expect(page.body).toContain(placeholderLike)
    // The answer's own nonce appears only in nonce attributes.
    const nonce = /<script[^>]* nonce="([^"]+)"/.exec(page.body)![1]!
    expect(page.body.split(nonce).length).toBe(page.body.split(` nonce="${nonce}"`).length)
    expect(page.body.split(nonce).length).toBeGreaterThan(2)
  })
})

/** MySQL's driver reads JSON columns as objects, SQLite's as text. */
const metadataOf = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value)

function tokenIn(html: string, form: FormName): string {
  const formTag = new RegExp(`<form[^>]*data-public-form="${form}"[\\s\\S]*?name="formToken" value="([^"]*)"`)
  return formTag.exec(html)?.[1] ?? ''
}

function stateOf(answer: LightMyRequestResponse): { postedForm?: unknown } {
  const json = /<script id="app-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(answer.body)![1]!
  return JSON.parse(json) as { postedForm?: unknown }
}

test("the admin's sign-in form posted before its script is not read and leads back to the sign-in", async () => {
  const site = await testApp()
  try {
    const page = await site.app.inject({ method: 'GET', url: '/admin', headers: { 'user-agent': CHROME_USER_AGENT } })
    const formTag = /<form\b[^>]*>/.exec(page.body)?.[0]
    expect(formTag).toContain(' method="post"')
    expect(formTag).toContain(' action="/admin"')
    const answer = await site.app.inject({
      method: 'POST',
      url: '/admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_SITE },
      payload: 'email=admin%40example.com&password=titok-jelszo',
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/admin')
  } finally {
    await site.close()
  }
})

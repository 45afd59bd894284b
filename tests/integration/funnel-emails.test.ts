import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { calendarRoutes } from '../../server/funnel/calendar.routes'
import { insertRegisterConfig } from '../../server/repositories/funnel-config.repository'
import { createAppServices } from '../../server/services/app-services'
import { DEFAULT_REGISTER_CONFIG } from '../../shared/funnel/config-defaults'
import { webinarIcsHref } from '../../shared/funnel/webinar-calendar'
import { AdminEmailMessages } from '../../shared/schemas/admin-emails'
import { JUST_IN_TIME_VALUE } from '../../shared/funnel/webinar-sessions'
import { FORM_RULES, type FormName, type WebinarInput } from '../../shared/schemas/forms'
import type { ValidatedSession } from '../../server/auth/session'
import { createUser, type TestUser } from '../factories'
import { testCaller } from '../setup/context'
import { fieldErrorsOf, refusal } from '../setup/refusal'
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../setup/smtp-test-server'
import { describeEachDialect } from '../setup/test-db'

// The funnel's e-mails end to end below the browser: a form procedure plans them in the outbox, the outbox sends
// them through nodemailer to a real SMTP server on this machine, and the test reads what that server received.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** A Tuesday morning in Budapest (08:00 UTC = 09:00 CET). */
const START = Date.parse('2026-12-01T08:00:00.000Z')
const SITE = 'https://patikachat.example'
const TEAM = ['team@patikachat.example', 'boss@patikachat.example']

let smtp: SmtpTestServer
beforeAll(async () => {
  smtp = await startSmtpTestServer()
})
afterAll(() => smtp.stop())
beforeEach(() => {
  smtp.received.length = 0
  smtp.acceptAgain()
})

/** One site instance's services and a caller, with a clock the test moves and the SMTP server above. */
function site(db: DbHandle, clock = { now: START }) {
  const services = createAppServices(
    envWith({
      NODE_ENV: 'test',
      PUBLIC_SITE_URL: SITE,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_EMAIL: TEAM.join(','),
    }),
    db,
    { now: () => clock.now },
  )
  const caller = (clientIp = '203.0.113.7') => testCaller(db, { services, clientIp }).caller
  return {
    services,
    clock,
    caller: caller(),
    callerFrom: caller,
    advance(ms: number) {
      clock.now += ms
    },
    async readyToken(form: FormName, from = caller()) {
      const { token } = await from.forms.token({ form })
      clock.now += FORM_RULES[form].minDelayMs
      return token
    },
    runOutbox: () => services.outbox.runDue(),
  }
}
type Site = ReturnType<typeof site>

/** A register config with fixed sessions ahead of START (Budapest wall clock) and the just-in-time one off. */
async function scheduleSessions(db: DbHandle, dates: string[]) {
  await insertRegisterConfig(
    db.db,
    {
      ...DEFAULT_REGISTER_CONFIG,
      schedule: {
        ...DEFAULT_REGISTER_CONFIG.schedule,
        dates,
        justInTime: { ...DEFAULT_REGISTER_CONFIG.schedule.justInTime, enabled: false },
      },
    },
    new Date(START - DAY).toISOString(),
  )
}

/** A webinar registration from `clientIp` (each address may register twice a minute). */
/** A caller with a session of `user` on `on`'s services. */
function callerSignedInAs(db: DbHandle, on: Site, user: TestUser) {
  const session: ValidatedSession = {
    session: { id: 's', expiresAt: START + DAY },
    user: { id: user.id, email: user.email, role: user.role },
  }
  return testCaller(db, { services: on.services, session }).caller
}

async function register(on: Site, overrides: Partial<WebinarInput> = {}, clientIp = '203.0.113.7') {
  const caller = on.callerFrom(clientIp)
  const input: WebinarInput = {
    fullName: 'Kovács Anna',
    email: 'anna@pelda.hu',
    company: '',
    submissionId: randomUUID(),
    formToken: await on.readyToken('webinar', caller),
    ...overrides,
  }
  return caller.forms.webinar(input)
}

const plannedOf = async (db: DbHandle) =>
  db.db
    .selectFrom('outbox_jobs')
    .select(['kind', 'dedupe_key', 'due_at', 'state', 'payload', 'registration_id'])
    .orderBy('id')
    .execute()

const webinarKinds = async (db: DbHandle, state = 'planned') =>
  (await plannedOf(db))
    .filter((job) => job.kind === 'webinar-email' && job.state === state)
    .map((job) => [(JSON.parse(job.payload) as { kind: string }).kind, job.due_at])

const to = (mail: ReceivedMail) => mail.envelope.to
const toAnna = () => smtp.received.filter((mail) => to(mail).includes('anna@pelda.hu'))

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((file) => file.filename === 'webinarium.ics')
  if (!attachment) throw new Error('no .ics attached')
  expect(attachment.contentType).toBe('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString('utf8')) as unknown[])
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) }
}

/** The personal link's token from an e-mail's plain text. */
const personalToken = (mail: ReceivedMail) => /\/w#([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1]
/** The List-Unsubscribe address, from the raw header (mailparser turns it into an object). */
const unsubscribeLink = (mail: ReceivedMail) =>
  /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.toString('utf8').replace(/\r\n[ \t]+/g, ' '))?.[1]

describeEachDialect('funnel e-mails', (getDb) => {
  test('the confirmation goes at once, with the chosen session in a parseable .ics, the personal link and the calendar link', async () => {
    await scheduleSessions(getDb(), ['2026-12-03T18:00', '2026-12-08T18:00'])
    const on = site(getDb())
    const chosen = '2026-12-08T17:00:00.000Z'
    const receipt = await register(on, { session: chosen })
    expect(receipt.webinarTime).toBe(chosen)

    expect(await on.runOutbox()).toBe(2)
    const [confirmation] = toAnna()
    expect(confirmation).toBeDefined()
    expect(confirmation!.parsed.subject).toBe('Helye biztosítva: PatikaChat webinárium, 2026. december 8. 18:00')
    expect(confirmation!.parsed.from?.text).toContain('noreply@patikachat.hu')
    // The heading is the subject, as the admin edits it.
    expect(confirmation!.parsed.html).toMatch(
      /<h1 [^>]*>Helye biztosítva: PatikaChat webinárium, 2026\. december 8\. 18:00<\/h1>/,
    )
    expect(confirmation!.parsed.text).toContain('Kezdés: 2026. december 8. 18:00 (budapesti idő)')
    expect(confirmation!.parsed.text).toContain('https://calendar.google.com/calendar/render?')

    const { calendar, event } = calendarOf(confirmation!)
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(event.startDate.toJSDate().toISOString()).toBe(chosen)
    expect(event.sequence).toBe(0)
    const registrationId = (await plannedOf(getDb()))[0]!.registration_id
    expect(event.uid).toBe(`webinar-registration-${registrationId}@patikachat.example`)

    // The personal link restores the registration in any browser.
    const token = personalToken(confirmation!)
    expect(token).toBeDefined()
    const opened = await on.caller.funnel.openPersonalLink({ token: token! })
    expect(opened).toMatchObject({
      status: 'open',
      destination: '/waiting',
      registration: { fullName: 'Kovács Anna', email: 'anna@pelda.hu', webinarTime: chosen },
    })
  })

  test('the reminder plan of registrations 2 days, 2 hours and 5 minutes ahead', async () => {
    const inTwoDays = '2026-12-03T08:00:00.000Z'
    const inTwoHours = '2026-12-01T10:00:00.000Z'
    // Budapest wall clock is UTC+1 in December.
    await scheduleSessions(getDb(), ['2026-12-03T09:00', '2026-12-01T11:00', '2026-12-01T09:05'])
    const on = site(getDb())

    await register(on, { session: inTwoDays, email: 'a@pelda.hu' })
    expect(await webinarKinds(getDb())).toEqual([
      ['confirmation', new Date(START + 3000).toISOString()],
      ['reminder_24h', '2026-12-02T08:00:00.000Z'],
      ['reminder_1h', '2026-12-03T07:00:00.000Z'],
      ['reminder_15m', '2026-12-03T07:45:00.000Z'],
      ['starting', inTwoDays],
    ])
    await getDb().db.deleteFrom('outbox_jobs').execute()

    const second = site(getDb(), { now: START })
    await register(second, { session: inTwoHours, email: 'b@pelda.hu' })
    expect((await webinarKinds(getDb())).map(([kind]) => kind)).toEqual([
      'confirmation',
      'reminder_1h',
      'reminder_15m',
      'starting',
    ])
    await getDb().db.deleteFrom('outbox_jobs').execute()

    const third = site(getDb(), { now: START })
    const fiveAhead = '2026-12-01T08:05:00.000Z'
    await register(third, { session: fiveAhead, email: 'c@pelda.hu' })
    // Registered at 08:00:03 for 08:05: only the confirmation and "Most kezdünk" are still ahead of their moments.
    expect((await webinarKinds(getDb())).map(([kind]) => kind)).toEqual(['confirmation', 'starting'])
  })

  test('a just-in-time registrant gets the confirmation and "Most kezdünk" at the start; with the marketing consent, the replay too', async () => {
    const on = site(getDb())
    const start = (await register(on, { session: JUST_IN_TIME_VALUE })).webinarTime!
    expect(Date.parse(start) - on.clock.now).toBe(10 * MINUTE)
    expect(await webinarKinds(getDb())).toEqual([
      ['confirmation', new Date(on.clock.now).toISOString()],
      ['starting', start],
    ])
    await register(on, { session: JUST_IN_TIME_VALUE, email: 'consent@pelda.hu', marketingConsent: true })
    expect((await webinarKinds(getDb())).map(([kind]) => kind)).toEqual([
      'confirmation',
      'starting',
      'confirmation',
      'starting',
      'replay',
    ])

    await on.runOutbox()
    on.advance(10 * MINUTE)
    await on.runOutbox()
    expect(toAnna().map((mail) => mail.parsed.subject)).toEqual([
      'Helye biztosítva: PatikaChat webinárium, 2026. december 1. 09:10',
      'Most kezdünk!',
    ])
  })

  test('registering again with a known address changes nothing and answers as a new registration would; the owner gets an "already registered" e-mail instead of a second confirmation, whose link moves them', async () => {
    await scheduleSessions(getDb(), ['2026-12-03T18:00', '2026-12-08T18:00'])
    const on = site(getDb())
    const first = await register(on, { session: '2026-12-03T17:00:00.000Z' })
    await on.runOutbox()
    const [before] = await getDb().db.selectFrom('registrations').selectAll().execute()

    // Someone else, who knows the address: another name, another session, the consent, a campaign of their own.
    const submissionId = randomUUID()
    const again = await register(
      on,
      {
        submissionId,
        email: 'ANNA@pelda.hu',
        session: '2026-12-08T17:00:00.000Z',
        fullName: 'Valaki Más',
        marketingConsent: true,
        firstTouch: { source: 'newsletter', campaign: 'december' },
      },
      '203.0.113.8',
    )
    // The answer has the shape and kind of values a new registration's has, and nothing of Anna's registration.
    expect(Object.keys(again)).toEqual(Object.keys(first))
    expect(again).toEqual({
      submissionId,
      registrationDate: new Date(on.clock.now).toISOString(),
      webinarTime: '2026-12-08T17:00:00.000Z',
    })
    // The pending reference is answered like a registration's and grants nothing.
    expect(await on.caller.funnel.progress({ registration: submissionId, step: 'waiting_viewed' })).toEqual({
      step: 'waiting_viewed',
      reachedAt: new Date(on.clock.now).toISOString(),
    })
    expect(await getDb().db.selectFrom('funnel_progress').selectAll().execute()).toEqual([])

    // Nothing of Anna's changed: her row, her history, her session and plan.
    expect(await getDb().db.selectFrom('registrations').selectAll().execute()).toEqual([before])
    expect(await getDb().db.selectFrom('registration_changes').selectAll().execute()).toEqual([])
    expect(await webinarKinds(getDb(), 'cancelled')).toEqual([])

    await on.runOutbox()
    const notice = toAnna().at(-1)!
    expect(toAnna()).toHaveLength(2)
    expect(to(notice)).toEqual(['anna@pelda.hu'])
    expect(notice.parsed.subject).toBe('Ön már regisztrált a PatikaChat webináriumra')
    expect(notice.parsed.replyTo?.text).toBe('info@patikachat.hu')
    expect(notice.parsed.attachments).toHaveLength(0)
    expect(notice.parsed.text).toContain('Az Ön időpontja: 2026. december 3. 18:00 (budapesti idő)')
    expect(notice.parsed.text).toContain('Kért új időpont: 2026. december 8. 18:00 (budapesti idő)')
    expect(notice.parsed.text).not.toContain('Valaki Más')
    // No second lead alert for the same person.
    expect(smtp.received.filter((mail) => to(mail).includes(TEAM[0]!))).toHaveLength(1)

    // Anna follows the link: she is moved, with the consent from now and the campaign of that visit, as her own change.
    const token = /\/w\/modositas\?t=([A-Za-z0-9_-]{43})/.exec(notice.parsed.text ?? '')?.[1]
    expect(token).toBeDefined()
    on.advance(MINUTE)
    const { applyChangeRequest } = await import('../../server/funnel/change-request.service')
    const deps = { db: getDb().db, now: on.services.now }
    expect(await applyChangeRequest(deps, 'x'.repeat(43))).toBe('invalid')
    expect(await applyChangeRequest(deps, token!)).toBe('applied')
    expect(await applyChangeRequest(deps, token!)).toBe('applied')
    const [after] = await getDb().db.selectFrom('registrations').select(['full_name', 'metadata']).execute()
    expect(after!.full_name).toBe('Kovács Anna')
    const appliedAt = new Date(on.clock.now).toISOString()
    expect(JSON.parse(after!.metadata)).toMatchObject({
      webinarTime: '2026-12-08T17:00:00.000Z',
      marketingConsent: { givenAt: appliedAt },
      laterTouches: [{ source: 'newsletter', campaign: 'december' }],
    })
    const history = await getDb()
      .db.selectFrom('registration_changes')
      .select(['field', 'old_value', 'new_value', 'admin_email', 'admin_user_id'])
      .orderBy('id')
      .execute()
    expect(history).toEqual([
      {
        field: 'webinarTime',
        old_value: '2026-12-03T17:00:00.000Z',
        new_value: '2026-12-08T17:00:00.000Z',
        admin_email: 'the registrant (link in their e-mail)',
        admin_user_id: null,
      },
      {
        field: 'marketingConsent',
        old_value: null,
        new_value: appliedAt,
        admin_email: 'the registrant (link in their e-mail)',
        admin_user_id: null,
      },
    ])
    // What was planned for the old start is cancelled; the new start is planned afresh, with a new SEQUENCE.
    expect((await webinarKinds(getDb(), 'cancelled')).map(([kind]) => kind)).toEqual([
      'reminder_24h',
      'reminder_1h',
      'reminder_15m',
      'starting',
    ])
    await on.runOutbox()
    const confirmations = toAnna().filter((mail) => mail.parsed.attachments.length > 0)
    expect(confirmations).toHaveLength(2)
    const moved = calendarOf(confirmations[1]!).event
    expect(moved.sequence).toBe(1)
    expect(moved.uid).toBe(calendarOf(confirmations[0]!).event.uid)
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-12-08T17:00:00.000Z')
  })

  test('a resend of a pending submission answers the same receipt; other content under its id is a conflict, as for a new one', async () => {
    const on = site(getDb())
    await register(on, { session: JUST_IN_TIME_VALUE })
    const submissionId = randomUUID()
    const pending = await register(on, { submissionId, session: JUST_IN_TIME_VALUE }, '203.0.113.8')
    on.advance(MINUTE)
    expect(await register(on, { submissionId, session: JUST_IN_TIME_VALUE }, '203.0.113.9')).toEqual(pending)
    await expect(
      register(on, { submissionId, fullName: 'Más Név', session: JUST_IN_TIME_VALUE }, '203.0.113.10'),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    const fresh = randomUUID()
    await register(on, { submissionId: fresh, email: 'uj@pelda.hu', session: JUST_IN_TIME_VALUE }, '203.0.113.11')
    await expect(
      register(on, { submissionId: fresh, fullName: 'Más Név', email: 'uj@pelda.hu' }, '203.0.113.12'),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  test('one address gets at most 3 confirmations and notices in 24 hours, however often it is registered', async () => {
    const on = site(getDb())
    await register(on, { session: JUST_IN_TIME_VALUE })
    for (let index = 0; index < 5; index += 1) {
      await register(on, { session: JUST_IN_TIME_VALUE, email: 'Anna@Pelda.hu' }, `203.0.113.${30 + index}`)
    }
    await on.runOutbox()
    expect(toAnna().map((mail) => mail.parsed.subject)).toEqual([
      expect.stringMatching(/^Helye biztosítva/),
      'Ön már regisztrált a PatikaChat webináriumra',
      'Ön már regisztrált a PatikaChat webináriumra',
    ])
    on.advance(DAY)
    await register(on, { session: JUST_IN_TIME_VALUE }, '203.0.113.40')
    await on.runOutbox()
    expect(toAnna()).toHaveLength(4)
  })

  test('registering again never resubscribes; the unsubscribe page knows it and undoes it, planning again what is still ahead', async () => {
    await scheduleSessions(getDb(), ['2026-12-03T18:00', '2026-12-08T18:00'])
    const on = site(getDb())
    await register(on, { session: '2026-12-03T17:00:00.000Z' })
    await on.runOutbox()
    const url = new URL(unsubscribeLink(toAnna()[0]!)!)
    const link = { registrationId: Number(url.searchParams.get('r')), token: url.searchParams.get('t')! }
    const { unsubscribeRegistration, resubscribeRegistration } = await import('../../server/funnel/unsubscribe')
    const deps = { db: getDb().db, linkKey: on.services.linkKey, now: on.services.now }
    expect(await on.caller.funnel.unsubscribeState(link)).toBe('subscribed')
    expect(await unsubscribeRegistration(deps, link)).toBe(true)
    expect(await on.caller.funnel.unsubscribeState(link)).toBe('unsubscribed')
    expect(await on.caller.funnel.unsubscribeState({ ...link, token: 'x'.repeat(43) })).toBe('invalid')

    await register(on, { session: '2026-12-08T17:00:00.000Z' }, '203.0.113.8')
    await on.runOutbox()
    const token = /\/w\/modositas\?t=([A-Za-z0-9_-]{43})/.exec(toAnna().at(-1)!.parsed.text ?? '')?.[1]
    expect(toAnna().at(-1)!.parsed.text).toContain('Korábban leiratkozott')
    const { applyChangeRequest } = await import('../../server/funnel/change-request.service')
    expect(await applyChangeRequest({ db: getDb().db, now: on.services.now }, token!)).toBe('applied')
    expect(await on.caller.funnel.unsubscribeState(link)).toBe('unsubscribed')
    await on.runOutbox()
    expect(toAnna()).toHaveLength(2)

    on.advance(MINUTE)
    expect(await resubscribeRegistration(deps, link)).toBe(true)
    expect(await on.caller.funnel.unsubscribeState(link)).toBe('subscribed')
    expect((await webinarKinds(getDb())).map(([kind]) => kind)).toEqual([
      'reminder_24h',
      'reminder_1h',
      'reminder_15m',
      'starting',
    ])
    const history = await getDb()
      .db.selectFrom('registration_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('field', '=', 'unsubscribedAt')
      .orderBy('id')
      .execute()
    expect(history.map((entry) => [entry.old_value === null, entry.new_value === null])).toEqual([
      [true, false],
      [false, true],
    ])
  })

  test('"send my personal link again" mails a registered address its link, and answers an unknown one alike', async () => {
    const on = site(getDb())
    await register(on, { session: JUST_IN_TIME_VALUE })
    await on.runOutbox()
    const { requestPersonalLink } = await import('../../server/funnel/personal-link-request')
    const deps = { db: getDb().db, rateLimits: on.services.rateLimits, now: on.services.now, clientIp: '198.51.100.1' }
    expect(await requestPersonalLink(deps, 'senki@pelda.hu')).toBe('sent')
    expect(await requestPersonalLink(deps, 'ANNA@pelda.hu')).toBe('sent')
    await on.runOutbox()
    expect(smtp.received.filter((mail) => to(mail).includes('senki@pelda.hu'))).toEqual([])
    const mail = toAnna().at(-1)!
    expect(mail.parsed.subject).toBe('Személyes linkje a PatikaChat webináriumhoz')
    expect(mail.parsed.replyTo?.text).toBe('info@patikachat.hu')
    expect(personalToken(mail)).toBe(personalToken(toAnna()[0]!))
    for (let index = 0; index < 3; index += 1) await requestPersonalLink(deps, 'senki@pelda.hu')
    expect(await requestPersonalLink(deps, 'senki@pelda.hu')).toBe('tooMany')
  })

  test("the waiting page's .ics, the reminders' .ics link and the confirmation's attachment are one event: same UID and SEQUENCE", async () => {
    await scheduleSessions(getDb(), ['2026-12-03T18:00', '2026-12-08T18:00'])
    const on = site(getDb())
    const files = Fastify()
    await files.register(calendarRoutes, { services: on.services })
    const servedEvent = async (href: string) => {
      const response = await files.inject({ method: 'GET', url: href })
      expect(response.statusCode, href).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-cache')
      const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[])
      return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    }
    const sameEvent = (a: ICAL.Event, b: ICAL.Event) => {
      expect([a.uid, a.sequence, a.startDate.toJSDate().toISOString()]).toEqual([
        b.uid,
        b.sequence,
        b.startDate.toJSDate().toISOString(),
      ])
    }

    const { submissionId, webinarTime } = await register(on, { session: '2026-12-03T17:00:00.000Z' })
    await on.runOutbox()
    const attached = calendarOf(toAnna()[0]!).event
    sameEvent(await servedEvent(webinarIcsHref(webinarTime!, submissionId)), attached)

    // Moved by its owner (the e-mailed change link) after registering again in another browser: this browser's stale
    // start still gets the moved event.
    await register(on, { session: '2026-12-08T17:00:00.000Z' }, '203.0.113.8')
    await on.runOutbox()
    const changeToken = /\/w\/modositas\?t=([A-Za-z0-9_-]{43})/.exec(toAnna().at(-1)!.parsed.text ?? '')?.[1]
    const { applyChangeRequest } = await import('../../server/funnel/change-request.service')
    expect(await applyChangeRequest({ db: getDb().db, now: on.services.now }, changeToken!)).toBe('applied')
    await on.runOutbox()
    const moved = calendarOf(toAnna().at(-1)!).event
    expect(moved.sequence).toBe(1)
    sameEvent(await servedEvent(webinarIcsHref(webinarTime!, submissionId)), moved)

    on.clock.now = Date.parse('2026-12-07T17:00:00.000Z')
    await on.runOutbox()
    const reminder = toAnna().at(-1)!
    expect(reminder.parsed.subject).toBe('Holnap kezdünk: PatikaChat webinárium, 2026. december 8. 18:00')
    expect(reminder.parsed.replyTo?.text).toBe('info@patikachat.hu')
    expect(reminder.parsed.text).toContain('https://calendar.google.com/calendar/render?')
    const icsLink = new URL(/^(https:\/\/\S+\/naptar\/webinarium\.ics\S*)$/m.exec(reminder.parsed.text ?? '')![1]!)
    sameEvent(await servedEvent(icsLink.pathname + icsLink.search), moved)
    await files.close()
  })

  test('reminders go at their moments; one whose moment passed while the site was down is skipped', async () => {
    await scheduleSessions(getDb(), ['2026-12-03T09:00'])
    const on = site(getDb())
    await register(on, { session: '2026-12-03T08:00:00.000Z' })
    await on.runOutbox()
    expect(toAnna().map((mail) => mail.parsed.subject)).toHaveLength(1)

    on.clock.now = Date.parse('2026-12-02T08:00:00.000Z')
    expect(await on.runOutbox()).toBe(1)
    expect(toAnna().at(-1)!.parsed.subject).toBe('Holnap kezdünk: PatikaChat webinárium, 2026. december 3. 09:00')

    // Down from before the 1-hour reminder until 5 minutes before the start: "in 1 hour" would be false now.
    on.clock.now = Date.parse('2026-12-03T07:55:00.000Z')
    await on.runOutbox()
    const jobs = await plannedOf(getDb())
    const stateOf = (kind: string) =>
      jobs.find((job) => (JSON.parse(job.payload) as { kind?: string }).kind === kind)?.state
    expect(stateOf('reminder_1h')).toBe('skipped')
    expect(stateOf('reminder_15m')).toBe('sent')
    expect(toAnna().at(-1)!.parsed.subject).toBe('15 perc múlva kezdünk')
  })

  test('the SMTP server down, then up: every planned e-mail is delivered once', async () => {
    const on = site(getDb())
    await register(on, { session: JUST_IN_TIME_VALUE })
    await smtp.stop()
    try {
      await on.runOutbox()
      expect(smtp.received).toHaveLength(0)
    } finally {
      await smtp.start()
    }
    // The first retry comes within a minute.
    on.advance(MINUTE)
    await on.runOutbox()
    expect(toAnna()).toHaveLength(1)
    expect(smtp.received.filter((mail) => to(mail).includes(TEAM[0]!))).toHaveLength(1)
    on.advance(HOUR)
    await on.runOutbox()
    expect(smtp.received).toHaveLength(2)
  })

  test('two instances on one database send each e-mail once', async () => {
    await scheduleSessions(getDb(), ['2026-12-01T10:00'])
    const clock = { now: START }
    const [one, two] = [site(getDb(), clock), site(getDb(), clock)]
    for (let index = 0; index < 5; index += 1) {
      await register(
        index % 2 ? one : two,
        { session: '2026-12-01T09:00:00.000Z', email: `p${index}@pelda.hu` },
        `203.0.113.${20 + index}`,
      )
    }
    for (const moment of [
      START,
      Date.parse('2026-12-01T08:01:00.000Z'),
      Date.parse('2026-12-01T08:45:00.000Z'),
      Date.parse('2026-12-01T09:00:00.000Z'),
    ]) {
      clock.now = moment
      await Promise.all([one.runOutbox(), two.runOutbox(), one.runOutbox(), two.runOutbox()])
    }
    // Per person: confirmation, 15 minutes before, starting (the 1-hour one was not ahead at 08:00:03).
    const perPerson = new Map<string, string[]>()
    for (const mail of smtp.received) {
      for (const address of to(mail))
        perPerson.set(address, [...(perPerson.get(address) ?? []), mail.parsed.subject ?? ''])
    }
    for (let index = 0; index < 5; index += 1) {
      expect(perPerson.get(`p${index}@pelda.hu`)).toEqual([
        'Helye biztosítva: PatikaChat webinárium, 2026. december 1. 10:00',
        '15 perc múlva kezdünk',
        'Most kezdünk!',
      ])
    }
    expect(perPerson.get(TEAM[0]!)).toHaveLength(5)
  })

  test('one-click unsubscribe (RFC 8058) stops what is planned and is recorded; a forged token changes nothing', async () => {
    await scheduleSessions(getDb(), ['2026-12-03T18:00'])
    const on = site(getDb())
    await register(on, { session: '2026-12-03T17:00:00.000Z', marketingConsent: true })
    await on.runOutbox()
    const [confirmation] = toAnna()
    const link = unsubscribeLink(confirmation!)
    expect(link).toMatch(/^https:\/\/patikachat\.example\/w\/leiratkozas\?r=\d+&t=[A-Za-z0-9_-]{43}$/)
    expect(confirmation!.raw.toString('utf8')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m)
    expect(confirmation!.parsed.text).toContain(link)

    const { unsubscribeRegistration } = await import('../../server/funnel/unsubscribe')
    const url = new URL(link!)
    const registrationId = Number(url.searchParams.get('r'))
    const deps = { db: getDb().db, linkKey: on.services.linkKey, now: on.services.now }
    expect(await unsubscribeRegistration(deps, { registrationId, token: 'x'.repeat(43) })).toBe(false)
    expect(await webinarKinds(getDb())).toHaveLength(5)

    expect(await unsubscribeRegistration(deps, { registrationId, token: url.searchParams.get('t')! })).toBe(true)
    expect(await webinarKinds(getDb())).toEqual([])
    const attendee = await getDb()
      .db.selectFrom('webinar_attendees')
      .select('unsubscribed_at')
      .executeTakeFirstOrThrow()
    expect(attendee.unsubscribed_at).toBe(new Date(on.clock.now).toISOString())

    on.clock.now = Date.parse('2026-12-04T12:00:00.000Z')
    await on.runOutbox()
    expect(toAnna()).toHaveLength(1)
  })

  test('the replay goes to a consenting registrant who did not finish the video, not to one who did', async () => {
    const on = site(getDb())
    const anna = await register(on, { session: JUST_IN_TIME_VALUE, marketingConsent: true })
    const bela = await register(on, { session: JUST_IN_TIME_VALUE, marketingConsent: true, email: 'bela@pelda.hu' })
    await on.caller.funnel.progress({ registration: bela.submissionId, step: 'video_completed' })
    expect(anna.submissionId).not.toBe(bela.submissionId)
    on.advance(3 * HOUR)
    await on.runOutbox()
    const subjects = (address: string) =>
      smtp.received.filter((mail) => to(mail).includes(address)).map((mail) => mail.parsed.subject)
    expect(subjects('anna@pelda.hu')).toContain('Lemaradt? Itt a webinárium felvétele')
    expect(subjects('bela@pelda.hu')).not.toContain('Lemaradt? Itt a webinárium felvétele')
    const replay = smtp.received.find((mail) => mail.parsed.subject === 'Lemaradt? Itt a webinárium felvétele')!
    expect(replay.parsed.text).toMatch(/A felvétel elérhető: 2026\. december 4\. \d{2}:\d{2}-ig/)
  })

  test('a viewer of the offer gets its reminder while it runs, unless they took it', async () => {
    const on = site(getDb())
    const anna = await register(on, { session: JUST_IN_TIME_VALUE, marketingConsent: true })
    await on.caller.funnel.progress({ registration: anna.submissionId, step: 'offer_viewed' })
    on.advance(5 * MINUTE)
    await on.runOutbox()
    const reminder = toAnna().find((mail) => mail.parsed.subject === 'Az ajánlata még néhány percig él')
    expect(reminder?.parsed.text).toContain('Az ajánlat érvényes:')
    // Through the personal link, so the offer's deadline is the server's on whichever device opens it.
    expect(reminder?.parsed.text).toMatch(new RegExp(`^${SITE}/w/ajanlat#[A-Za-z0-9_-]{43}$`, 'm'))
    expect(reminder?.parsed.text).not.toContain(`${SITE}/offer`)

    // That link on another device: the offer, with the first view the server knows (its 15 minutes run from then).
    const token = /\/w\/ajanlat#([A-Za-z0-9_-]{43})/.exec(reminder!.parsed.text ?? '')![1]!
    const viewedAt = new Date(START + 3000).toISOString()
    expect(await on.caller.funnel.openPersonalLink({ token, to: 'offer' })).toMatchObject({
      status: 'open',
      destination: '/offer',
      offerFirstViewedAt: viewedAt,
    })
    expect(await on.caller.funnel.openPersonalLink({ token })).toMatchObject({
      destination: '/waiting',
      offerFirstViewedAt: viewedAt,
    })
  })

  test('every new lead from each of the four forms is announced to the team once, with a link to it in the admin', async () => {
    const on = site(getDb())
    const guard = (form: FormName) => on.readyToken(form)
    await on.caller.forms.webinar({
      fullName: 'Webinár Vera',
      email: 'vera@pelda.hu',
      company: '',
      submissionId: randomUUID(),
      formToken: await guard('webinar'),
    })
    await on.caller.forms.demo({
      fullName: 'Demó Dénes',
      email: 'denes@pelda.hu',
      pharmacyName: 'Napfény Patika',
      privacyAccepted: true,
      referralCode: '',
      submissionId: randomUUID(),
      formToken: await guard('demo'),
    })
    await on.caller.forms.join({
      fullName: 'Csatlakozó Csilla',
      pharmacyName: 'Kígyó Patika',
      email: 'csilla@pelda.hu',
      referralCode: '',
      submissionId: randomUUID(),
      formToken: await guard('join'),
    })
    await on.caller.forms.training({
      fullName: 'Képzés Kata',
      email: 'kata@pelda.hu',
      company: 'Gyógyír Kft.',
      message: 'Tíz főre',
      referralCode: '',
      submissionId: randomUUID(),
      formToken: await guard('training'),
    })
    await on.runOutbox()
    const alerts = smtp.received.filter((mail) => to(mail).includes(TEAM[0]!))
    expect(alerts.map((mail) => mail.parsed.subject)).toEqual([
      'Új érdeklődő: Webinár Vera',
      'Új érdeklődő: Demó Dénes',
      'Új érdeklődő: Csatlakozó Csilla',
      'Új érdeklődő: Képzés Kata',
    ])
    for (const alert of alerts) expect(to(alert)).toEqual(TEAM)
    expect(alerts[1]!.parsed.text).toContain('Gyógyszertár / rendelő: Napfény Patika')
    expect(alerts[2]!.parsed.text).toContain('Forrás: Okos Patika csatlakozás (/okos-patika)')
    expect(alerts[3]!.parsed.text).toContain('Üzenet: Tíz főre')
    const ids = await getDb().db.selectFrom('registrations').select('id').orderBy('id').execute()
    expect(alerts[0]!.parsed.text).toContain(`${SITE}/admin?tab=registrations&registration=${ids[0]!.id}`)
    expect(alerts[0]!.parsed.replyTo?.text).toContain('vera@pelda.hu')
  })

  test('a wrong or erased personal link is not found; after the replay closes it says so', async () => {
    const on = site(getDb())
    await expect(on.caller.funnel.openPersonalLink({ token: 'A'.repeat(43) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Ez a személyes link nem érvényes, vagy a regisztráció már nem létezik.',
    })
    await register(on, { session: JUST_IN_TIME_VALUE })
    await on.runOutbox()
    const token = personalToken(toAnna()[0]!)!
    on.advance(30 * MINUTE)
    expect(await on.caller.funnel.openPersonalLink({ token })).toMatchObject({
      status: 'open',
      destination: '/webinar',
    })
    on.advance(3 * DAY)
    expect(await on.caller.funnel.openPersonalLink({ token })).toEqual({ status: 'expired' })
    await getDb().db.deleteFrom('registrations').execute()
    await expect(on.caller.funnel.openPersonalLink({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await getDb().db.selectFrom('webinar_attendees').selectAll().execute()).toEqual([])
  })

  describe('the admin', () => {
    test('edits an e-mail kind, which the next e-mail uses; sends itself a test; sees and resends a registration’s e-mails', async () => {
      const on = site(getDb())
      const admin = await createUser(getDb())
      const caller = callerSignedInAs(getDb(), on, admin)
      await caller.admin.emails.saveTexts({ kind: 'confirmation', subject: 'Várjuk, {nev}!', opening: 'Szia {nev}!' })
      const texts = await caller.admin.emails.texts()
      expect(texts.find((kind) => kind.kind === 'confirmation')?.current).toEqual({
        subject: 'Várjuk, {nev}!',
        opening: 'Szia {nev}!',
      })
      await register(on, { session: JUST_IN_TIME_VALUE })
      await on.runOutbox()
      expect(toAnna()[0]!.parsed.subject).toBe('Várjuk, Kovács Anna!')

      const { to: testTo } = await caller.admin.emails.sendTest({ kind: 'reminder_1h', subject: 'Próba', opening: 'x' })
      expect(testTo).toBe(admin.email)
      await on.runOutbox()
      const test = smtp.received.find((mail) => to(mail).includes(admin.email))
      expect(test?.parsed.subject).toBe('[Teszt] Próba')

      const [registration] = await getDb().db.selectFrom('registrations').select('id').execute()
      const emails = await caller.admin.emails.ofRegistration({ id: registration!.id })
      expect(emails.map((email) => [email.kind, email.emailKind, email.state])).toEqual([
        ['webinar-email', 'confirmation', 'sent'],
        ['lead-notification', null, 'sent'],
        ['webinar-email', 'starting', 'planned'],
      ])
      await caller.admin.emails.resendConfirmation({ id: registration!.id })
      await on.runOutbox()
      expect(toAnna()).toHaveLength(2)
      expect(toAnna()[1]!.parsed.attachments).toHaveLength(1)

      const status = await caller.admin.emails.status()
      expect(status).toMatchObject({ waiting: 0, failedLastDay: 0, transport: { kind: 'smtp', host: '127.0.0.1' } })
    })

    test('resending the confirmation of an unsubscribed registrant is refused with the reason; a corrected address is what the duplicate check finds', async () => {
      const on = site(getDb())
      const admin = await createUser(getDb())
      const caller = callerSignedInAs(getDb(), on, admin)
      await register(on, { session: JUST_IN_TIME_VALUE })
      await on.runOutbox()
      const url = new URL(unsubscribeLink(toAnna()[0]!)!)
      const registrationId = Number(url.searchParams.get('r'))
      const { unsubscribeRegistration } = await import('../../server/funnel/unsubscribe')
      const deps = { db: getDb().db, linkKey: on.services.linkKey, now: on.services.now }
      await unsubscribeRegistration(deps, { registrationId, token: url.searchParams.get('t')! })
      await expect(caller.admin.emails.resendConfirmation({ id: registrationId })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'This registrant has unsubscribed: the confirmation will not be sent.',
      })
      expect(await webinarKinds(getDb())).toEqual([])

      const [row] = await getDb().db.selectFrom('registrations').select('updated_at').execute()
      const edited = await caller.admin.registrations.edit({
        id: registrationId,
        opId: randomUUID(),
        expectedUpdatedAt: row!.updated_at,
        fullName: 'Kovács Anna',
        email: 'anna.kovacs@pelda.hu',
        details: {},
      })
      expect(edited.outcome).toBe('applied')
      await register(on, { session: JUST_IN_TIME_VALUE, email: 'Anna.Kovacs@pelda.hu' }, '203.0.113.8')
      expect(await getDb().db.selectFrom('registrations').select('id').execute()).toHaveLength(1)
      await register(on, { session: JUST_IN_TIME_VALUE }, '203.0.113.9')
      expect(await getDb().db.selectFrom('registrations').select('id').execute()).toHaveLength(2)
    })

    test('an unknown placeholder is refused in a subject, an opening and a test, naming the ones that exist', async () => {
      const on = site(getDb())
      const caller = callerSignedInAs(getDb(), on, await createUser(getDb()))
      const error = await refusal(
        caller.admin.emails.saveTexts({
          kind: 'starting',
          subject: 'Most kezdünk, {nevv}!',
          opening: 'Kedves {név}, {nev}!',
        }),
      )
      expect(error.code).toBe('BAD_REQUEST')
      expect(fieldErrorsOf(error)).toEqual({
        subject: [
          "Unknown placeholder {nevv}: only {nev} (the registrant's name) and {kezdes} (their session's start) are filled in",
        ],
        opening: [
          "Unknown placeholder {név}: only {nev} (the registrant's name) and {kezdes} (their session's start) are filled in",
        ],
      })
      const test = await refusal(caller.admin.emails.sendTest({ kind: 'replay', subject: '{a} és {b}', opening: 'x' }))
      expect(fieldErrorsOf(test).subject).toEqual([AdminEmailMessages.unknownPlaceholders(['{a}', '{b}'])])
      expect(await getDb().db.selectFrom('email_texts').selectAll().execute()).toEqual([])
      expect(await getDb().db.selectFrom('outbox_jobs').selectAll().execute()).toEqual([])

      await caller.admin.emails.saveTexts({
        kind: 'starting',
        subject: 'Most kezdünk, {nev}!',
        opening: '{kezdes}: {nev}',
      })
      expect((await caller.admin.emails.texts()).find((kind) => kind.kind === 'starting')?.current.subject).toBe(
        'Most kezdünk, {nev}!',
      )
    })

    test('an invited admin gets the one-time link by e-mail when a mail server is configured', async () => {
      const on = site(getDb())
      const admin = await createUser(getDb())
      const caller = callerSignedInAs(getDb(), on, admin)
      const link = await caller.admin.admins.invite({ email: 'uj.admin@pelda.hu' })
      expect(link.emailed).toBe(true)
      await on.runOutbox()
      const [invitation] = smtp.received.filter((mail) => to(mail).includes('uj.admin@pelda.hu'))
      expect(invitation?.parsed.subject).toBe('Meghívó a PatikaChat adminba')
      expect(invitation?.parsed.text).toContain(link.url)
    })

    test('refuses signed-out and non-admin callers', async () => {
      const on = site(getDb())
      const viewer = await createUser(getDb(), { role: 'viewer' })
      const signedOut = testCaller(getDb(), { services: on.services }).caller
      const nonAdmin = callerSignedInAs(getDb(), on, viewer)
      for (const [who, code] of [
        [signedOut, 'UNAUTHORIZED'],
        [nonAdmin, 'FORBIDDEN'],
      ] as const) {
        await expect(who.admin.emails.texts()).rejects.toMatchObject({ code })
        await expect(who.admin.emails.status()).rejects.toMatchObject({ code })
        await expect(who.admin.emails.ofRegistration({ id: 1 })).rejects.toMatchObject({ code })
        await expect(who.admin.emails.resendConfirmation({ id: 1 })).rejects.toMatchObject({ code })
        await expect(who.admin.emails.saveTexts({ kind: 'replay', subject: 'x', opening: 'y' })).rejects.toMatchObject({
          code,
        })
        await expect(who.admin.emails.sendTest({ kind: 'replay', subject: 'x', opening: 'y' })).rejects.toMatchObject({
          code,
        })
      }
      expect(await getDb().db.selectFrom('email_texts').selectAll().execute()).toEqual([])
      expect(await getDb().db.selectFrom('outbox_jobs').selectAll().execute()).toEqual([])
    })
  })
})

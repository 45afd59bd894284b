import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { DEFAULT_EMAIL_TEXTS, WEBINAR_EMAIL_KINDS } from '../../shared/funnel/webinar-emails'
import { leadNotificationEmail } from '../../server/mail/lead-notification-email'
import { webinarEmail, type WebinarEmailContext } from '../../server/mail/webinar-email'

const SITE = 'https://patikachat.example'
const TOKEN = 'a'.repeat(43)
const context: WebinarEmailContext = {
  kind: 'confirmation',
  texts: DEFAULT_EMAIL_TEXTS.confirmation,
  fullName: 'Dr. Kovács <Anna>',
  email: 'anna@example.com',
  registrationId: 42,
  submissionId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  webinar: {
    title: 'AI asszisztens a patikában',
    presenter: { name: 'Dr. Szabó Réka', title: 'gyógyszerész', bio: '' },
  },
  replyTo: 'info@patikachat.example',
  webinarTime: '2026-12-01T17:00:00.000Z',
  calendarSequence: 2,
  linkToken: TOKEN,
  unsubscribeToken: 'b'.repeat(43),
  siteUrl: SITE,
  replayEndsAt: '2026-12-04T17:00:00.000Z',
  now: Date.parse('2026-11-28T10:00:00.000Z'),
}

test('the confirmation names the session in Budapest time, links the personal link and carries the .ics', () => {
  const mail = webinarEmail(context)
  expect(mail.to).toBe('anna@example.com')
  expect(mail.subject).toBe('Helye biztosítva: PatikaChat webinárium, 2026. december 1. 18:00')
  expect(mail.text).toContain('Kedves Dr. Kovács <Anna>!')
  expect(mail.text).toContain(`${SITE}/w#${TOKEN}`)
  expect(mail.html).toContain(`href="${SITE}/w#${TOKEN}"`)
  expect(mail.text).toContain('https://calendar.google.com/calendar/render?')
  // A name is text, never markup.
  expect(mail.html).toContain('Kedves Dr. Kovács &lt;Anna&gt;!')
  expect(mail.html).not.toContain('<Anna>')

  const [ics] = mail.attachments!
  expect(ics!.contentType).toContain('method=PUBLISH')
  const calendar = new ICAL.Component(ICAL.parse(ics!.content as string) as unknown[])
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(event.startDate.toJSDate().toISOString()).toBe(context.webinarTime)
  expect(event.uid).toBe('webinar-registration-42@patikachat.example')
  expect(event.sequence).toBe(2)
})

test('every registrant e-mail has the one-click unsubscribe of RFC 8058 and a visible link', () => {
  for (const kind of ['confirmation', 'reminder_1h', 'replay'] as const) {
    const mail = webinarEmail({ ...context, kind, texts: DEFAULT_EMAIL_TEXTS[kind] })
    const unsubscribe = `${SITE}/w/leiratkozas?r=42&t=${'b'.repeat(43)}`
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain(unsubscribe)
    expect(mail.html).toContain(`href="${unsubscribe.replace(/&/g, '&amp;')}"`)
    expect(mail.attachments ?? []).toHaveLength(kind === 'confirmation' ? 1 : 0)
  }
})

const REMINDERS = ['reminder_24h', 'reminder_1h', 'reminder_15m'] as const

test("no calendar entry carries the personal link's token: the Google link and the .ics name plain /w", () => {
  for (const kind of ['confirmation', ...REMINDERS] as const) {
    const mail = webinarEmail({ ...context, kind, texts: DEFAULT_EMAIL_TEXTS[kind] })
    const google = /https:\/\/calendar\.google\.com\/calendar\/render\?\S+/.exec(mail.text)?.[0]
    expect(google, kind).toBeDefined()
    expect(google).not.toContain(TOKEN)
    expect(new URL(google!).searchParams.get('details')).toContain(`${SITE}/w`)
    expect(mail.html).toContain(`href="${google!.replace(/&/g, '&amp;')}"`)
  }
  const ics = webinarEmail(context).attachments![0]!.content as string
  expect(ics).not.toContain(TOKEN)
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!)
  expect(event.component.getFirstPropertyValue('url')).toBe(`${SITE}/w`)
})

test("the confirmation and each reminder link the registration's .ics; the others carry no calendar link", () => {
  const icsLink = `${SITE}/naptar/webinarium.ics?start=2026-12-01T17%3A00%3A00.000Z&r=${context.submissionId}`
  for (const kind of ['confirmation', ...REMINDERS] as const) {
    const mail = webinarEmail({ ...context, kind, texts: DEFAULT_EMAIL_TEXTS[kind] })
    expect(mail.text, kind).toContain(`Naptárfájl (.ics) Outlookhoz, Apple Naptárhoz:\n${icsLink}\n`)
    expect(mail.html).toContain(`href="${icsLink.replace(/&/g, '&amp;')}"`)
  }
  for (const kind of ['starting', 'replay', 'offer_reminder'] as const) {
    const mail = webinarEmail({ ...context, kind, texts: DEFAULT_EMAIL_TEXTS[kind] })
    expect(mail.text, kind).not.toContain('calendar.google.com')
    expect(mail.text).not.toContain('/naptar/')
  }
})

test("every registrant e-mail names the webinar's title and presenter and answers to CONTACT_EMAIL", () => {
  for (const kind of WEBINAR_EMAIL_KINDS) {
    const mail = webinarEmail({ ...context, kind, texts: DEFAULT_EMAIL_TEXTS[kind], offerEndsAt: context.replayEndsAt })
    expect(mail.replyTo, kind).toBe('info@patikachat.example')
    expect(mail.text).toContain('Webinárium: AI asszisztens a patikában\nElőadó: Dr. Szabó Réka, gyógyszerész\n')
    expect(mail.html).toContain('AI asszisztens a patikában')
  }
})

test("the offer reminder's button opens the offer through the personal link, with its deadline", () => {
  const mail = webinarEmail({
    ...context,
    kind: 'offer_reminder',
    texts: DEFAULT_EMAIL_TEXTS.offer_reminder,
    offerEndsAt: '2026-12-01T18:20:00.000Z',
  })
  expect(mail.text).toContain(`Vissza az ajánlathoz:\n${SITE}/w/ajanlat#${TOKEN}\n`)
  expect(mail.html).toContain(`href="${SITE}/w/ajanlat#${TOKEN}"`)
  expect(mail.text).toContain('Az ajánlat érvényes: 2026. december 1. 19:20-ig')
  expect(mail.text).not.toContain(`${SITE}/offer`)
})

test('a name with replacement patterns or a placeholder reaches subject and opening as typed', () => {
  const texts = { subject: '{nev}, kezdés: {kezdes}', opening: 'Kedves {nev}!' }
  for (const fullName of ['Fresh $` x', "Name $'$& end", '{kezdes}']) {
    const mail = webinarEmail({ ...context, fullName, texts })
    expect(mail.subject).toBe(`${fullName}, kezdés: 2026. december 1. 18:00`)
    expect(mail.text).toContain(`Kedves ${fullName}!`)
  }
})

test('the replay e-mail says until when the recording stays open', () => {
  const mail = webinarEmail({ ...context, kind: 'replay', texts: DEFAULT_EMAIL_TEXTS.replay })
  expect(mail.text).toContain('A felvétel elérhető: 2026. december 4. 18:00-ig')
})

test("the team's lead alert lists the form's fields, the source and the admin link, and answers to the lead", () => {
  const mail = leadNotificationEmail(
    {
      id: 7,
      submissionId: null,
      fullName: 'Szabó Éva',
      email: 'eva@example.com',
      registrationDate: '2026-11-28T10:00:00.000Z',
      source: 'contact',
      status: 'new',
      notes: null,
      metadata: { pharmacyName: 'Kígyó Patika' },
      updatedAt: null,
    },
    { to: ['team@example.com', 'boss@example.com'], texts: DEFAULT_EMAIL_TEXTS.lead_notification, siteUrl: SITE },
  )
  expect(mail.to).toEqual(['team@example.com', 'boss@example.com'])
  expect(mail.replyTo).toBe('eva@example.com')
  expect(mail.subject).toBe('Új érdeklődő: Szabó Éva')
  expect(mail.text).toContain('Gyógyszertár / rendelő: Kígyó Patika')
  expect(mail.text).toContain('Forrás: Okos Patika csatlakozás (/okos-patika)')
  expect(mail.text).toContain(`${SITE}/admin?tab=registrations&registration=7`)
  expect(mail.headers).toBeUndefined()
})

test('the heading is the edited subject, so what the reader sees first is the admin’s text', () => {
  const mail = webinarEmail({
    ...context,
    kind: 'starting',
    texts: { subject: 'Élőben vagyunk, {nev}!', opening: 'Kattintson a gombra.' },
  })
  expect(mail.subject).toBe('Élőben vagyunk, Dr. Kovács <Anna>!')
  expect(mail.html).toMatch(/<h1 [^>]*>Élőben vagyunk, Dr\. Kovács &lt;Anna&gt;!<\/h1>/)
  expect(mail.html).not.toContain('Most kezdünk')
  expect(mail.text).not.toContain('Most kezdünk')
})

test("the team's lead alert shows the campaign the lead first came from", () => {
  const lead = {
    id: 8,
    submissionId: null,
    fullName: 'Szabó Éva',
    email: 'eva@example.com',
    registrationDate: '2026-11-28T10:00:00.000Z',
    source: 'webinar',
    status: 'new',
    notes: null,
    metadata: { firstTouch: { source: 'facebook', medium: 'cpc', campaign: 'tel-2026', referrer: 'https://x.hu/' } },
    updatedAt: null,
  }
  const context = { to: ['team@example.com'], texts: DEFAULT_EMAIL_TEXTS.lead_notification, siteUrl: SITE }
  const mail = leadNotificationEmail(lead, context)
  expect(mail.text).toContain('UTM forrás: facebook\nUTM médium: cpc\nUTM kampány: tel-2026\n')
  expect(mail.html).toContain('tel-2026')
  expect(leadNotificationEmail({ ...lead, metadata: {} }, context).text).not.toContain('UTM')
})

import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { DEFAULT_EMAIL_TEXTS } from '../../shared/funnel/webinar-emails'
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

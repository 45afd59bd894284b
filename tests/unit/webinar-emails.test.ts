import { describe, expect, test } from 'vitest'
import {
  DEFAULT_EMAIL_TEXTS,
  fillEmailText,
  offerReminderDue,
  planWebinarEmails,
  stillTimely,
} from '../../shared/funnel/webinar-emails'

const NOW = Date.parse('2026-12-01T08:00:00.000Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ahead = (ms: number) => new Date(NOW + ms).toISOString()
const kindsAndTimes = (plan: ReturnType<typeof planWebinarEmails>) => plan.map(({ kind, dueAt }) => [kind, dueAt])

describe('the reminder plan of a registration', () => {
  test('2 days ahead: the confirmation now, each reminder and "starting" at its moment', () => {
    const start = NOW + 2 * DAY
    const plan = planWebinarEmails({ webinarTime: ahead(2 * DAY), justInTime: false, marketingConsent: false }, NOW)
    expect(kindsAndTimes(plan)).toEqual([
      ['confirmation', ahead(0)],
      ['reminder_24h', new Date(start - DAY).toISOString()],
      ['reminder_1h', new Date(start - HOUR).toISOString()],
      ['reminder_15m', new Date(start - 15 * MINUTE).toISOString()],
      ['starting', ahead(2 * DAY)],
    ])
  })

  test('2 hours ahead: no 24-hour reminder, its moment has passed', () => {
    const plan = planWebinarEmails({ webinarTime: ahead(2 * HOUR), justInTime: false, marketingConsent: false }, NOW)
    expect(plan.map((email) => email.kind)).toEqual(['confirmation', 'reminder_1h', 'reminder_15m', 'starting'])
    expect(plan.find((email) => email.kind === 'reminder_1h')!.dueAt).toBe(ahead(HOUR))
  })

  test('5 minutes ahead: the confirmation and "starting" only', () => {
    const plan = planWebinarEmails({ webinarTime: ahead(5 * MINUTE), justInTime: false, marketingConsent: false }, NOW)
    expect(kindsAndTimes(plan)).toEqual([
      ['confirmation', ahead(0)],
      ['starting', ahead(5 * MINUTE)],
    ])
  })

  test('a just-in-time session gets the confirmation and "starting", no reminders even with time for one', () => {
    const plan = planWebinarEmails({ webinarTime: ahead(30 * MINUTE), justInTime: true, marketingConsent: false }, NOW)
    expect(kindsAndTimes(plan)).toEqual([
      ['confirmation', ahead(0)],
      ['starting', ahead(30 * MINUTE)],
    ])
  })

  test('a just-in-time start 10 minutes away gets "starting"; one closer, the confirmation only', () => {
    const at = (minutes: number) =>
      planWebinarEmails({ webinarTime: ahead(minutes * MINUTE), justInTime: true, marketingConsent: false }, NOW).map(
        (email) => email.kind,
      )
    expect(at(10)).toEqual(['confirmation', 'starting'])
    expect(at(9)).toEqual(['confirmation'])
  })

  test('with the marketing consent the replay e-mail is planned two hours after the start', () => {
    const plan = planWebinarEmails({ webinarTime: ahead(10 * MINUTE), justInTime: true, marketingConsent: true }, NOW)
    expect(kindsAndTimes(plan)).toEqual([
      ['confirmation', ahead(0)],
      ['starting', ahead(10 * MINUTE)],
      ['replay', ahead(10 * MINUTE + 2 * HOUR)],
    ])
  })

  test('the offer reminder is due five minutes after the offer was first seen', () => {
    expect(offerReminderDue(ahead(0))).toBe(ahead(5 * MINUTE))
  })
})

describe('an e-mail whose moment passed while the site was down', () => {
  const context = { webinarTime: ahead(2 * HOUR), replayEndsAt: ahead(3 * DAY) }
  test('"starts in 1 hour" is not sent once less than 15 minutes are left, nor after the start', () => {
    expect(stillTimely('reminder_1h', context, NOW + HOUR)).toBe(true)
    expect(stillTimely('reminder_1h', context, NOW + 2 * HOUR - 10 * MINUTE)).toBe(false)
    expect(stillTimely('reminder_1h', context, NOW + 3 * HOUR)).toBe(false)
  })
  test('the 24-hour reminder gives way to the 1-hour one, the 15-minute one ends at the start', () => {
    expect(stillTimely('reminder_24h', context, NOW + 30 * MINUTE)).toBe(true)
    expect(stillTimely('reminder_24h', context, NOW + HOUR + MINUTE)).toBe(false)
    expect(stillTimely('reminder_15m', context, NOW + 2 * HOUR - MINUTE)).toBe(true)
    expect(stillTimely('reminder_15m', context, NOW + 2 * HOUR)).toBe(false)
  })
  test('"starting" goes up to half an hour late; the replay until the replay closes', () => {
    expect(stillTimely('starting', context, NOW + 2 * HOUR + 29 * MINUTE)).toBe(true)
    expect(stillTimely('starting', context, NOW + 2 * HOUR + 31 * MINUTE)).toBe(false)
    expect(stillTimely('replay', context, NOW + 3 * DAY - MINUTE)).toBe(true)
    expect(stillTimely('replay', context, NOW + 3 * DAY)).toBe(false)
  })
  test('the offer reminder only while the offer runs', () => {
    expect(stillTimely('offer_reminder', { ...context, offerEndsAt: ahead(10 * MINUTE) }, NOW)).toBe(true)
    expect(stillTimely('offer_reminder', { ...context, offerEndsAt: ahead(10 * MINUTE) }, NOW + 10 * MINUTE)).toBe(
      false,
    )
    expect(stillTimely('offer_reminder', { ...context, offerEndsAt: null }, NOW)).toBe(false)
  })
})

test('placeholders are filled wherever the admin wrote them', () => {
  expect(fillEmailText('Kedves {nev}! Kezdés: {kezdes}. {nev}', { name: 'Anna', start: '18:00' })).toBe(
    'Kedves Anna! Kezdés: 18:00. Anna',
  )
  expect(fillEmailText(DEFAULT_EMAIL_TEXTS.starting.subject, { name: 'Anna', start: '' })).toBe('Most kezdünk!')
})

test('a name is filled in as plain text: no replacement pattern, no placeholder read inside it', () => {
  const start = '2026. december 1. 18:00'
  expect(fillEmailText('Kedves {nev}! Kezdés: {kezdes}', { name: 'Fresh $` x', start })).toBe(
    `Kedves Fresh $\` x! Kezdés: ${start}`,
  )
  expect(fillEmailText('Kedves {nev}!', { name: "Name $'$& end", start })).toBe("Kedves Name $'$& end!")
  expect(fillEmailText('Kedves {nev}! {kezdes}', { name: '{kezdes}', start })).toBe(`Kedves {kezdes}! ${start}`)
  expect(fillEmailText('{kezdes} {nev}', { name: 'Anna', start: '$& {nev}' })).toBe('$& {nev} Anna')
})

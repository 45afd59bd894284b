import { describe, expect, test } from 'vitest'
import { budapestDateTimeToIso } from '../../shared/budapest-time'
import { DEFAULT_WEBINAR_SCHEDULE } from '../../shared/funnel/config-defaults'
import { FALLBACK_WEBINAR_DELAY_MS, type WebinarSchedule } from '../../shared/funnel/webinar-schedule'
import {
  JUST_IN_TIME_VALUE,
  SESSION_MIN_LEAD_MS,
  sessionLabel,
  sessionsChangeAt,
  sessionStartFor,
  upcomingSessions,
  type SessionsConfig,
} from '../../shared/funnel/webinar-sessions'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A Budapest wall-clock time as a Date. */
const budapest = (local: string) => new Date(budapestDateTimeToIso(local))
const iso = (local: string) => budapestDateTimeToIso(local)

function config(schedule: Partial<WebinarSchedule> = {}): SessionsConfig {
  return { schedule: { ...DEFAULT_WEBINAR_SCHEDULE, ...schedule } }
}
const justInTime = (changes: Partial<WebinarSchedule['justInTime']>) => ({
  justInTime: { ...DEFAULT_WEBINAR_SCHEDULE.justInTime, ...changes },
})
const TUESDAY_AND_THURSDAY = [
  { weekday: 2, time: '18:00' },
  { weekday: 4, time: '18:00' },
]
// Monday 30 November 2026, 10:00 in Budapest.
const MONDAY_MORNING = budapest('2026-11-30T10:00')

describe('without a schedule (the default config): the spec funnel', () => {
  test('one session, just in time, 10 minutes after registering', () => {
    expect(upcomingSessions(config(), MONDAY_MORNING)).toEqual([
      { value: JUST_IN_TIME_VALUE, startsAt: null, label: 'Most: 10 perc múlva kezdődik' },
    ])
    const tenMinutesLater = new Date(MONDAY_MORNING.getTime() + FALLBACK_WEBINAR_DELAY_MS).toISOString()
    expect(sessionStartFor(config(), '', MONDAY_MORNING)).toBe(tenMinutesLater)
    expect(sessionStartFor(config(), JUST_IN_TIME_VALUE, MONDAY_MORNING)).toBe(tenMinutesLater)
    expect(sessionsChangeAt(config(), MONDAY_MORNING)).toBeNull()
  })

  test('a one-off date ahead is the default session; past, or at the registration, it is just in time again', () => {
    const registeredAt = new Date('2026-11-25T10:00:00.000Z')
    const tenMinutesLater = '2026-11-25T10:10:00.000Z'
    expect(sessionStartFor(config({ dates: ['2026-12-01T18:00'] }), '', registeredAt)).toBe('2026-12-01T17:00:00.000Z')
    expect(sessionStartFor(config({ dates: ['2026-11-01T18:00'] }), '', registeredAt)).toBe(tenMinutesLater)
    expect(sessionStartFor(config({ dates: ['2026-11-25T11:00'] }), '', registeredAt)).toBe(tenMinutesLater)
    expect(
      upcomingSessions(config({ dates: ['2026-12-01T18:00'] }), registeredAt).map((session) => session.label),
    ).toEqual(['kedd, december 1., 18:00', 'Most: 10 perc múlva kezdődik'])
  })
})

describe('weekly sessions and one-off dates', () => {
  test('the next weekly occurrences in Budapest time, earliest first, labelled in Hungarian, then just in time', () => {
    const sessions = upcomingSessions(config({ weekly: TUESDAY_AND_THURSDAY }), MONDAY_MORNING)
    expect(sessions).toEqual([
      { value: '2026-12-01T17:00:00.000Z', startsAt: '2026-12-01T17:00:00.000Z', label: 'kedd, december 1., 18:00' },
      {
        value: '2026-12-03T17:00:00.000Z',
        startsAt: '2026-12-03T17:00:00.000Z',
        label: 'csütörtök, december 3., 18:00',
      },
      { value: '2026-12-08T17:00:00.000Z', startsAt: '2026-12-08T17:00:00.000Z', label: 'kedd, december 8., 18:00' },
      { value: JUST_IN_TIME_VALUE, startsAt: null, label: 'Most: 10 perc múlva kezdődik' },
    ])
    // The first listed is the default session.
    expect(sessionStartFor(config({ weekly: TUESDAY_AND_THURSDAY }), '', MONDAY_MORNING)).toBe(
      '2026-12-01T17:00:00.000Z',
    )
  })

  test('at most three fixed sessions: weekly and one-off merged, sorted and each listed once', () => {
    const merged = config({
      weekly: [{ weekday: 2, time: '18:00' }],
      dates: ['2026-12-02T09:30', '2026-12-01T18:00', '2027-01-05T10:00', '2026-11-30T18:00'],
    })
    expect(upcomingSessions(merged, MONDAY_MORNING).map((session) => session.label)).toEqual([
      'hétfő, november 30., 18:00',
      'kedd, december 1., 18:00',
      'szerda, december 2., 09:30',
      'Most: 10 perc múlva kezdődik',
    ])
  })

  test('a one-off date alone with just in time switched off is the one session', () => {
    const single = config({ dates: ['2026-12-10T19:00'], ...justInTime({ enabled: false }) })
    expect(upcomingSessions(single, MONDAY_MORNING)).toEqual([
      { value: iso('2026-12-10T19:00'), startsAt: iso('2026-12-10T19:00'), label: 'csütörtök, december 10., 19:00' },
    ])
  })

  test('a session is offered while it starts more than five minutes ahead', () => {
    const tuesday = config({ weekly: [{ weekday: 2, time: '18:00' }], ...justInTime({ enabled: false }) })
    const start = Date.parse(iso('2026-12-01T18:00'))
    const at = (ms: number) => upcomingSessions(tuesday, new Date(ms))[0]!.value
    expect(at(start - SESSION_MIN_LEAD_MS - 1)).toBe(iso('2026-12-01T18:00'))
    expect(at(start - SESSION_MIN_LEAD_MS)).toBe(iso('2026-12-08T18:00'))
    // The page changes exactly then, and is kept until then.
    expect(sessionsChangeAt(tuesday, MONDAY_MORNING)).toBe(start - SESSION_MIN_LEAD_MS)
  })

  test('weekly 18:00 stays 18:00 in Budapest across the spring and autumn clock changes', () => {
    const sundays = config({ weekly: [{ weekday: 7, time: '18:00' }], ...justInTime({ enabled: false }) })
    expect(upcomingSessions(sundays, budapest('2027-03-22T12:00')).map((session) => session.value)).toEqual([
      '2027-03-28T16:00:00.000Z', // the day the clocks go forward: CEST already
      '2027-04-04T16:00:00.000Z',
      '2027-04-11T16:00:00.000Z',
    ])
    expect(upcomingSessions(sundays, budapest('2027-03-22T12:00'))[0]!.label).toBe('vasárnap, március 28., 18:00')
    expect(upcomingSessions(sundays, budapest('2027-10-25T12:00')).map((session) => session.value)).toEqual([
      '2027-10-31T17:00:00.000Z', // the day the clocks go back: CET again
      '2027-11-07T17:00:00.000Z',
      '2027-11-14T17:00:00.000Z',
    ])
    const tuesdays = config({ weekly: [{ weekday: 2, time: '18:00' }], ...justInTime({ enabled: false }) })
    const autumn = upcomingSessions(tuesdays, budapest('2027-10-20T12:00'))
    expect(autumn.map((session) => session.value)).toEqual([
      '2027-10-26T16:00:00.000Z',
      '2027-11-02T17:00:00.000Z',
      '2027-11-09T17:00:00.000Z',
    ])
    expect(autumn.map((session) => session.label.slice(-5))).toEqual(['18:00', '18:00', '18:00'])
    expect(sessionStartFor(tuesdays, '2027-11-02T17:00:00.000Z', budapest('2027-10-20T12:00'))).toBe(
      '2027-11-02T17:00:00.000Z',
    )
    expect(sessionStartFor(tuesdays, '2027-11-02T16:00:00.000Z', budapest('2027-10-20T12:00'))).toBeNull()
  })
})

describe('just in time', () => {
  test('switched off, it is not offered beside fixed sessions, but still when nothing fixed is ahead', () => {
    const off = justInTime({ enabled: false })
    expect(upcomingSessions(config({ weekly: TUESDAY_AND_THURSDAY, ...off }), MONDAY_MORNING)).toHaveLength(3)
    expect(sessionStartFor(config({ weekly: TUESDAY_AND_THURSDAY, ...off }), JUST_IN_TIME_VALUE, MONDAY_MORNING)).toBe(
      null,
    )
    expect(upcomingSessions(config({ dates: ['2026-11-01T18:00'], ...off }), MONDAY_MORNING)).toEqual([
      { value: JUST_IN_TIME_VALUE, startsAt: null, label: 'Most: 10 perc múlva kezdődik' },
    ])
  })

  test('its minutes are the admin’s', () => {
    const soon = config(justInTime({ minutes: 25 }))
    expect(upcomingSessions(soon, MONDAY_MORNING)[0]!.label).toBe('Most: 25 perc múlva kezdődik')
    expect(sessionStartFor(soon, JUST_IN_TIME_VALUE, MONDAY_MORNING)).toBe(
      new Date(MONDAY_MORNING.getTime() + 25 * MINUTE).toISOString(),
    )
  })

  test('with nights excluded, a start between 22:00 and 07:00 moves to 07:00 and is listed with its time', () => {
    const nightless = config(justInTime({ excludeNights: true }))
    expect(upcomingSessions(nightless, budapest('2026-11-30T21:49'))[0]!.label).toBe('Most: 10 perc múlva kezdődik')
    expect(upcomingSessions(nightless, budapest('2026-11-30T21:50'))).toEqual([
      { value: JUST_IN_TIME_VALUE, startsAt: iso('2026-12-01T07:00'), label: 'kedd, december 1., 07:00' },
    ])
    expect(sessionStartFor(nightless, JUST_IN_TIME_VALUE, budapest('2026-11-30T23:30'))).toBe(iso('2026-12-01T07:00'))
    expect(sessionStartFor(nightless, '', budapest('2026-12-01T03:00'))).toBe(iso('2026-12-01T07:00'))
    expect(sessionStartFor(nightless, '', budapest('2026-12-01T06:50'))).toBe(iso('2026-12-01T07:00'))
    expect(sessionStartFor(nightless, '', budapest('2026-12-01T06:51'))).toBe(iso('2026-12-01T07:01'))
    // Nights allowed (the default): 23:30 starts at 23:40.
    expect(sessionStartFor(config(), '', budapest('2026-11-30T23:30'))).toBe(iso('2026-11-30T23:40'))
  })

  test('with nights excluded, the page changes as the start crosses into and out of the night', () => {
    const nightless = config(justInTime({ excludeNights: true }))
    expect(sessionsChangeAt(nightless, MONDAY_MORNING)).toBe(Date.parse(iso('2026-11-30T21:50')))
    expect(sessionsChangeAt(nightless, budapest('2026-11-30T23:00'))).toBe(Date.parse(iso('2026-12-01T06:50')))
  })

  test('a night start moved onto a listed fixed session is listed once', () => {
    const morning = config({ dates: ['2026-12-01T07:00'], ...justInTime({ excludeNights: true }) })
    expect(upcomingSessions(morning, budapest('2026-11-30T23:00'))).toEqual([
      { value: iso('2026-12-01T07:00'), startsAt: iso('2026-12-01T07:00'), label: 'kedd, december 1., 07:00' },
    ])
  })
})

describe('the chosen session', () => {
  const weekly = config({ weekly: TUESDAY_AND_THURSDAY, dates: ['2027-01-12T10:00'] })

  test('any start the schedule names is valid while ahead, beyond the three listed too', () => {
    expect(sessionStartFor(weekly, '2026-12-03T17:00:00.000Z', MONDAY_MORNING)).toBe('2026-12-03T17:00:00.000Z')
    // The fourth Thursday: no longer among the first three a page rendered now lists, still a session.
    expect(sessionStartFor(weekly, '2026-12-17T17:00:00.000Z', MONDAY_MORNING)).toBe('2026-12-17T17:00:00.000Z')
    expect(sessionStartFor(weekly, iso('2027-01-12T10:00'), MONDAY_MORNING)).toBe(iso('2027-01-12T10:00'))
    // Listed by a page rendered earlier, now within the lead: still ahead, still valid.
    expect(sessionStartFor(weekly, '2026-12-01T17:00:00.000Z', budapest('2026-12-01T17:58'))).toBe(
      '2026-12-01T17:00:00.000Z',
    )
  })

  test('a start the schedule does not name, a malformed value or a replay that has closed is refused', () => {
    for (const refused of [
      '2026-12-02T17:00:00.000Z', // a Wednesday
      '2026-12-01T17:30:00.000Z', // Tuesday, but 18:30
      '2026-12-01T17:00:00Z', // the right instant, not as the form writes it
      '2026-12-01T18:00',
      'holnap',
      'most ',
    ]) {
      expect(sessionStartFor(weekly, refused, MONDAY_MORNING), refused).toBeNull()
    }
    const start = Date.parse('2026-12-01T17:00:00.000Z')
    const { replayDays } = DEFAULT_WEBINAR_SCHEDULE
    // Begun, its replay still open: a registration a browser kept while offline arrives late and still counts.
    expect(sessionStartFor(weekly, '2026-12-01T17:00:00.000Z', new Date(start + replayDays * DAY - 1))).toBe(
      '2026-12-01T17:00:00.000Z',
    )
    expect(sessionStartFor(weekly, '2026-12-01T17:00:00.000Z', new Date(start + replayDays * DAY))).toBeNull()
  })

  test('labels read the start in Budapest time whatever the zone', () => {
    expect(sessionLabel('2026-07-01T16:00:00.000Z')).toBe('szerda, július 1., 18:00')
    expect(sessionLabel('2026-12-31T23:30:00.000Z')).toBe('péntek, január 1., 00:30')
  })
})

import { expect, test } from 'vitest'
import ICAL from 'ical.js'
import {
  BUDAPEST_TIME_ZONE,
  budapestDateTimeInput,
  budapestDateTimeToIso,
  budapestDayStart,
  budapestLocalStamp,
} from '../../shared/budapest-time'
import {
  escapeIcsText,
  foldIcsLine,
  formatBudapestDateTime,
  googleCalendarUrl,
  webinarEvent,
  webinarIcs,
} from '../../shared/funnel/webinar-calendar'

const WINTER_START = '2026-11-25T17:10:00.000Z'
const SUMMER_START = '2026-07-01T16:00:00.000Z'
const NOW = new Date('2026-11-25T05:00:00.000Z')

/** Unfolds continuation lines (RFC 5545 3.1) and splits on CRLF. */
const unfoldedLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n')

test('Budapest wall-clock time follows CET in winter and CEST in summer', () => {
  expect(budapestLocalStamp(new Date(WINTER_START))).toBe('20261125T181000')
  expect(budapestLocalStamp(new Date(SUMMER_START))).toBe('20260701T180000')
  expect(formatBudapestDateTime(WINTER_START)).toBe('2026. november 25. 18:10')
})

test('a Budapest day begins at 23:00 UTC the day before in winter and 22:00 in summer', () => {
  expect(budapestDayStart('2026-11-25')).toBe('2026-11-24T23:00:00.000Z')
  expect(budapestDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z')
  // The days the clocks change begin in the old offset.
  expect(budapestDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z')
  expect(budapestDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z')
})

test('the .ics file is a valid RFC 5545 calendar with the event at Budapest time and an hour long', () => {
  const ics = webinarIcs(webinarEvent(WINTER_START, 'https://patikachat.hu'), NOW, 'patikachat.hu')
  expect(ics.endsWith('\r\n')).toBe(true)
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const raw = ics.split('\r\n').slice(0, -1)
  for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)

  const lines = unfoldedLines(ics)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines).toContain('VERSION:2.0')
  expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true)
  expect(lines).toContain('TZID:Europe/Budapest')
  expect(lines).toContain('DTSTART;TZID=Europe/Budapest:20261125T181000')
  expect(lines).toContain('DTEND;TZID=Europe/Budapest:20261125T191000')
  expect(lines).toContain('DTSTAMP:20261125T050000Z')
  expect(lines).toContain('UID:webinar-20261125T171000Z@patikachat.hu')
  expect(lines).toContain('URL:https://patikachat.hu/w')
  expect(lines.at(-2)).toBe('END:VCALENDAR')
  // Every component that opens is closed, in order.
  const stack: string[] = []
  for (const line of lines) {
    if (line.startsWith('BEGIN:')) stack.push(line.slice(6))
    if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4))
  }
  expect(stack).toEqual([])
})

test('text values escape backslash, semicolon, comma and line breaks', () => {
  expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  const ics = webinarIcs(
    {
      start: WINTER_START,
      title: 'Patika; AI, webinár',
      description: 'Első sor\nMásodik',
      url: 'https://x.hu/webinar',
    },
    NOW,
    'x.hu',
  )
  const lines = unfoldedLines(ics)
  expect(lines).toContain('SUMMARY:Patika\\; AI\\, webinár')
  expect(lines).toContain('DESCRIPTION:Első sor\\nMásodik\\nhttps://x.hu/webinar')
})

test('long lines fold at 75 octets without splitting an accented letter', () => {
  const line = `DESCRIPTION:${'őű'.repeat(60)}`
  const folded = foldIcsLine(line)
  const pieces = folded.split('\r\n ')
  expect(pieces.length).toBeGreaterThan(1)
  for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75)
  expect(pieces.join('')).toBe(line)
  expect(folded).not.toContain('\uFFFD')
})

test('the Google Calendar link carries the UTC times and names the Budapest zone', () => {
  const url = new URL(googleCalendarUrl(webinarEvent(WINTER_START, 'https://patikachat.hu')))
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
  expect(url.searchParams.get('action')).toBe('TEMPLATE')
  expect(url.searchParams.get('dates')).toBe('20261125T171000Z/20261125T181000Z')
  expect(url.searchParams.get('ctz')).toBe('Europe/Budapest')
  expect(url.searchParams.get('details')).toMatch(/\nhttps:\/\/patikachat\.hu\/w$/)
})

test('a Budapest wall-clock time from a date-time input reads back as the same wall-clock time', () => {
  expect(budapestDateTimeToIso('2026-12-01T18:00')).toBe('2026-12-01T17:00:00.000Z')
  expect(budapestDateTimeToIso('2026-07-01T18:00')).toBe('2026-07-01T16:00:00.000Z')
  expect(budapestDateTimeInput('2026-12-01T17:00:00.000Z')).toBe('2026-12-01T18:00')
  expect(budapestDateTimeInput(budapestDateTimeToIso('2027-03-15T09:45'))).toBe('2027-03-15T09:45')
})

test('a wall-clock time on the day the clocks change takes the offset in force at that time of day', () => {
  // Spring: 01:00 is still CET, 18:00 already CEST.
  expect(budapestDateTimeToIso('2027-03-28T01:00')).toBe('2027-03-28T00:00:00.000Z')
  expect(budapestDateTimeToIso('2027-03-28T18:00')).toBe('2027-03-28T16:00:00.000Z')
  // Autumn: 01:00 is still CEST, 18:00 already CET; the repeated 02:30 is read as its second, CET, occurrence.
  expect(budapestDateTimeToIso('2027-10-31T01:00')).toBe('2027-10-30T23:00:00.000Z')
  expect(budapestDateTimeToIso('2027-10-31T18:00')).toBe('2027-10-31T17:00:00.000Z')
  expect(budapestDateTimeToIso('2027-10-31T02:30')).toBe('2027-10-31T01:30:00.000Z')
  for (const local of ['2027-03-28T18:00', '2027-10-31T18:00', '2027-10-31T00:00']) {
    expect(budapestDateTimeInput(budapestDateTimeToIso(local))).toBe(local)
  }
})

/** Every file carries the same zone definition: ical.js reads it once, as a calendar app keeps a zone it knows. */
const VTIMEZONE_BLOCK = /BEGIN:VTIMEZONE\r\n[\s\S]*?END:VTIMEZONE\r\n/

/** The event's start and end as ical.js, a calendar parser of the kind a calendar app uses, reads the file. */
function parsedEvent(ics: string): { start: number; end: number } {
  if (!ICAL.TimezoneService.has(BUDAPEST_TIME_ZONE)) {
    const zone = new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vtimezone')
    if (zone) ICAL.TimezoneService.register(zone)
  }
  const calendar = new ICAL.Component(ICAL.parse(ics.replace(VTIMEZONE_BLOCK, '')) as unknown[])
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() }
}

test('every start hour of a year, both clock changes included, is a 60-minute event at the right instant', () => {
  const first = Date.parse('2027-01-01T00:00:00.000Z')
  for (let hour = 0; hour < 365 * 24; hour += 1) {
    const start = first + hour * 3_600_000
    const ics = webinarIcs(webinarEvent(new Date(start).toISOString(), 'https://patikachat.hu'), NOW, 'patikachat.hu')
    const parsed = parsedEvent(ics)
    expect(
      { start: parsed.start, minutes: (parsed.end - parsed.start) / 60_000 },
      new Date(start).toISOString(),
    ).toEqual({
      start,
      minutes: 60,
    })
  }
}, 60_000)

test('the hour the clocks go back is written as UTC instants, every other time as Budapest wall-clock time', () => {
  const autumn = unfoldedLines(webinarIcs(webinarEvent('2027-10-31T00:30:00.000Z', 'https://x.hu'), NOW, 'x.hu'))
  expect(autumn).toContain('DTSTART:20271031T003000Z')
  expect(autumn).toContain('DTEND:20271031T013000Z')
  expect(parsedEvent(webinarIcs(webinarEvent('2027-10-31T00:30:00.000Z', 'https://x.hu'), NOW, 'x.hu'))).toEqual({
    start: Date.parse('2027-10-31T00:30:00.000Z'),
    end: Date.parse('2027-10-31T01:30:00.000Z'),
  })
  const spring = unfoldedLines(webinarIcs(webinarEvent('2027-03-28T00:30:00.000Z', 'https://x.hu'), NOW, 'x.hu'))
  expect(spring).toContain('DTSTART;TZID=Europe/Budapest:20270328T013000')
  expect(spring).toContain('DTEND;TZID=Europe/Budapest:20270328T033000')
})

import { budapestDay, budapestLocalStamp, budapestWallClock, BUDAPEST_TIME_ZONE } from '../budapest-time'
import { formatHungarianDate } from '../hungarian-date'
import { PERSONAL_LINK_PATH } from './personal-link'

// "Add to calendar" for a registrant's webinar: an iCalendar file (RFC 5545) the site serves, and a Google Calendar
// link. Both name the time in Europe/Budapest, the audience's zone, whatever zone the visitor's device is set to.

export const WEBINAR_EVENT_MINUTES = 60
/** The site's path of the .ics file. */
export const WEBINAR_ICS_PATH = '/naptar/webinarium.ics'
/**
 * Its query: `start`, the registrant's webinar time (ISO-8601), and `r`, the registration's submission id, with which
 * the file is the registration's own event (its e-mails' UID and SEQUENCE, the start the server holds).
 */
export const WEBINAR_ICS_PARAMS = { start: 'start', registration: 'r' } as const

export interface WebinarEvent {
  /** ISO-8601 start. */
  start: string
  title: string
  description: string
  /** Where to join: the site's /w, no token in it, as calendars hand their entries to third parties. */
  url: string
}

export function webinarIcsHref(start: string, submissionId?: string): string {
  const query = new URLSearchParams({ [WEBINAR_ICS_PARAMS.start]: start })
  if (submissionId) query.set(WEBINAR_ICS_PARAMS.registration, submissionId)
  return `${WEBINAR_ICS_PATH}?${query.toString()}`
}

/** The registrant's webinar as a calendar event, the same in the .ics file and the Google link. */
export function webinarEvent(start: string, siteUrl: string): WebinarEvent {
  return {
    start,
    title: 'PatikaChat webinárium',
    description:
      'Ingyenes webinárium az AI asszisztensről gyógyszertáraknak. Csatlakozás a kezdéskor a visszaigazoló levél személyes linkjével, vagy bármely eszközről itt:',
    url: `${siteUrl}${PERSONAL_LINK_PATH}`,
  }
}

/** `20261125T171000Z`. */
export function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let currentOctets = 0
  for (const character of line) {
    const octets = encoder.encode(character).length
    const limit = pieces.length === 0 ? 75 : 74
    if (currentOctets + octets > limit) {
      pieces.push(current)
      current = ''
      currentOctets = 0
    }
    current += character
    currentOctets += octets
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

// Central European Time with its daylight-saving rules since 1996 (last Sunday of March and of October).
const BUDAPEST_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUDAPEST_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

const HOUR_MS = 3_600_000

/**
 * A DTSTART or DTEND value: Budapest wall-clock time with its zone, except in the hour the clocks go back, whose
 * wall-clock times happen twice (02:30 is first CEST, then CET); parsers take the later one, so that hour is written
 * as the UTC instant it is.
 */
function icsMoment(name: 'DTSTART' | 'DTEND', moment: Date): string {
  const local = budapestLocalStamp(moment)
  const happensTwice = [-HOUR_MS, HOUR_MS].some(
    (shift) => budapestLocalStamp(new Date(moment.getTime() + shift)) === local,
  )
  return happensTwice ? `${name}:${utcStamp(moment)}` : `${name};TZID=${BUDAPEST_TIME_ZONE}:${local}`
}

/**
 * Which event a file describes, for calendars that already hold it: a registration's e-mails name their own UID and
 * raise SEQUENCE each time the start moves, so the calendar replaces the old time instead of adding a second event.
 */
export interface IcsIdentity {
  uid: string
  sequence: number
}

/** A registration's event, whichever of its e-mails or its waiting page hands out the file. */
export const registrationIcsIdentity = (registrationId: number, sequence: number): IcsIdentity => ({
  uid: `webinar-registration-${registrationId}`,
  sequence,
})

/**
 * The event as an iCalendar file; `now` stamps it (DTSTAMP) and `uidDomain` makes its UID global. Without an
 * identity the UID is the start's (the file of a page that knows no registration).
 */
export function webinarIcs(event: WebinarEvent, now: Date, uidDomain: string, identity?: IcsIdentity): string {
  const start = new Date(event.start)
  const end = new Date(start.getTime() + WEBINAR_EVENT_MINUTES * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PatikaChat//Webinar//HU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BUDAPEST_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${identity?.uid ?? `webinar-${utcStamp(start)}`}@${uidDomain}`,
    ...(identity ? [`SEQUENCE:${identity.sequence}`] : []),
    `DTSTAMP:${utcStamp(now)}`,
    icsMoment('DTSTART', start),
    icsMoment('DTEND', end),
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(`${event.description}\n${event.url}`)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/** Google Calendar's event template; times in UTC with the Budapest zone named for display. */
export function googleCalendarUrl(event: WebinarEvent): string {
  const start = new Date(event.start)
  const end = new Date(start.getTime() + WEBINAR_EVENT_MINUTES * 60_000)
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: `${event.description}\n${event.url}`,
    ctz: BUDAPEST_TIME_ZONE,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

/** "2026. november 25. 18:10": the start as the audience reads it, in Budapest time whatever the device says. */
export function formatBudapestDateTime(iso: string): string {
  const { hour, minute } = budapestWallClock(new Date(iso))
  return `${formatHungarianDate(budapestDay(new Date(iso)))} ${hour}:${minute}`
}

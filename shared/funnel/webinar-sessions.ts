import {
  budapestDateTimeInput,
  budapestDateTimeToIso,
  budapestDay,
  budapestWallClock,
  shiftDay,
} from '../budapest-time'
import { formatHungarianWeekdayAndDay, isoWeekday } from '../hungarian-weekday'
import type { JustInTimeSession, WebinarSchedule } from './webinar-schedule'

// The webinar's sessions (issue 23): when a registrant may choose to watch, worked out from the register config's
// schedule in Budapest time. Pure and zod-free: the registration form lists the sessions in the browser, the server
// checks the chosen one and stores its start, and the admin's editor previews the list.

/** What the sessions depend on: the register config's schedule. */
export interface SessionsConfig {
  schedule: WebinarSchedule
}

/** One session the form offers. */
export interface WebinarSession {
  /** The form's value: the start as an ISO UTC instant, or `JUST_IN_TIME_VALUE`. */
  value: string
  /** The start; null for the just-in-time session, whose start depends on the moment of registering. */
  startsAt: string | null
  /** What the visitor reads, in Budapest time: "kedd, december 1., 18:00" or "Most: 10 perc múlva kezdődik". */
  label: string
}

/** The form's value for the just-in-time session. */
export const JUST_IN_TIME_VALUE = 'most'
/** A fixed session is offered while it starts more than this far ahead: time to reach the waiting page and join. */
export const SESSION_MIN_LEAD_MS = 5 * 60 * 1000
/** At most this many fixed sessions are offered, the earliest first. */
export const MAX_OFFERED_SESSIONS = 3
/** The Budapest night in which no just-in-time session starts when nights are excluded: from 22:00 to 07:00. */
export const JUST_IN_TIME_NIGHT = { from: '22:00', to: '07:00' } as const

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
// Each weekday comes round three times in 21 days: enough weekly starts for the first three from any one entry.
const WEEKLY_HORIZON_DAYS = 7 * MAX_OFFERED_SESSIONS + 1

/** "kedd, december 1., 18:00": a start as the form lists it, in Budapest time. */
export function sessionLabel(iso: string): string {
  const moment = new Date(iso)
  const { hour, minute } = budapestWallClock(moment)
  return `${formatHungarianWeekdayAndDay(budapestDay(moment))}, ${hour}:${minute}`
}

/** The starts the schedule names from `from` on (weekly ones up to the horizon), sorted, each once. */
function fixedStartsFrom(config: SessionsConfig, from: number): number[] {
  const starts = new Set<number>()
  const today = budapestDay(new Date(from))
  for (let offset = -1; offset <= WEEKLY_HORIZON_DAYS; offset += 1) {
    const day = shiftDay(today, offset)
    const weekday = isoWeekday(day)
    for (const session of config.schedule.weekly) {
      if (session.weekday === weekday) starts.add(Date.parse(budapestDateTimeToIso(`${day}T${session.time}`)))
    }
  }
  for (const date of config.schedule.dates) starts.add(Date.parse(budapestDateTimeToIso(date)))
  return [...starts].filter((start) => start >= from).sort((a, b) => a - b)
}

/** The fixed starts offered at `now`: more than the lead ahead, the earliest three. */
function offeredFixedStarts(config: SessionsConfig, now: number): number[] {
  return fixedStartsFrom(config, now + SESSION_MIN_LEAD_MS + 1).slice(0, MAX_OFFERED_SESSIONS)
}

/** Whether the just-in-time session is offered: when switched on, and always when no fixed session is ahead. */
const justInTimeOffered = (config: SessionsConfig, fixed: readonly number[]) =>
  config.schedule.justInTime.enabled || fixed.length === 0

/** The next instant after `after` at which Budapest wall-clock time reads `time` (HH:MM). */
function nextBudapestTime(after: number, time: string): number {
  const today = budapestDay(new Date(after))
  for (let offset = 0; ; offset += 1) {
    const at = Date.parse(budapestDateTimeToIso(`${shiftDay(today, offset)}T${time}`))
    if (at > after) return at
  }
}

/** Whether a moment falls in the Budapest night of `JUST_IN_TIME_NIGHT`. */
function inNight(moment: number): boolean {
  const { hour, minute } = budapestWallClock(new Date(moment))
  const time = `${hour}:${minute}`
  return time >= JUST_IN_TIME_NIGHT.from || time < JUST_IN_TIME_NIGHT.to
}

/** The just-in-time start for a registration at `at`, and whether the night moved it to the morning. */
function justInTimeStart({ minutes, excludeNights }: JustInTimeSession, at: number): { start: number; moved: boolean } {
  const start = at + minutes * MINUTE_MS
  if (!excludeNights || !inNight(start)) return { start, moved: false }
  return { start: nextBudapestTime(start - 1, JUST_IN_TIME_NIGHT.to), moved: true }
}

/**
 * The sessions the registration form offers at `now`: the earliest three fixed ones (weekly and one-off) starting more than five minutes ahead, then the just-in-time one when it is switched on or nothing
 * else is ahead (so there is always a session). The first is the default. A just-in-time start the night moved onto a
 * listed fixed start is not listed twice.
 */
export function upcomingSessions(config: SessionsConfig, now: Date): WebinarSession[] {
  const fixed = offeredFixedStarts(config, now.getTime())
  const sessions = fixed.map((start): WebinarSession => {
    const iso = new Date(start).toISOString()
    return { value: iso, startsAt: iso, label: sessionLabel(iso) }
  })
  if (!justInTimeOffered(config, fixed)) return sessions
  const { justInTime } = config.schedule
  const { start, moved } = justInTimeStart(justInTime, now.getTime())
  if (moved && fixed.includes(start)) return sessions
  const iso = new Date(start).toISOString()
  return [
    ...sessions,
    moved
      ? { value: JUST_IN_TIME_VALUE, startsAt: iso, label: sessionLabel(iso) }
      : { value: JUST_IN_TIME_VALUE, startsAt: null, label: `Most: ${justInTime.minutes} perc múlva kezdődik` },
  ]
}

/** Whether an ISO instant (as `toISOString` writes it) is a start the schedule names. */
function isScheduledStart(config: SessionsConfig, iso: string): boolean {
  const local = budapestDateTimeInput(iso)
  // A wall-clock time that does not lead back to the same instant (seconds, or the hour the clocks skip) is none.
  if (budapestDateTimeToIso(local) !== iso) return false
  const [day = '', time = ''] = local.split('T')
  const weekday = isoWeekday(day)
  return (
    config.schedule.weekly.some((session) => session.weekday === weekday && session.time === time) ||
    config.schedule.dates.some((date) => budapestDateTimeToIso(date) === iso)
  )
}

/**
 * When the session a registrant chose starts, for a registration at `registeredAt`; null when the value names no
 * session the schedule offers. An empty value is the default session (the first offered). A fixed start is valid
 * while the schedule names it and its replay is still open, even if it is no longer among the first three or has
 * begun: a page rendered a while ago, or a registration a browser kept while the server was away, still counts.
 * Just-in-time is valid while it is offered (switched on, or nothing fixed ahead) and starts after `registeredAt`.
 */
export function sessionStartFor(config: SessionsConfig, value: string, registeredAt: Date): string | null {
  const at = registeredAt.getTime()
  if (value === '') {
    const [first] = upcomingSessions(config, registeredAt)
    return first ? sessionStartFor(config, first.value, registeredAt) : null
  }
  if (value === JUST_IN_TIME_VALUE) {
    if (!justInTimeOffered(config, offeredFixedStarts(config, at))) return null
    return new Date(justInTimeStart(config.schedule.justInTime, at).start).toISOString()
  }
  const start = Date.parse(value)
  if (Number.isNaN(start) || new Date(start).toISOString() !== value) return null
  if (start <= at - config.schedule.replayDays * DAY_MS) return null
  return isScheduledStart(config, value) ? value : null
}

/** Whether a form value (empty: the first offered session) chooses the just-in-time session. */
export function isJustInTimeChoice(config: SessionsConfig, value: string, registeredAt: Date): boolean {
  return (value || upcomingSessions(config, registeredAt)[0]?.value) === JUST_IN_TIME_VALUE
}

/**
 * The first instant after `now` at which `upcomingSessions` may answer differently: when the earliest listed fixed
 * session comes within the lead, or (nights excluded) when a just-in-time start would cross into or out of the
 * night. Null when the list never changes (the default schedule). A page that lists the sessions is kept until then.
 */
export function sessionsChangeAt(config: SessionsConfig, now: Date): number | null {
  const at = now.getTime()
  const fixed = offeredFixedStarts(config, at)
  const changes = fixed.map((start) => start - SESSION_MIN_LEAD_MS)
  const { justInTime } = config.schedule
  if (justInTimeOffered(config, fixed) && justInTime.excludeNights) {
    const delay = justInTime.minutes * MINUTE_MS
    for (const boundary of [JUST_IN_TIME_NIGHT.from, JUST_IN_TIME_NIGHT.to]) {
      changes.push(nextBudapestTime(at + delay, boundary) - delay)
    }
  }
  return changes.length === 0 ? null : Math.min(...changes)
}

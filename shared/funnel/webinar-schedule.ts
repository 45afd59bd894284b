// The register config's webinar schedule (issue 23), on its own without any date code: the waiting page needs only
// the spec's delay. Its default is with the other built-in configs (config-defaults.ts), and
// shared/funnel/webinar-sessions.ts works the sessions out from it.

/** A session every week: ISO weekday (Monday 1 … Sunday 7) and Budapest wall-clock time `HH:MM`. */
export interface WeeklySession {
  weekday: number
  time: string
}

/**
 * The "starts in N minutes" session: its start is N minutes after the registration. With `excludeNights`, a start
 * that would fall in the Budapest night (22:00–07:00) is moved to the night's end, 07:00.
 */
export interface JustInTimeSession {
  enabled: boolean
  minutes: number
  excludeNights: boolean
}

/** The register config's schedule. */
export interface WebinarSchedule {
  weekly: WeeklySession[]
  /** One-off sessions, Budapest wall-clock `YYYY-MM-DDTHH:MM`. */
  dates: string[]
  justInTime: JustInTimeSession
  /** How many days the replay stays open after a session starts. */
  replayDays: number
}

/** Spec section 9: with nothing else scheduled, a registrant's webinar starts this long after they register. */
export const FALLBACK_WEBINAR_DELAY_MS = 10 * 60 * 1000

/**
 * Whether the schedule has sessions of its own: weekly or one-off sessions, or a just-in-time session other than the
 * spec's fallback (10 minutes after registering, nights allowed). Without, the webinar room stays the spec's player
 * (issue 39: "with no schedule, and for the spec's 10-minute fallback, nothing changes").
 */
export function hasOwnSessions(schedule: WebinarSchedule): boolean {
  const { weekly, dates, justInTime } = schedule
  if (weekly.length > 0 || dates.length > 0) return true
  const fallbackMinutes = FALLBACK_WEBINAR_DELAY_MS / 60_000
  return justInTime.enabled && (justInTime.minutes !== fallbackMinutes || justInTime.excludeNights)
}

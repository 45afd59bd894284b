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

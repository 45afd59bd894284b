// What the room reports of a viewing and how often (issue 40 §1). No zod here: the room's hook imports these; the
// procedure's schema is in shared/schemas/attendance.ts.

export const ATTENDANCE_MODES = ['live', 'replay'] as const
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number]

/** A heartbeat about every 15 s while the video plays; one more on leaving. */
export const HEARTBEAT_INTERVAL_MS = 15_000

/** POST: the leaving report, sent by `navigator.sendBeacon` (no custom headers, so not through tRPC's client). */
export const ATTENDANCE_BEACON_PATH = '/api/room/beacon'

export const ATTENDANCE_LIMITS = {
  /** Ranges in one report: the stretches played since the last one (a seek starts a new one). */
  rangesPerReport: 50,
  /** Ranges kept per mode for a registration and session; new disjoint stretches past it are not counted. */
  rangesStored: 200,
  /**
   * The most seconds one report may add: a hidden tab's timers may run once a minute while the video plays on, at up
   * to double speed in the replay, with room to spare. A live report also counts only stretches this close to the
   * live point.
   */
  secondsPerReport: 180,
  /** A live report arriving this long after the live window's end still counts its live stretches. */
  liveGraceMs: 30_000,
  /** Per client IP: 1 report in 15 s from each of a few dozen viewers behind one address (an office, a school). */
  perIp: { maxRequests: 600, windowMs: 60_000 },
  /** Per registration: 4 heartbeats a minute, the leaving report and a reload or a second tab. */
  perRegistration: { maxRequests: 12, windowMs: 60_000 },
  /** The beacon's body, bytes. */
  beaconBodyBytes: 8 * 1024,
} as const

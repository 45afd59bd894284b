// Who did what once a session's live window has ended (issue 40 §2). No zod here: the admin's pages import these.

export const ATTENDANCE_SEGMENTS = ['no-show', 'left-early', 'completed', 'saw-offer'] as const
export type AttendanceSegment = (typeof ATTENDANCE_SEGMENTS)[number]

/** The segments' names, in Hungarian everywhere (the CSV's "Részvétel" column and the admin's filter alike). */
export const ATTENDANCE_SEGMENT_NAMES: Record<AttendanceSegment, string> = {
  'no-show': 'Nem jelent meg',
  'left-early': 'Korán távozott',
  completed: 'Végignézte',
  'saw-offer': 'Látta az ajánlatot',
}

/** "Completion threshold (%)": the share of the video that counts as watched to the end. */
export const COMPLETION_THRESHOLD = { default: 90, min: 1, max: 100 } as const

/** What one registration did in one session, as the server keeps it. */
export interface AttendanceFacts {
  /** Seconds of the video watched, live and replay together, each second once. */
  watchedSeconds: number
  /** The offer moment was shown, or the offer page opened (funnel step `offer_viewed`). */
  offerSeen: boolean
  /** The offer's button was pressed (funnel step `offer_clicked`). */
  offerClicked: boolean
}

/** The share of the video watched, 0–1. */
export function completedShare(watchedSeconds: number, videoSeconds: number): number {
  return videoSeconds > 0 ? Math.min(1, watchedSeconds / videoSeconds) : 0
}

/** Whether the seconds reach the threshold; compared in whole numbers, exactly as the admin's SQL filter does. */
export function reachesThreshold(watchedSeconds: number, videoSeconds: number, thresholdPercent: number): boolean {
  return watchedSeconds * 100 >= thresholdPercent * videoSeconds
}

/**
 * The one segment of a registration, in this order (docs/decisions.md): no second watched is "Nem jelent meg";
 * reaching the threshold is "Végignézte", even with the offer seen; the offer seen (clicked or not) is "Látta az
 * ajánlatot", since a click is a sight of it too and the follow-up of §3 asks `offerClicked` itself; the rest,
 * who watched and left before both, "Korán távozott".
 */
export function attendanceSegment(
  facts: AttendanceFacts,
  video: { videoSeconds: number; thresholdPercent: number },
): AttendanceSegment {
  if (facts.watchedSeconds <= 0) return 'no-show'
  if (reachesThreshold(facts.watchedSeconds, video.videoSeconds, video.thresholdPercent)) return 'completed'
  if (facts.offerSeen || facts.offerClicked) return 'saw-offer'
  return 'left-early'
}

/** When the session's live window ends: its start plus the video's length. */
export function liveWindowEndMs(startsAtMs: number, videoSeconds: number): number {
  return startsAtMs + videoSeconds * 1000
}

/** The segment once the live window has ended; null before, and when the video's length is not known. */
export function segmentAt(
  facts: AttendanceFacts,
  session: { startsAtMs: number; videoSeconds: number | null; thresholdPercent: number },
  nowMs: number,
): AttendanceSegment | null {
  const { startsAtMs, videoSeconds, thresholdPercent } = session
  if (videoSeconds === null || nowMs < liveWindowEndMs(startsAtMs, videoSeconds)) return null
  return attendanceSegment(facts, { videoSeconds, thresholdPercent })
}

import { budapestWallClock } from '../budapest-time'
import { ATTENDANCE_SEGMENT_NAMES, type AttendanceSegment } from './segments'

// What the admin reads of one registration's attendance (issue 40 §4), in Hungarian like the CSV it matches.

export interface AttendanceSummary {
  /** The session's start (ISO). */
  webinarTime: string
  /** Null when no report came. */
  joinedAt: string | null
  leftAt: string | null
  liveSeconds: number
  replaySeconds: number
  watchedSeconds: number
  furthestPosition: number
  /** 0–1; null without the video's length. */
  share: number | null
  offerSeen: boolean
  offerClicked: boolean
  /** Null before the session's live window has ended. */
  segment: AttendanceSegment | null
}

const clock = (iso: string) => {
  const { hour, minute } = budapestWallClock(new Date(iso))
  return `${hour}:${minute}`
}

/** Minutes watched with one decimal and a decimal comma, as Hungarian Excel reads it: "38,5". */
export function watchedMinutesText(seconds: number): string {
  return (Math.round(seconds / 6) / 10).toFixed(1).replace('.', ',')
}

/** "Részt vett 18:03–18:41, 38 perc (84 %), látta az ajánlatot", or what stands in its place. */
export function attendanceLine(summary: AttendanceSummary): string {
  const { joinedAt, leftAt, watchedSeconds, share, offerSeen, offerClicked, segment } = summary
  if (watchedSeconds <= 0 || joinedAt === null || leftAt === null) {
    return segment ? ATTENDANCE_SEGMENT_NAMES[segment] : 'Még nem vett részt'
  }
  const parts = [`Részt vett ${clock(joinedAt)}–${clock(leftAt)}`]
  const minutes = `${Math.round(watchedSeconds / 60)} perc`
  parts.push(share === null ? minutes : `${minutes} (${Math.round(share * 100)} %)`)
  if (offerClicked) parts.push('rákattintott az ajánlatra')
  else if (offerSeen) parts.push('látta az ajánlatot')
  return parts.join(', ')
}

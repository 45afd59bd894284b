import type { Kysely } from 'kysely'
import {
  clipRanges,
  furthestPosition,
  mergeRanges,
  rangesSeconds,
  subtractRanges,
  wholeSecondRanges,
  type WatchedRange,
} from '../../shared/attendance/ranges'
import { ATTENDANCE_LIMITS } from '../../shared/attendance/reports'
import { liveWindowEndMs } from '../../shared/attendance/segments'
import { FunnelMessages } from '../../shared/funnel/progress'
import type { AttendanceReportInput } from '../../shared/schemas/attendance'
import { livePosition } from '../../shared/webinar/room'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { rateLimitSubject } from '../rate-limit-subject'
import { findChangeRequestBySubmissionId } from '../repositories/registration-change-request.repository'
import { DomainError } from '../services/domain-error'
import { findRoomRegistration } from '../webinar-room/room.repository'
import type { RateLimitStore } from '../services/form-guard/rate-limit-store'
import { currentFunnelConfig } from '../services/funnel.service'
import { findAttendeeSession, updateAttendance, type AttendanceRecord } from './attendance.repository'

export interface AttendanceReportDeps {
  db: Kysely<Database>
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/** The longest video the room plays (24 h): the bound of positions when the config gives no length. */
const NO_LENGTH_BOUND = 24 * 3600

/**
 * Folds one of the room's reports into the registration's row for its session (the session the server stored, never
 * one the report names). Only what the server can vouch for counts: stretches inside the video, at most
 * `secondsPerReport` new seconds a report, and live stretches only near the server's live point while the session is
 * live (a late or forged "live" report counts nothing live). The seconds are the union of every stretch counted, so
 * a repeated, late or out-of-order report adds nothing it added before; only a newer report of a page view moves the
 * position and the time of leaving.
 */
export async function recordAttendanceReport(deps: AttendanceReportDeps, input: AttendanceReportInput): Promise<void> {
  const now = deps.now()
  const { perIp, perRegistration } = ATTENDANCE_LIMITS
  const ipKey = `attendance-ip:${rateLimitSubject(deps.clientIp)}`
  if (!(await deps.rateLimits.tryHit(ipKey, perIp.maxRequests, perIp.windowMs, now))) {
    throw new DomainError('too-many-requests', 'Rate limit exceeded')
  }
  const session = await findAttendeeSession(deps.db, input.registration)
  if (!session) {
    // A pending reference records nothing and is answered as a registration is, as `funnel.progress` does.
    if (await findChangeRequestBySubmissionId(deps.db, input.registration)) return
    // A registration without a session (made before sessions were stored) watches the spec's player: nothing to count.
    if (await findRoomRegistration(deps.db, input.registration)) return
    throw new DomainError('not-found', FunnelMessages.unknownRegistration)
  }
  const registrationKey = `attendance-registration:${session.registrationId}`
  if (!(await deps.rateLimits.tryHit(registrationKey, perRegistration.maxRequests, perRegistration.windowMs, now))) {
    throw new DomainError('too-many-requests', 'Rate limit exceeded')
  }
  const { videoSeconds } = await currentFunnelConfig(deps.db, 'webinar')
  const counted = countableRanges(input, {
    startsAtMs: Date.parse(session.webinarTime),
    videoSeconds,
    nowMs: now,
  })
  const at = toIsoTime(new Date(now))
  await updateAttendance(deps.db, session, (stored) => foldReport(stored, { ...session, input, counted, at }))
}

/** The report's stretches the server counts, in whole seconds. */
export function countableRanges(
  input: Pick<AttendanceReportInput, 'mode' | 'watched'>,
  session: { startsAtMs: number; videoSeconds: number | null; nowMs: number },
): WatchedRange[] {
  const length = session.videoSeconds ?? NO_LENGTH_BOUND
  const inVideo = clipRanges(wholeSecondRanges(input.watched), 0, length)
  if (input.mode === 'replay') return inVideo
  const liveEndMs = liveWindowEndMs(session.startsAtMs, length)
  if (session.nowMs < session.startsAtMs || session.nowMs > liveEndMs + ATTENDANCE_LIMITS.liveGraceMs) return []
  const livePoint = Math.ceil(livePosition(session.nowMs, session.startsAtMs))
  return clipRanges(inVideo, livePoint - ATTENDANCE_LIMITS.secondsPerReport, livePoint + 2)
}

/** At most `budget` seconds of `ranges` not already in `stored`, earliest first. */
function newSecondsWithin(ranges: WatchedRange[], stored: WatchedRange[], budget: number): WatchedRange[] {
  const taken: WatchedRange[] = []
  let left = budget
  for (const [from, to] of subtractRanges(ranges, stored)) {
    if (left <= 0) break
    const end = Math.min(to, from + left)
    taken.push([from, end])
    left -= end - from
  }
  return taken
}

/** The stored ranges with the new ones, unless that would keep more ranges than allowed (then the new are dropped). */
function withinStoredLimit(stored: WatchedRange[], added: WatchedRange[]): WatchedRange[] {
  const merged = mergeRanges([...stored, ...added])
  return merged.length <= ATTENDANCE_LIMITS.rangesStored ? merged : stored
}

function foldReport(
  stored: AttendanceRecord | null,
  report: {
    registrationId: number
    webinarTime: string
    input: AttendanceReportInput
    counted: WatchedRange[]
    at: string
  },
): AttendanceRecord {
  const { input, counted, at } = report
  const before: AttendanceRecord = stored ?? {
    registrationId: report.registrationId,
    webinarTime: report.webinarTime,
    joinedAt: at,
    leftAt: at,
    liveSeconds: 0,
    replaySeconds: 0,
    watchedSeconds: 0,
    furthestPosition: 0,
    position: 0,
    liveRanges: [],
    replayRanges: [],
    viewId: input.viewId,
    viewSequence: -1,
  }
  const modeRanges = input.mode === 'live' ? before.liveRanges : before.replayRanges
  const added = newSecondsWithin(counted, modeRanges, ATTENDANCE_LIMITS.secondsPerReport)
  const liveRanges = input.mode === 'live' ? withinStoredLimit(before.liveRanges, added) : before.liveRanges
  const replayRanges = input.mode === 'replay' ? withinStoredLimit(before.replayRanges, added) : before.replayRanges
  const newer = input.viewId !== before.viewId || input.sequence > before.viewSequence
  return {
    ...before,
    liveRanges,
    replayRanges,
    liveSeconds: rangesSeconds(liveRanges),
    replaySeconds: rangesSeconds(replayRanges),
    watchedSeconds: rangesSeconds([...liveRanges, ...replayRanges]),
    furthestPosition: Math.max(furthestPosition(liveRanges), furthestPosition(replayRanges)),
    ...(newer && {
      leftAt: at > before.leftAt ? at : before.leftAt,
      position: Math.round(input.position),
      viewId: input.viewId,
      viewSequence: input.sequence,
    }),
  }
}

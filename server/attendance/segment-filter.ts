import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { AttendanceSegment } from '../../shared/attendance/segments'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { segmentRules } from './attendance-summary.service'

/**
 * The admin's segment filter as stored values: registrations whose session started at or before `endedBy` (its live
 * window has ended) and whose facts put them in the segment, as shared/attendance/segments.ts decides; `endedBy` null
 * (the video's length unknown) matches none.
 */
export interface SegmentFilter {
  segment: AttendanceSegment
  endedBy: string | null
  videoSeconds: number
  thresholdPercent: number
}

export async function segmentFilterOf(
  db: Kysely<Database>,
  segment: AttendanceSegment | undefined,
  now: number,
): Promise<SegmentFilter | undefined> {
  if (!segment) return undefined
  const { videoSeconds, thresholdPercent } = await segmentRules(db)
  if (videoSeconds === null) return { segment, endedBy: null, videoSeconds: 0, thresholdPercent }
  return { segment, endedBy: toIsoTime(new Date(now - videoSeconds * 1000)), videoSeconds, thresholdPercent }
}

/** `registrations.id IN (…)`: the registrations in the segment, through the attendee's session and its attendance. */
export function inSegment(
  eb: ExpressionBuilder<Database, 'registrations'>,
  filter: SegmentFilter,
): Expression<SqlBool> {
  if (filter.endedBy === null) return sql<SqlBool>`1 = 0`
  const watched = sql<number>`coalesce(webinar_attendance.watched_seconds, 0)`
  const completedAt = sql<number>`${watched} * 100`
  const threshold = filter.thresholdPercent * filter.videoSeconds
  const sessions = eb
    .selectFrom('webinar_attendees')
    .leftJoin('webinar_attendance', (join) =>
      join
        .onRef('webinar_attendance.registration_id', '=', 'webinar_attendees.registration_id')
        .onRef('webinar_attendance.webinar_time', '=', 'webinar_attendees.webinar_time'),
    )
    .select('webinar_attendees.registration_id')
    .where('webinar_attendees.webinar_time', '<=', filter.endedBy)
  const offerSeen = (inner: ExpressionBuilder<Database, 'webinar_attendees'>) =>
    inner.exists(
      inner
        .selectFrom('funnel_progress')
        .select('funnel_progress.registration_id')
        .whereRef('funnel_progress.registration_id', '=', 'webinar_attendees.registration_id')
        .where('funnel_progress.step', 'in', ['offer_viewed', 'offer_clicked']),
    )
  const matching = {
    'no-show': sessions.where(watched, '<=', 0),
    completed: sessions.where(watched, '>', 0).where(completedAt, '>=', threshold),
    'saw-offer': sessions
      .where(watched, '>', 0)
      .where(completedAt, '<', threshold)
      .where((inner) => offerSeen(inner)),
    'left-early': sessions
      .where(watched, '>', 0)
      .where(completedAt, '<', threshold)
      .where((inner) => inner.not(offerSeen(inner))),
  }[filter.segment]
  return eb('registrations.id', 'in', matching)
}

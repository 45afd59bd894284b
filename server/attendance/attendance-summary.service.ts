import type { Kysely } from 'kysely'
import type { AttendanceSummary } from '../../shared/attendance/attendance-summary'
import { COMPLETION_THRESHOLD, completedShare, segmentAt } from '../../shared/attendance/segments'
import type { Database } from '../db/schema'
import { findSetting, saveSetting } from '../repositories/setting.repository'
import { currentFunnelConfig } from '../services/funnel.service'
import { findAttendanceOfRegistrations } from './attendance.repository'

const THRESHOLD_SETTING = 'attendance.completionThresholdPercent'

/** "Completion threshold (%)": the share of the video that counts as watched to the end. */
export async function completionThreshold(db: Kysely<Database>): Promise<number> {
  const stored = Number(await findSetting(db, THRESHOLD_SETTING))
  return Number.isInteger(stored) && stored >= COMPLETION_THRESHOLD.min && stored <= COMPLETION_THRESHOLD.max
    ? stored
    : COMPLETION_THRESHOLD.default
}

export async function saveCompletionThreshold(db: Kysely<Database>, percent: number): Promise<void> {
  await saveSetting(db, THRESHOLD_SETTING, String(percent))
}

/** What segments are decided by besides each registration's own facts: the video's length and the threshold. */
export interface SegmentRules {
  videoSeconds: number | null
  thresholdPercent: number
}

export async function segmentRules(db: Kysely<Database>): Promise<SegmentRules> {
  const [config, thresholdPercent] = await Promise.all([currentFunnelConfig(db, 'webinar'), completionThreshold(db)])
  return { videoSeconds: config.videoSeconds, thresholdPercent }
}

/**
 * The attendance of webinar registrations in their current sessions, by id (others are absent): three indexed reads
 * for the whole batch. Whether the offer was seen and clicked comes from the funnel's steps, as recorded once.
 */
export async function attendanceSummaries(
  db: Kysely<Database>,
  registrationIds: readonly number[],
  rules: SegmentRules,
  now: number,
): Promise<Map<number, AttendanceSummary>> {
  if (registrationIds.length === 0) return new Map()
  const ids = [...registrationIds]
  const [sessions, attendance, offerSteps] = await Promise.all([
    db
      .selectFrom('webinar_attendees')
      .select(['registration_id', 'webinar_time'])
      .where('registration_id', 'in', ids)
      .execute(),
    findAttendanceOfRegistrations(db, ids),
    db
      .selectFrom('funnel_progress')
      .select(['registration_id', 'step'])
      .where('registration_id', 'in', ids)
      .where('step', 'in', ['offer_viewed', 'offer_clicked'])
      .execute(),
  ])
  const stepsOf = (id: number) =>
    new Set(offerSteps.filter((row) => Number(row.registration_id) === id).map((row) => row.step))
  return new Map(
    sessions.map((session): [number, AttendanceSummary] => {
      const id = Number(session.registration_id)
      const record = attendance.get(id)
      const steps = stepsOf(id)
      const facts = {
        watchedSeconds: record?.watchedSeconds ?? 0,
        offerSeen: steps.has('offer_viewed'),
        offerClicked: steps.has('offer_clicked'),
      }
      return [
        id,
        {
          webinarTime: session.webinar_time,
          joinedAt: record?.joinedAt ?? null,
          leftAt: record?.leftAt ?? null,
          liveSeconds: record?.liveSeconds ?? 0,
          replaySeconds: record?.replaySeconds ?? 0,
          watchedSeconds: facts.watchedSeconds,
          furthestPosition: record?.furthestPosition ?? 0,
          share: rules.videoSeconds === null ? null : completedShare(facts.watchedSeconds, rules.videoSeconds),
          offerSeen: facts.offerSeen,
          offerClicked: facts.offerClicked,
          segment: segmentAt(facts, { startsAtMs: Date.parse(session.webinar_time), ...rules }, now),
        },
      ]
    }),
  )
}

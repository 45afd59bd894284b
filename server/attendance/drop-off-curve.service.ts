import type { Kysely } from 'kysely'
import { dropOffCurve, type DropOffCurve } from '../../shared/attendance/drop-off-curve'
import type { Database } from '../db/schema'
import { currentFunnelConfig } from '../services/funnel.service'
import { findWatchedRanges, listAttendedSessions } from './attendance.repository'

/** Sessions the dashboard offers to pick from. */
const SESSIONS_LISTED = 50

/**
 * The drop-off curve of one session (its start, ISO) or of all of them, with the current config's moments (the
 * offer and the polls; handouts are not events a viewer reacts to). One indexed read of the session's rows.
 */
export async function sessionDropOffCurve(db: Kysely<Database>, session: string | undefined): Promise<DropOffCurve> {
  const [viewers, config] = await Promise.all([findWatchedRanges(db, session), currentFunnelConfig(db, 'webinar')])
  return dropOffCurve(viewers, config)
}

export function attendedSessions(db: Kysely<Database>): Promise<string[]> {
  return listAttendedSessions(db, SESSIONS_LISTED)
}

import { randomBytes, randomUUID } from 'node:crypto'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { insertWebinarConfig } from '../../server/repositories/funnel-config.repository'
import { recordFunnelStep } from '../../server/repositories/funnel-progress.repository'
import { insertAttendee } from '../../server/repositories/webinar-attendee.repository'
import { createAppServices } from '../../server/services/app-services'
import type { AttendanceMode } from '../../shared/attendance/reports'
import type { FunnelStep } from '../../shared/funnel/progress'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import type { AttendanceReportInput } from '../../shared/schemas/attendance'
import { insertRegistrations } from '../factories'
import { testCaller } from './context'

/** A session that starts at 18:00 Budapest time, and the 10-minute video the tests' config plays. */
export const SESSION_START = '2026-12-03T17:00:00.000Z'
export const VIDEO_SECONDS = 600
export const SESSION_START_MS = Date.parse(SESSION_START)

/** Callers over one set of services whose clock the test moves, with the room's config saved. */
export async function attendanceHarness(db: DbHandle, startAt = SESSION_START_MS) {
  let now = startAt
  const services = createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: () => now })
  await insertWebinarConfig(
    db.db,
    { ...DEFAULT_WEBINAR_CONFIG, playback: 'simulated-live', videoSeconds: VIDEO_SECONDS },
    '2026-12-01T00:00:00.000Z',
  )
  return {
    services,
    visitor: (clientIp = '203.0.113.7') => testCaller(db, { services, clientIp }).caller,
    setNow: (ms: number) => {
      now = ms
    },
    now: () => now,
  }
}

/** A webinar registration for a session, with the reference its browser keeps, and the funnel steps it reached. */
export async function insertRegistrant(
  db: DbHandle,
  options: { email?: string; webinarTime?: string; steps?: readonly FunnelStep[]; fullName?: string } = {},
): Promise<{ id: number; submissionId: string }> {
  const email = options.email ?? `${randomUUID()}@pelda.hu`
  const webinarTime = options.webinarTime ?? SESSION_START
  const [id] = await insertRegistrations(db, [
    { fullName: options.fullName ?? 'Kovács Anna', email, registrationDate: '2026-12-01T10:00:00.000Z' },
  ])
  const submissionId = randomUUID()
  await db.db.updateTable('registrations').set({ submission_id: submissionId }).where('id', '=', id!).execute()
  await insertAttendee(db.db, {
    registrationId: id!,
    emailKey: email,
    webinarTime,
    justInTime: false,
    linkNonce: randomBytes(16).toString('hex'),
    linkHash: randomBytes(32).toString('hex'),
    now: '2026-12-01T10:00:00.000Z',
  })
  for (const step of options.steps ?? []) await recordFunnelStep(db.db, id!, step, webinarTime)
  return { id: id!, submissionId }
}

/** A report as the room sends it, for one page view. */
export function report(
  registration: string,
  mode: AttendanceMode,
  watched: Array<[number, number]>,
  overrides: Partial<AttendanceReportInput> = {},
): AttendanceReportInput {
  return {
    registration,
    viewId: '00000000-0000-4000-8000-000000000001',
    sequence: 0,
    mode,
    watched,
    position: watched.at(-1)?.[1] ?? 0,
    ...overrides,
  }
}

/** The stored row of a registration, as plain numbers. */
export async function attendanceRow(db: DbHandle, registrationId: number) {
  return db.db
    .selectFrom('webinar_attendance')
    .select([
      'webinar_time',
      'joined_at',
      'left_at',
      'live_seconds',
      'replay_seconds',
      'watched_seconds',
      'furthest_position',
      'position',
    ])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst()
    .then(
      (row) =>
        row && {
          ...row,
          live_seconds: Number(row.live_seconds),
          replay_seconds: Number(row.replay_seconds),
          watched_seconds: Number(row.watched_seconds),
          furthest_position: Number(row.furthest_position),
          position: Number(row.position),
        },
    )
}

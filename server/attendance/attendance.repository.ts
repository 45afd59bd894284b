import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import type { WatchedRange } from '../../shared/attendance/ranges'
import { REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import { fromJsonText, toJsonText } from '../db/json'
import { lockedForUpdate } from '../db/locked-for-update'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

const RangesSchema = z.array(z.tuple([z.number(), z.number()]))

/** A webinar registration (not in the trash) named by its submission id, with its session's start. */
export async function findAttendeeSession(
  db: Db,
  submissionId: string,
): Promise<{ registrationId: number; webinarTime: string } | undefined> {
  const row = await db
    .selectFrom('registrations')
    .innerJoin('webinar_attendees', 'webinar_attendees.registration_id', 'registrations.id')
    .select(['registrations.id', 'webinar_attendees.webinar_time'])
    .where('registrations.submission_id', '=', submissionId)
    .where('registrations.source', '=', REGISTRATION_SOURCES.webinar)
    .where('registrations.deleted_at', 'is', null)
    .executeTakeFirst()
  return row && { registrationId: Number(row.id), webinarTime: row.webinar_time }
}

export interface AttendanceRecord {
  registrationId: number
  webinarTime: string
  joinedAt: string
  leftAt: string
  liveSeconds: number
  replaySeconds: number
  watchedSeconds: number
  furthestPosition: number
  position: number
  liveRanges: WatchedRange[]
  replayRanges: WatchedRange[]
  viewId: string
  viewSequence: number
}

const ATTENDANCE_COLUMNS = [
  'registration_id',
  'webinar_time',
  'joined_at',
  'left_at',
  'live_seconds',
  'replay_seconds',
  'watched_seconds',
  'furthest_position',
  'position',
  'live_ranges',
  'replay_ranges',
  'view_id',
  'view_sequence',
] as const

type AttendanceRow = Pick<Database['webinar_attendance'], (typeof ATTENDANCE_COLUMNS)[number]>

function toRecord(row: AttendanceRow): AttendanceRecord {
  return {
    registrationId: Number(row.registration_id),
    webinarTime: row.webinar_time,
    joinedAt: row.joined_at,
    leftAt: row.left_at,
    liveSeconds: Number(row.live_seconds),
    replaySeconds: Number(row.replay_seconds),
    watchedSeconds: Number(row.watched_seconds),
    furthestPosition: Number(row.furthest_position),
    position: Number(row.position),
    liveRanges: fromJsonText(RangesSchema, row.live_ranges),
    replayRanges: fromJsonText(RangesSchema, row.replay_ranges),
    viewId: row.view_id,
    viewSequence: Number(row.view_sequence),
  }
}

function toRow(record: AttendanceRecord): AttendanceRow {
  return {
    registration_id: record.registrationId,
    webinar_time: record.webinarTime,
    joined_at: record.joinedAt,
    left_at: record.leftAt,
    live_seconds: record.liveSeconds,
    replay_seconds: record.replaySeconds,
    watched_seconds: record.watchedSeconds,
    furthest_position: record.furthestPosition,
    position: record.position,
    live_ranges: toJsonText(record.liveRanges),
    replay_ranges: toJsonText(record.replayRanges),
    view_id: record.viewId,
    view_sequence: record.viewSequence,
  }
}

/**
 * Folds a report into the registration's row for the session, in one transaction that holds the row (MySQL locks it;
 * SQLite runs its transactions one at a time), so two tabs reporting at once both count. `fold` gets the stored
 * record, or null for the first report.
 */
export async function updateAttendance(
  db: Kysely<Database>,
  key: { registrationId: number; webinarTime: string },
  fold: (stored: AttendanceRecord | null) => AttendanceRecord,
): Promise<void> {
  // Read committed: on MySQL a locking read of a row not there yet takes no gap lock, so two first reports at once
  // wait on each other's insert instead of deadlocking.
  await db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const lockedRow = () =>
        lockedForUpdate(
          trx,
          trx
            .selectFrom('webinar_attendance')
            .select(ATTENDANCE_COLUMNS)
            .where('registration_id', '=', key.registrationId)
            .where('webinar_time', '=', key.webinarTime),
        )
      const stored = await lockedRow().executeTakeFirst()
      const next = toRow(fold(stored ? toRecord(stored) : null))
      if (!stored) {
        // Two first reports at once on MySQL: neither row existed to lock; the one that loses the insert folds again.
        const inserted = await insertIgnoringDuplicates(trx, trx.insertInto('webinar_attendance').values(next), [
          'registration_id',
          'webinar_time',
        ]).executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return
        const raced = await lockedRow().executeTakeFirstOrThrow()
        await writeRow(trx, toRow(fold(toRecord(raced))))
        return
      }
      await writeRow(trx, next)
    })
}

async function writeRow(db: Db, row: AttendanceRow): Promise<void> {
  const { registration_id, webinar_time, ...values } = row
  await db
    .updateTable('webinar_attendance')
    .set(values)
    .where('registration_id', '=', registration_id)
    .where('webinar_time', '=', webinar_time)
    .execute()
}

/** The registrations' rows for their current sessions, by registration id. */
export async function findAttendanceOfRegistrations(
  db: Db,
  registrationIds: readonly number[],
): Promise<Map<number, AttendanceRecord>> {
  if (registrationIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('webinar_attendance')
    .innerJoin('webinar_attendees', (join) =>
      join
        .onRef('webinar_attendees.registration_id', '=', 'webinar_attendance.registration_id')
        .onRef('webinar_attendees.webinar_time', '=', 'webinar_attendance.webinar_time'),
    )
    .select(ATTENDANCE_COLUMNS.map((column) => `webinar_attendance.${column}` as const))
    .where('webinar_attendance.registration_id', 'in', [...registrationIds])
    .execute()
  return new Map(rows.map((row) => [Number(row.registration_id), toRecord(row)]))
}

/** The stretches watched per mode of every viewer of a session (or of every session), for the drop-off curve. */
export async function findWatchedRanges(
  db: Db,
  webinarTime: string | undefined,
): Promise<Array<{ liveRanges: WatchedRange[]; replayRanges: WatchedRange[] }>> {
  const rows = await db
    .selectFrom('webinar_attendance')
    .select(['live_ranges', 'replay_ranges'])
    .$if(webinarTime !== undefined, (select) => select.where('webinar_time', '=', webinarTime!))
    .execute()
  return rows.map((row) => ({
    liveRanges: fromJsonText(RangesSchema, row.live_ranges),
    replayRanges: fromJsonText(RangesSchema, row.replay_ranges),
  }))
}

/** The sessions that have attendance, newest first. */
export async function listAttendedSessions(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webinar_attendance')
    .select('webinar_time')
    .distinct()
    .orderBy('webinar_time', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => row.webinar_time)
}

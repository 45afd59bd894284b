import type { Kysely } from 'kysely'
import { REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import { WebinarRoomSettingsSchema } from '../../shared/schemas/funnel-configs'
import type { WebinarMoment } from '../../shared/webinar/room'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import { fromJsonText } from '../db/json'
import type { Database } from '../db/schema'

type Db = Kysely<Database>

export interface RoomRegistration {
  id: number
  /** The stored session's start; null when the registration has none (registered before sessions were stored). */
  webinarTime: string | null
}

/** The webinar registration a browser names by its submission id (not in the trash), with its stored session. */
export async function findRoomRegistration(db: Db, submissionId: string): Promise<RoomRegistration | undefined> {
  const row = await db
    .selectFrom('registrations')
    .leftJoin('webinar_attendees', 'webinar_attendees.registration_id', 'registrations.id')
    .select(['registrations.id', 'webinar_attendees.webinar_time'])
    .where('registrations.submission_id', '=', submissionId)
    .where('registrations.source', '=', REGISTRATION_SOURCES.webinar)
    .where('registrations.deleted_at', 'is', null)
    .executeTakeFirst()
  return row && { id: Number(row.id), webinarTime: row.webinar_time }
}

export interface MomentEvent {
  registrationId: number
  momentId: string
  event: 'shown' | 'clicked'
  positionSeconds: number
  at: string
}

/** Records the event unless this registration already had it for this moment (the first one's position stays). */
export async function recordMomentEvent(db: Db, event: MomentEvent): Promise<void> {
  await insertIgnoringDuplicates(
    db,
    db.insertInto('webinar_moment_events').values({
      registration_id: event.registrationId,
      moment_id: event.momentId,
      event: event.event,
      position_seconds: event.positionSeconds,
      created_at: event.at,
    }),
    ['registration_id', 'moment_id', 'event'],
  ).execute()
}

export interface PollAnswer {
  registrationId: number
  momentId: string
  choice: number
  positionSeconds: number
  webinarTime: string | null
  at: string
}

/** Stores the answer unless the registration answered this poll before; answers the choice stored (the first). */
export async function storePollAnswer(db: Db, answer: PollAnswer): Promise<number> {
  await insertIgnoringDuplicates(
    db,
    db.insertInto('webinar_poll_answers').values({
      registration_id: answer.registrationId,
      moment_id: answer.momentId,
      choice: answer.choice,
      position_seconds: answer.positionSeconds,
      webinar_time: answer.webinarTime,
      created_at: answer.at,
    }),
    ['registration_id', 'moment_id'],
  ).execute()
  const row = await db
    .selectFrom('webinar_poll_answers')
    .select('choice')
    .where('registration_id', '=', answer.registrationId)
    .where('moment_id', '=', answer.momentId)
    .executeTakeFirstOrThrow()
  return Number(row.choice)
}

/** The polls this registration answered: moment id → choice. */
export async function answeredPolls(db: Db, registrationId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('webinar_poll_answers')
    .select(['moment_id', 'choice'])
    .where('registration_id', '=', registrationId)
    .execute()
  return new Map(rows.map((row) => [row.moment_id, Number(row.choice)]))
}

export interface ChoiceCount {
  momentId: string
  choice: number
  count: number
}

/** Answers per poll and choice across every registration, for the given polls. */
export async function pollChoiceCounts(db: Db, momentIds: readonly string[]): Promise<ChoiceCount[]> {
  if (momentIds.length === 0) return []
  const rows = await db
    .selectFrom('webinar_poll_answers')
    .select(['moment_id', 'choice', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('moment_id', 'in', [...momentIds])
    .groupBy(['moment_id', 'choice'])
    .execute()
  return rows.map((row) => ({ momentId: row.moment_id, choice: Number(row.choice), count: Number(row.count) }))
}

/** Answers per poll, session and choice, every poll that has answers. */
export async function pollChoiceCountsBySession(db: Db): Promise<Array<ChoiceCount & { webinarTime: string | null }>> {
  const rows = await db
    .selectFrom('webinar_poll_answers')
    .select(['moment_id', 'webinar_time', 'choice', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['moment_id', 'webinar_time', 'choice'])
    .execute()
  return rows.map((row) => ({
    momentId: row.moment_id,
    webinarTime: row.webinar_time,
    choice: Number(row.choice),
    count: Number(row.count),
  }))
}

/**
 * The newest saved version of each of these moments among Webinar Content's versions, for polls the current version
 * no longer has. Versions are saved by hand, so there are few; they are read newest first until all are found.
 */
export async function findSavedMoments(db: Db, momentIds: ReadonlySet<string>): Promise<Map<string, WebinarMoment>> {
  const found = new Map<string, WebinarMoment>()
  if (momentIds.size === 0) return found
  const rows = await db
    .selectFrom('webinar_configs')
    .select('room')
    .where('room', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  for (const row of rows) {
    if (row.room === null) continue
    for (const moment of fromJsonText(WebinarRoomSettingsSchema, row.room).moments) {
      if (momentIds.has(moment.id) && !found.has(moment.id)) found.set(moment.id, moment)
    }
    if (found.size === momentIds.size) break
  }
  return found
}

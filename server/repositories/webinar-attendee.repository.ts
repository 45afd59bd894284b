import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database, WebinarAttendeeTable } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface WebinarAttendee {
  registrationId: number
  webinarTime: string
  justInTime: boolean
  calendarSequence: number
  linkNonce: string
  unsubscribedAt: string | null
}

const toAttendee = (row: Selectable<WebinarAttendeeTable>): WebinarAttendee => ({
  registrationId: Number(row.registration_id),
  webinarTime: row.webinar_time,
  justInTime: Number(row.just_in_time) === 1,
  calendarSequence: Number(row.calendar_sequence),
  linkNonce: row.link_nonce,
  unsubscribedAt: row.unsubscribed_at,
})

export async function findAttendee(db: Db, registrationId: number): Promise<WebinarAttendee | undefined> {
  const row = await db
    .selectFrom('webinar_attendees')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .executeTakeFirst()
  return row && toAttendee(row)
}

export async function findAttendeeByLinkHash(db: Db, linkHash: string): Promise<WebinarAttendee | undefined> {
  const row = await db.selectFrom('webinar_attendees').selectAll().where('link_hash', '=', linkHash).executeTakeFirst()
  return row && toAttendee(row)
}

/**
 * The newest registration of this address (lower case) whose session started after `startedAfter` and that is not
 * in the admin's trash: the one a new registration with the same address moves instead of adding a row.
 */
export async function findCurrentAttendeeByEmail(
  db: Db,
  emailKey: string,
  startedAfter: string,
): Promise<WebinarAttendee | undefined> {
  const row = await db
    .selectFrom('webinar_attendees')
    .innerJoin('registrations', 'registrations.id', 'webinar_attendees.registration_id')
    .selectAll('webinar_attendees')
    .where('webinar_attendees.email_key', '=', emailKey)
    .where('webinar_attendees.webinar_time', '>', startedAfter)
    .where('registrations.deleted_at', 'is', null)
    .orderBy('webinar_attendees.registration_id', 'desc')
    .executeTakeFirst()
  return row && toAttendee(row)
}

export async function insertAttendee(
  db: Db,
  attendee: Omit<WebinarAttendee, 'calendarSequence' | 'unsubscribedAt'> & {
    emailKey: string
    linkHash: string
    now: string
  },
): Promise<void> {
  await db
    .insertInto('webinar_attendees')
    .values({
      registration_id: attendee.registrationId,
      email_key: attendee.emailKey,
      webinar_time: attendee.webinarTime,
      just_in_time: attendee.justInTime ? 1 : 0,
      calendar_sequence: 0,
      link_nonce: attendee.linkNonce,
      link_hash: attendee.linkHash,
      unsubscribed_at: null,
      created_at: attendee.now,
      updated_at: attendee.now,
    })
    .execute()
}

/** A new start for the registrant: the calendar event's SEQUENCE goes up, so calendars replace the old time. */
export async function moveAttendee(
  db: Db,
  registrationId: number,
  session: { webinarTime: string; justInTime: boolean },
  now: string,
): Promise<void> {
  await db
    .updateTable('webinar_attendees')
    .set((eb) => ({
      webinar_time: session.webinarTime,
      just_in_time: session.justInTime ? 1 : 0,
      calendar_sequence: eb('calendar_sequence', '+', 1),
      updated_at: now,
    }))
    .where('registration_id', '=', registrationId)
    .execute()
}

/** Records the unsubscribe once; true when this call recorded it (a repeat keeps the first time). */
export async function markUnsubscribed(db: Db, registrationId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webinar_attendees')
    .set({ unsubscribed_at: now, updated_at: now })
    .where('registration_id', '=', registrationId)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Undoes an unsubscribe; true when there was one to undo. */
export async function markResubscribed(db: Db, registrationId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webinar_attendees')
    .set({ unsubscribed_at: null, updated_at: now })
    .where('registration_id', '=', registrationId)
    .where('unsubscribed_at', 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The address an admin corrected is the one a new registration's duplicate check looks for. */
export async function updateAttendeeEmailKey(db: Db, registrationId: number, email: string): Promise<void> {
  await db
    .updateTable('webinar_attendees')
    .set({ email_key: email.toLowerCase() })
    .where('registration_id', '=', registrationId)
    .execute()
}

/**
 * How many of the given outbox jobs were planned since `since` for registrations of this address (lower case): what
 * the per-address daily allowance of e-mails counts. A job matches its kind and, when given, its dedupe key pattern.
 */
export async function countJobsToAddressSince(
  db: Db,
  emailKey: string,
  since: string,
  jobs: ReadonlyArray<{ kind: string; dedupeKeyLike?: string }>,
): Promise<number> {
  const row = await db
    .selectFrom('outbox_jobs')
    .innerJoin('webinar_attendees', 'webinar_attendees.registration_id', 'outbox_jobs.registration_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('webinar_attendees.email_key', '=', emailKey)
    .where('outbox_jobs.created_at', '>=', since)
    .where((eb) =>
      eb.or(
        jobs.map(({ kind, dedupeKeyLike }) =>
          dedupeKeyLike === undefined
            ? eb('outbox_jobs.kind', '=', kind)
            : eb.and([eb('outbox_jobs.kind', '=', kind), eb('outbox_jobs.dedupe_key', 'like', dedupeKeyLike)]),
        ),
      ),
    )
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

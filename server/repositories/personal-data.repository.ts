import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import { FUNNEL_STEPS } from '../../shared/funnel/progress'
import type { ErasureCounts, HeldRegistration } from '../../shared/schemas/admin-privacy'
import type { RegistrationChangeField } from '../../shared/schemas/admin-registrations'
import { sortKeyOf } from '../../shared/search-words'
import { normalisedEmail } from '../../shared/registration-retention'
import { fromJsonText } from '../db/json'
import { lockedForUpdate } from '../db/locked-for-update'
import type { Database } from '../db/schema'
import { HISTORY_ENTRY_COLUMNS, toHistoryEntry } from './registration-change.repository'
import { findStoredRegistration } from './registration.repository'

type Db = Kysely<Database> | Transaction<Database>

const JobPayloadSchema = z.record(z.string(), z.unknown())

/**
 * The registrations that belong to an address (normalised): those with it now (found through the search's word for the
 * whole address, then compared exactly), a webinar registration keyed by it, and those an admin changed it on (the
 * history keeps the address before and after). Trashed ones included.
 */
export async function findRegistrationIdsOfEmail(db: Db, email: string): Promise<number[]> {
  const [byWord, byAttendee, byHistory] = await Promise.all([
    db
      .selectFrom('registration_search_words')
      .innerJoin('registrations', 'registrations.id', 'registration_search_words.registration_id')
      .select(['registrations.id', 'registrations.email'])
      .where('registration_search_words.word', '=', sortKeyOf(email))
      .execute(),
    db.selectFrom('webinar_attendees').select('registration_id').where('email_key', '=', email).execute(),
    db
      .selectFrom('registration_changes')
      .select('registration_id')
      .where('field', '=', 'email' satisfies RegistrationChangeField)
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['old_value']), '=', email), eb(eb.fn('lower', ['new_value']), '=', email)]),
      )
      .execute(),
  ])
  const ids = [
    ...byWord.filter((row) => normalisedEmail(row.email) === email).map((row) => row.id),
    ...byAttendee.map((row) => row.registration_id),
    ...byHistory.map((row) => row.registration_id),
  ].map(Number)
  return [...new Set(ids)].sort((a, b) => a - b)
}

/** Steps reached at the same moment are listed in the funnel's order. */
const funnelOrder = (step: string) => (FUNNEL_STEPS as readonly string[]).indexOf(step)

/** Everything kept with each registration, grouped by where it is kept. */
export async function readHeldRegistrations(db: Db, ids: readonly number[]): Promise<HeldRegistration[]> {
  if (ids.length === 0) return []
  const list = [...ids]
  const [stored, steps, changes, jobs, attendees, words] = await Promise.all([
    Promise.all(list.map((id) => findStoredRegistration(db, id))),
    db
      .selectFrom('funnel_progress')
      .select(['registration_id', 'step', 'reached_at'])
      .where('registration_id', 'in', list)
      .execute(),
    db
      .selectFrom('registration_changes')
      .select([...HISTORY_ENTRY_COLUMNS, 'registration_id'])
      .where('registration_id', 'in', list)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('outbox_jobs')
      .select(['id', 'registration_id', 'kind', 'due_at', 'state', 'finished_at', 'payload'])
      .where('registration_id', 'in', list)
      .orderBy('due_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('webinar_attendees')
      .select(['registration_id', 'webinar_time', 'just_in_time', 'unsubscribed_at', 'created_at', 'updated_at'])
      .where('registration_id', 'in', list)
      .execute(),
    db
      .selectFrom('registration_search_words')
      .select(['registration_id', 'word'])
      .where('registration_id', 'in', list)
      .orderBy('word')
      .execute(),
  ])
  const of = <T extends { registration_id: number | null }>(rows: T[], id: number) =>
    rows.filter((row) => Number(row.registration_id) === id)
  return stored.flatMap((found): HeldRegistration[] => {
    if (!found) return []
    const { registration, deletedAt } = found
    const attendee = of(attendees, registration.id)[0]
    return [
      {
        registration,
        deletedAt,
        marketingConsent: registration.metadata.marketingConsent ?? null,
        funnelSteps: of(steps, registration.id)
          .sort((a, b) => a.reached_at.localeCompare(b.reached_at) || funnelOrder(a.step) - funnelOrder(b.step))
          .map((row) => ({ step: row.step, reachedAt: row.reached_at })),
        changes: of(changes, registration.id).map(toHistoryEntry),
        emails: of(jobs, registration.id).map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          dueAt: row.due_at,
          state: row.state,
          finishedAt: row.finished_at,
          payload: fromJsonText(JobPayloadSchema, row.payload),
        })),
        webinarAttendance: attendee
          ? {
              webinarTime: attendee.webinar_time,
              justInTime: Number(attendee.just_in_time) === 1,
              unsubscribedAt: attendee.unsubscribed_at,
              createdAt: attendee.created_at,
              updatedAt: attendee.updated_at,
            }
          : null,
        searchWords: of(words, registration.id).map((row) => row.word),
      },
    ]
  })
}

/**
 * Deletes the registrations and everything kept with them, table by table so each count is known (the foreign
 * keys would cascade the same rows); run it in the transaction that writes the tombstone.
 */
export async function deleteRegistrationsEverywhere(db: Db, ids: readonly number[]): Promise<ErasureCounts> {
  const list = [...ids]
  const fromChild = async (
    table:
      | 'registration_search_words'
      | 'funnel_progress'
      | 'registration_changes'
      | 'outbox_jobs'
      | 'webinar_attendees'
      | 'webinar_moment_events'
      | 'webinar_poll_answers'
      | 'webinar_questions',
  ) => Number((await db.deleteFrom(table).where('registration_id', 'in', list).executeTakeFirst()).numDeletedRows)
  const searchWords = await fromChild('registration_search_words')
  const funnelSteps = await fromChild('funnel_progress')
  const changes = await fromChild('registration_changes')
  const emails = await fromChild('outbox_jobs')
  const webinarAttendees = await fromChild('webinar_attendees')
  const roomRecords = (await fromChild('webinar_moment_events')) + (await fromChild('webinar_poll_answers'))
  const webinarQuestions = await fromChild('webinar_questions')
  const registrations = Number(
    (await db.deleteFrom('registrations').where('id', 'in', list).executeTakeFirst()).numDeletedRows,
  )
  return { registrations, searchWords, funnelSteps, changes, emails, webinarAttendees, roomRecords, webinarQuestions }
}

/**
 * Registrations with no activity since `before`: registered, last changed by an admin (which a move to the trash
 * is too) and last reaching a funnel step all before it. At most `limit`, by id, with their addresses, locked
 * (MySQL) so a second run at the same time waits and then finds them gone.
 */
export async function findInactiveRegistrations(
  db: Db,
  before: string,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  const rows = await lockedForUpdate(
    db,
    inactive(db, before).select(['registrations.id', 'registrations.email']).orderBy('id').limit(limit),
  ).execute()
  return rows.map((row) => ({ id: Number(row.id), email: row.email }))
}

export async function countInactiveRegistrations(db: Db, before: string): Promise<number> {
  const row = await inactive(db, before)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

function inactive(db: Db, before: string) {
  return db
    .selectFrom('registrations')
    .where('registration_date', '<', before)
    .where((eb) => eb.or([eb('updated_at', 'is', null), eb('updated_at', '<', before)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('funnel_progress')
            .select('funnel_progress.registration_id')
            .whereRef('funnel_progress.registration_id', '=', 'registrations.id')
            .where('funnel_progress.reached_at', '>=', before),
        ),
      ),
    )
}

import type { Kysely } from 'kysely'
import type { PersonalLinkState, RegistrationDetails } from '../../shared/schemas/registration-details'
import type { Database } from '../db/schema'
import { replayDays, replayEndsAt } from '../funnel/replay-window'
import { findStoredRegistration } from '../repositories/registration.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'

/** A registration as its detail view shows it, in the trash or not; undefined when there is no such row. */
export async function registrationDetails(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<RegistrationDetails | undefined> {
  const stored = await findStoredRegistration(db, id)
  if (!stored) return undefined
  const attendee = await findAttendee(db, id)
  const { registration, deletedAt } = stored
  if (!attendee) return { registration, deletedAt, webinar: null }
  const closes = replayEndsAt(attendee.webinarTime, await replayDays(db))
  const personalLink: PersonalLinkState = deletedAt
    ? { state: 'in-trash' }
    : now < Date.parse(closes)
      ? { state: 'open', until: closes }
      : { state: 'expired', since: closes }
  return { registration, deletedAt, webinar: { unsubscribedAt: attendee.unsubscribedAt, personalLink } }
}

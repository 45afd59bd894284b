import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { cancelPlannedJobs } from '../outbox/outbox.repository'
import { findAttendee, markUnsubscribed } from '../repositories/webinar-attendee.repository'
import { isUnsubscribeToken } from './personal-link'

/**
 * The registrant's unsubscribe (RFC 8058 one-click, or the link in the e-mail): recorded with its time, and every
 * e-mail still planned for the registration cancelled. False when the link is not a valid one (or the registration
 * is erased); a repeat is true and changes nothing.
 */
export async function unsubscribeRegistration(
  deps: { db: Kysely<Database>; linkKey: () => Promise<Buffer>; now: () => number },
  link: { registrationId: number; token: string },
): Promise<boolean> {
  const attendee = await findAttendee(deps.db, link.registrationId)
  if (!attendee || !isUnsubscribeToken(await deps.linkKey(), link.registrationId, attendee.linkNonce, link.token)) {
    return false
  }
  await deps.db.transaction().execute(async (trx) => {
    await markUnsubscribed(trx, link.registrationId, new Date(deps.now()).toISOString())
    await cancelPlannedJobs(trx, { registrationId: link.registrationId })
  })
  return true
}

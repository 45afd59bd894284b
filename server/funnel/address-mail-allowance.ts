import type { Kysely, Transaction } from 'kysely'
import { ADDRESS_MAILS_PER_DAY } from '../../shared/funnel/registrant-notices'
import type { Database } from '../db/schema'
import { REGISTRANT_NOTICE_JOB } from '../mail/registrant-notice-job'
import { WEBINAR_EMAIL_JOB } from '../mail/webinar-email-job'
import { countJobsToAddressSince } from '../repositories/webinar-attendee.repository'

const DAY_MS = 86_400_000

/** What the allowance counts: every confirmation (a registration's, a move's, an admin's resend) and every notice. */
const COUNTED_JOBS = [
  { kind: WEBINAR_EMAIL_JOB, dedupeKeyLike: 'webinar:%:confirmation:%' },
  { kind: REGISTRANT_NOTICE_JOB },
] as const

/**
 * Whether one more e-mail that a form or a link causes may go to this address: fewer than ADDRESS_MAILS_PER_DAY in
 * the last 24 hours, however many times the address was registered or asked for its link.
 */
export async function addressMayGetMail(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
  now: number,
): Promise<boolean> {
  const since = new Date(now - DAY_MS).toISOString()
  return (await countJobsToAddressSince(db, email.toLowerCase(), since, COUNTED_JOBS)) < ADDRESS_MAILS_PER_DAY
}

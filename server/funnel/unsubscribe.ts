import type { Kysely, Transaction } from 'kysely'
import { planWebinarEmails } from '../../shared/funnel/webinar-emails'
import { REGISTRANT_CHANGE_AUTHOR } from '../../shared/schemas/admin-registrations'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { webinarEmailJob } from '../mail/webinar-email-job'
import { cancelPlannedJobs, enqueueJobs } from '../outbox/outbox.repository'
import { insertRegistrationChanges } from '../repositories/registration-change.repository'
import { findStoredRegistration } from '../repositories/registration.repository'
import {
  findAttendee,
  markResubscribed,
  markUnsubscribed,
  type WebinarAttendee,
} from '../repositories/webinar-attendee.repository'
import { isUnsubscribeToken } from './personal-link'

export interface UnsubscribeDeps {
  db: Kysely<Database>
  linkKey: () => Promise<Buffer>
  now: () => number
}

export interface UnsubscribeLink {
  registrationId: number
  token: string
}

/** What the unsubscribe page shows for its link: the button, the news that it was done before, or a dead link. */
export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'invalid'

/** The attendee a valid link names (a registration erased or in the trash has none). */
async function attendeeOfLink(
  db: Kysely<Database> | Transaction<Database>,
  linkKey: () => Promise<Buffer>,
  link: UnsubscribeLink,
): Promise<WebinarAttendee | undefined> {
  const [attendee, stored] = await Promise.all([
    findAttendee(db, link.registrationId),
    findStoredRegistration(db, link.registrationId),
  ])
  if (!attendee || !stored || stored.deletedAt) return undefined
  return isUnsubscribeToken(await linkKey(), link.registrationId, attendee.linkNonce, link.token) ? attendee : undefined
}

export async function unsubscribeState(deps: UnsubscribeDeps, link: UnsubscribeLink): Promise<UnsubscribeState> {
  const attendee = await attendeeOfLink(deps.db, deps.linkKey, link)
  if (!attendee) return 'invalid'
  return attendee.unsubscribedAt ? 'unsubscribed' : 'subscribed'
}

const registrantChange = (registrationId: number, oldValue: string | null, newValue: string | null, at: string) => ({
  author: { opId: null, adminUserId: null, adminEmail: REGISTRANT_CHANGE_AUTHOR, createdAt: at },
  change: { registrationId, field: 'unsubscribedAt' as const, oldValue, newValue },
})

/**
 * The registrant's unsubscribe (RFC 8058 one-click, or the link in the e-mail): recorded with its time in the
 * attendee and the history, and every e-mail still planned for the registration cancelled. False when the link is
 * not a valid one (or the registration is erased); a repeat is true and changes nothing.
 */
export async function unsubscribeRegistration(deps: UnsubscribeDeps, link: UnsubscribeLink): Promise<boolean> {
  const attendee = await attendeeOfLink(deps.db, deps.linkKey, link)
  if (!attendee) return false
  const at = toIsoTime(new Date(deps.now()))
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markUnsubscribed(trx, link.registrationId, at))) return
    await cancelPlannedJobs(trx, { registrationId: link.registrationId })
    const { author, change } = registrantChange(link.registrationId, null, at, at)
    await insertRegistrationChanges(trx, author, [change])
  })
  return true
}

/**
 * Undoes the unsubscribe from the same page: the e-mails still ahead of their moments are planned again (not the
 * confirmation, which went), and the history records it. False for a link that is not valid; a repeat changes nothing.
 */
export async function resubscribeRegistration(deps: UnsubscribeDeps, link: UnsubscribeLink): Promise<boolean> {
  const attendee = await attendeeOfLink(deps.db, deps.linkKey, link)
  if (!attendee) return false
  const now = deps.now()
  const at = toIsoTime(new Date(now))
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markResubscribed(trx, link.registrationId, at))) return
    const stored = await findStoredRegistration(trx, link.registrationId)
    const plan = planWebinarEmails(
      { ...attendee, marketingConsent: stored?.registration.metadata.marketingConsent !== undefined },
      now,
    ).filter((email) => email.kind !== 'confirmation')
    await enqueueJobs(
      trx,
      plan.map((email) =>
        webinarEmailJob(
          link.registrationId,
          email,
          { webinarTime: attendee.webinarTime, sequence: attendee.calendarSequence },
          `:resubscribed:${now}`,
        ),
      ),
      now,
    )
    const { author, change } = registrantChange(link.registrationId, attendee.unsubscribedAt, null, at)
    await insertRegistrationChanges(trx, author, [change])
  })
  return true
}

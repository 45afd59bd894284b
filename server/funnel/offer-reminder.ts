import type { Kysely } from 'kysely'
import { offerReminderDue } from '../../shared/funnel/webinar-emails'
import type { Database } from '../db/schema'
import { webinarEmailJob } from '../mail/webinar-email-job'
import { enqueueJobs } from '../outbox/outbox.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'

/**
 * A registrant first saw the offer: its reminder is planned for while the offer still runs. Whether it goes (the
 * consent, an unsubscribe, the offer taken meanwhile) is decided when it is due; a repeat plans nothing new.
 */
export async function planOfferReminder(db: Kysely<Database>, registrationId: number, offerViewedAt: string) {
  const attendee = await findAttendee(db, registrationId)
  if (!attendee) return
  await enqueueJobs(db, [
    webinarEmailJob(
      registrationId,
      { kind: 'offer_reminder', dueAt: offerReminderDue(offerViewedAt) },
      { webinarTime: attendee.webinarTime, sequence: attendee.calendarSequence },
    ),
  ])
}

import type { NewOutboxJob } from '../outbox/outbox.repository'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { currentEmailTexts } from '../repositories/email-text.repository'
import { findStoredRegistration } from '../repositories/registration.repository'
import { leadNotificationEmail } from './lead-notification-email'
import type { MailJobDeps } from './webinar-email-sender'

/** The outbox kind of the team's alert of a new lead; one per registration. */
export const LEAD_NOTIFICATION_JOB = 'lead-notification'

export const leadNotificationJob = (registrationId: number, dueAt: string): NewOutboxJob => ({
  kind: LEAD_NOTIFICATION_JOB,
  dedupeKey: `lead:${registrationId}`,
  registrationId,
  dueAt,
  payload: {},
})

/** Tells the team (LEAD_NOTIFY_EMAIL, else CONTACT_EMAIL) about the lead, read as it is stored when the job runs. */
export async function sendLeadNotification(
  deps: MailJobDeps & { recipients: string[] },
  job: ClaimedJob,
): Promise<JobOutcome> {
  const stored = job.registrationId === null ? undefined : await findStoredRegistration(deps.db, job.registrationId)
  if (!stored) return { state: 'skipped', reason: 'registration erased' }
  const { registration } = stored
  const texts = (await currentEmailTexts(deps.db)).lead_notification
  await deps.mailer.send(leadNotificationEmail(registration, { to: deps.recipients, texts, siteUrl: deps.siteUrl }))
  return { state: 'sent' }
}

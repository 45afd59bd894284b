import { changeRequestToken, personalLinkToken } from '../funnel/personal-link'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { findChangeRequestById } from '../repositories/registration-change-request.repository'
import { findStoredRegistration } from '../repositories/registration.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'
import { alreadyRegisteredEmail, personalLinkAgainEmail } from './registrant-notice-email'
import { RegistrantNoticePayloadSchema } from './registrant-notice-job'
import type { MailJobDeps } from './webinar-email-sender'

const skipped = (reason: string): JobOutcome => ({ state: 'skipped', reason })

/** Writes a registrant's notice from the registration as it is now, to its stored address; nothing for one gone. */
export async function sendRegistrantNotice(deps: MailJobDeps, job: ClaimedJob): Promise<JobOutcome> {
  const payload = RegistrantNoticePayloadSchema.parse(job.payload)
  if (job.registrationId === null) return skipped('no registration named')
  const [stored, attendee] = await Promise.all([
    findStoredRegistration(deps.db, job.registrationId),
    findAttendee(deps.db, job.registrationId),
  ])
  if (!stored || !attendee) return skipped('registration erased')
  if (stored.deletedAt) return skipped('registration in the trash')
  const key = await deps.linkKey()
  const recipient = {
    fullName: stored.registration.fullName,
    email: stored.registration.email,
    webinarTime: attendee.webinarTime,
    linkToken: personalLinkToken(key, attendee.linkNonce),
    unsubscribed: attendee.unsubscribedAt !== null,
    siteUrl: deps.siteUrl,
    replyTo: deps.contactEmail,
  }
  if (payload.notice === 'personal_link') {
    await deps.mailer.send(personalLinkAgainEmail(recipient))
    return { state: 'sent' }
  }
  const request = await findChangeRequestById(deps.db, payload.requestId)
  if (!request) return skipped('request erased')
  const { requested } = request
  const offersChange =
    request.appliedAt === null &&
    Date.parse(requested.webinarTime) > deps.now() &&
    (requested.webinarTime !== attendee.webinarTime ||
      (requested.marketingConsent !== undefined && !stored.registration.metadata.marketingConsent))
  await deps.mailer.send(
    alreadyRegisteredEmail(
      recipient,
      offersChange
        ? {
            webinarTime: requested.webinarTime !== attendee.webinarTime ? requested.webinarTime : null,
            marketingConsent:
              requested.marketingConsent !== undefined && !stored.registration.metadata.marketingConsent,
            token: changeRequestToken(key, request.linkNonce),
          }
        : null,
    ),
  )
  return { state: 'sent' }
}

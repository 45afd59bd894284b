import { personalLinkToken } from '../funnel/personal-link'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { findStoredRegistration } from '../repositories/registration.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'
import { findWebinarQuestion } from '../repositories/webinar-question.repository'
import { personalLinkUrl } from './webinar-email'
import { questionAnsweredEmail, questionAskedEmail } from './webinar-question-email'
import { WebinarQuestionPayloadSchema } from './webinar-question-job'
import type { MailJobDeps } from './webinar-email-sender'

const skipped = (reason: string): JobOutcome => ({ state: 'skipped', reason })

/**
 * Writes the e-mail about a question from it and its registration as they are now: nothing for a question or a
 * registration gone, or a registration in the trash.
 */
export async function sendWebinarQuestionEmail(
  deps: MailJobDeps & { recipients: string[] },
  job: ClaimedJob,
): Promise<JobOutcome> {
  const payload = WebinarQuestionPayloadSchema.parse(job.payload)
  const question = await findWebinarQuestion(deps.db, payload.questionId)
  if (!question) return skipped('question erased')
  const stored = await findStoredRegistration(deps.db, question.registrationId)
  if (!stored) return skipped('registration erased')
  if (stored.deletedAt) return skipped('registration in the trash')
  const { registration } = stored
  if (payload.notice === 'asked') {
    await deps.mailer.send(
      questionAskedEmail(question, {
        to: deps.recipients,
        registrationId: registration.id,
        fullName: registration.fullName,
        email: registration.email,
        siteUrl: deps.siteUrl,
      }),
    )
    return { state: 'sent' }
  }
  if (question.answer === null) return skipped('not answered')
  const attendee = await findAttendee(deps.db, registration.id)
  const personalLink = attendee
    ? personalLinkUrl(deps.siteUrl, personalLinkToken(await deps.linkKey(), attendee.linkNonce))
    : null
  await deps.mailer.send(
    questionAnsweredEmail(
      { ...question, answer: question.answer },
      { fullName: registration.fullName, email: registration.email, personalLink, replyTo: deps.contactEmail },
    ),
  )
  return { state: 'sent' }
}

import { z } from 'zod'
import { WEBINAR_EMAIL_KINDS, type PlannedEmail } from '../../shared/funnel/webinar-emails'
import type { NewOutboxJob } from '../outbox/outbox.repository'

/** The outbox kind of a registrant's e-mail; its payload names which one and for which start. */
export const WEBINAR_EMAIL_JOB = 'webinar-email'

export const WebinarEmailPayloadSchema = z.object({
  kind: z.enum(WEBINAR_EMAIL_KINDS),
  /** The start the e-mail was planned for: when the registration has moved since, the e-mail is not sent. */
  webinarTime: z.iso.datetime(),
  /** The calendar SEQUENCE the confirmation's .ics carries. */
  sequence: z.number().int().min(0),
})
export type WebinarEmailPayload = z.infer<typeof WebinarEmailPayloadSchema>

/**
 * One planned e-mail as an outbox row. The key names the registration, the kind and the calendar sequence, so
 * planning the same start twice adds nothing, while a moved registration plans afresh.
 */
export function webinarEmailJob(
  registrationId: number,
  email: PlannedEmail,
  plan: { webinarTime: string; sequence: number },
  keySuffix = '',
): NewOutboxJob {
  const payload: WebinarEmailPayload = { kind: email.kind, webinarTime: plan.webinarTime, sequence: plan.sequence }
  return {
    kind: WEBINAR_EMAIL_JOB,
    dedupeKey: `webinar:${registrationId}:${email.kind}:${plan.sequence}${keySuffix}`,
    registrationId,
    dueAt: email.dueAt,
    payload,
  }
}

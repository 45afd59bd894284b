import { z } from 'zod'
import type { NewOutboxJob } from '../outbox/outbox.repository'

/**
 * The outbox kind of the e-mails a registrant gets because someone used their address on the site: "you are already
 * registered" (a form named it again) and the personal link sent again (the /w form). Each is written when it goes,
 * from the registration as it then is; neither holds a link in the outbox.
 */
export const REGISTRANT_NOTICE_JOB = 'registrant-notice'

export const RegistrantNoticePayloadSchema = z.discriminatedUnion('notice', [
  z.object({ notice: z.literal('already_registered'), requestId: z.number().int().positive() }),
  z.object({ notice: z.literal('personal_link') }),
])
export type RegistrantNoticePayload = z.infer<typeof RegistrantNoticePayloadSchema>

export function registrantNoticeJob(
  registrationId: number,
  payload: RegistrantNoticePayload,
  now: number,
): NewOutboxJob {
  const moment = payload.notice === 'already_registered' ? `request:${payload.requestId}` : `link:${now}`
  return {
    kind: REGISTRANT_NOTICE_JOB,
    dedupeKey: `notice:${registrationId}:${moment}`,
    registrationId,
    dueAt: new Date(now).toISOString(),
    payload,
  }
}

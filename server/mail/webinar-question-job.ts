import { z } from 'zod'
import type { NewOutboxJob } from '../outbox/outbox.repository'

/**
 * The outbox kind of the e-mails about a room's question: the team's alert when it is asked, and the answer to the
 * registrant. Each is written when it goes, from the question as it is stored; the payload names only the question.
 */
export const WEBINAR_QUESTION_JOB = 'webinar-question'

export const WebinarQuestionPayloadSchema = z.object({
  notice: z.enum(['asked', 'answered']),
  questionId: z.number().int().positive(),
})
export type WebinarQuestionPayload = z.infer<typeof WebinarQuestionPayloadSchema>

export function webinarQuestionJob(registrationId: number, payload: WebinarQuestionPayload, now: number): NewOutboxJob {
  return {
    kind: WEBINAR_QUESTION_JOB,
    dedupeKey: `question:${payload.questionId}:${payload.notice}`,
    registrationId,
    dueAt: new Date(now).toISOString(),
    payload,
  }
}

import type { Kysely } from 'kysely'
import { QUESTION_LIMITS, RoomMessages } from '../../shared/webinar/room'
import {
  QuestionAdminMessages,
  type AdminQuestion,
  type QuestionAnswerInput,
  type QuestionInput,
  type QuestionReceipt,
  type RoomQuestion,
} from '../../shared/schemas/webinar-room'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { webinarQuestionJob } from '../mail/webinar-question-job'
import { enqueueJobs } from '../outbox/outbox.repository'
import { rateLimitSubject } from '../rate-limit-subject'
import { spendRoomAllowance } from '../webinar-room/room.service'
import { findWebinarRegistrationId } from '../repositories/funnel-progress.repository'
import { findStoredRegistration } from '../repositories/registration.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'
import {
  answerWebinarQuestion,
  findWebinarQuestion,
  insertWebinarQuestion,
  listQuestionsForAdmin,
  listQuestionsOfRegistration,
} from '../repositories/webinar-question.repository'
import { DomainError } from './domain-error'
import type { RateLimitStore } from './form-guard/rate-limit-store'
import { currentFunnelConfig } from './funnel.service'

type Db = Kysely<Database>

export interface RoomVisitorDeps {
  db: Db
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

const tooMany = () => new DomainError('too-many-requests', RoomMessages.questionTooMany)

/** The registration a room names by its submission id; an unknown or pending reference, or one in the trash, none. */
async function roomRegistrationId(db: Db, submissionId: string): Promise<number> {
  const id = await findWebinarRegistrationId(db, submissionId)
  if (id === undefined) throw new DomainError('not-found', RoomMessages.questionNeedsRegistration)
  return id
}

/**
 * Stores a registrant's question with the video's position and plans the team's e-mail about it in the same
 * transaction; answers the question and Webinar Content's acknowledgement. Each client IP and each registration
 * may ask a few in a window (QUESTION_LIMITS).
 */
export async function askQuestion(deps: RoomVisitorDeps, input: QuestionInput): Promise<QuestionReceipt> {
  const now = deps.now()
  const { perIp, perRegistration, windowMs } = QUESTION_LIMITS
  const ipKey = `question-ip:${rateLimitSubject(deps.clientIp)}`
  if (!(await deps.rateLimits.tryHit(ipKey, perIp, windowMs, now))) throw tooMany()
  const registrationId = await roomRegistrationId(deps.db, input.registration)
  const registrationKey = `question-registration:${registrationId}`
  if (!(await deps.rateLimits.tryHit(registrationKey, perRegistration, windowMs, now))) throw tooMany()

  const attendee = await findAttendee(deps.db, registrationId)
  const question = await deps.db.transaction().execute(async (trx) => {
    const stored = await insertWebinarQuestion(trx, {
      registrationId,
      webinarTime: attendee?.webinarTime ?? null,
      positionSeconds: Math.floor(input.position),
      text: input.text,
      askedAt: toIsoTime(new Date(now)),
    })
    await enqueueJobs(trx, [webinarQuestionJob(registrationId, { notice: 'asked', questionId: stored.id }, now)], now)
    return stored
  })
  const { questionAcknowledgement } = await currentFunnelConfig(deps.db, 'webinar')
  return { question, acknowledgement: questionAcknowledgement }
}

/** The asker's own questions and the team's answers, oldest first; nobody else's. */
export async function roomQuestions(deps: RoomVisitorDeps, submissionId: string): Promise<RoomQuestion[]> {
  await spendRoomAllowance(deps, deps.now())
  return listQuestionsOfRegistration(deps.db, await roomRegistrationId(deps.db, submissionId))
}

/**
 * Stores the team's answer once and plans its e-mail to the registrant in the same transaction. A second answer is
 * refused (the first has gone by e-mail), as is an answer to a registration in the trash.
 */
export async function answerQuestion(
  deps: { db: Db; now: () => number },
  input: QuestionAnswerInput & { adminId: number },
): Promise<AdminQuestion> {
  const now = deps.now()
  const question = await findWebinarQuestion(deps.db, input.id)
  if (!question) throw new DomainError('not-found', QuestionAdminMessages.notFound)
  const stored = await findStoredRegistration(deps.db, question.registrationId)
  if (!stored) throw new DomainError('not-found', QuestionAdminMessages.notFound)
  if (stored.deletedAt) throw new DomainError('conflict', QuestionAdminMessages.inTrash)
  const answered = await deps.db.transaction().execute(async (trx) => {
    const answeredAt = toIsoTime(new Date(now))
    if (
      !(await answerWebinarQuestion(trx, { id: input.id, answer: input.answer, answeredAt, answeredBy: input.adminId }))
    ) {
      return false
    }
    const job = webinarQuestionJob(question.registrationId, { notice: 'answered', questionId: input.id }, now)
    await enqueueJobs(trx, [job], now)
    return true
  })
  if (!answered) throw new DomainError('conflict', QuestionAdminMessages.alreadyAnswered)
  const [listed] = (
    await listQuestionsForAdmin(deps.db, { open: false, registrationId: question.registrationId })
  ).filter((row) => row.id === input.id)
  if (!listed) throw new DomainError('not-found', QuestionAdminMessages.notFound)
  return listed
}

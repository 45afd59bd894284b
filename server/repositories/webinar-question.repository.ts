import type { Kysely, Transaction } from 'kysely'
import type { AdminQuestion, RoomQuestion } from '../../shared/schemas/webinar-room'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** The most questions one admin list answers with. */
export const ADMIN_QUESTIONS_LISTED = 200

const questionColumns = [
  'webinar_questions.id',
  'webinar_questions.text',
  'webinar_questions.asked_at',
  'webinar_questions.position_seconds',
  'webinar_questions.answer',
  'webinar_questions.answered_at',
] as const

interface QuestionRow {
  id: number
  text: string
  asked_at: string
  position_seconds: number
  answer: string | null
  answered_at: string | null
}

const toRoomQuestion = (row: QuestionRow): RoomQuestion => ({
  id: Number(row.id),
  text: row.text,
  askedAt: row.asked_at,
  position: Number(row.position_seconds),
  answer: row.answer,
  answeredAt: row.answered_at,
})

export interface NewWebinarQuestion {
  registrationId: number
  webinarTime: string | null
  positionSeconds: number
  text: string
  askedAt: string
}

export async function insertWebinarQuestion(db: Db, question: NewWebinarQuestion): Promise<RoomQuestion> {
  const result = await db
    .insertInto('webinar_questions')
    .values({
      registration_id: question.registrationId,
      webinar_time: question.webinarTime,
      position_seconds: question.positionSeconds,
      text: question.text,
      asked_at: question.askedAt,
    })
    .executeTakeFirstOrThrow()
  return {
    id: Number(result.insertId),
    text: question.text,
    askedAt: question.askedAt,
    position: question.positionSeconds,
    answer: null,
    answeredAt: null,
  }
}

/** One registration's questions, oldest first, as its own room shows them. */
export async function listQuestionsOfRegistration(db: Db, registrationId: number): Promise<RoomQuestion[]> {
  const rows = await db
    .selectFrom('webinar_questions')
    .select(questionColumns)
    .where('registration_id', '=', registrationId)
    .orderBy('asked_at')
    .orderBy('id')
    .execute()
  return rows.map(toRoomQuestion)
}

/**
 * The team's list: the open questions of registrations not in the trash, oldest first; or every question (one
 * registration's, the trash included, when named), the open ones first, then the newest.
 */
export async function listQuestionsForAdmin(
  db: Db,
  filter: { open: boolean; registrationId?: number },
): Promise<AdminQuestion[]> {
  let query = db
    .selectFrom('webinar_questions')
    .innerJoin('registrations', 'registrations.id', 'webinar_questions.registration_id')
    .leftJoin('users', 'users.id', 'webinar_questions.answered_by')
    .select([
      ...questionColumns,
      'webinar_questions.registration_id',
      'webinar_questions.webinar_time',
      'registrations.full_name',
      'users.email as answered_by_email',
    ])
  if (filter.registrationId !== undefined) {
    query = query.where('webinar_questions.registration_id', '=', filter.registrationId)
  } else {
    query = query.where('registrations.deleted_at', 'is', null)
  }
  query = filter.open
    ? query.where('webinar_questions.answered_at', 'is', null).orderBy('webinar_questions.asked_at')
    : query
        .orderBy((eb) => eb.case().when('webinar_questions.answered_at', 'is', null).then(0).else(1).end())
        .orderBy('webinar_questions.asked_at', 'desc')
  const rows = await query.orderBy('webinar_questions.id').limit(ADMIN_QUESTIONS_LISTED).execute()
  return rows.map((row) => ({
    ...toRoomQuestion(row),
    registrationId: Number(row.registration_id),
    fullName: row.full_name,
    webinarTime: row.webinar_time,
    answeredByEmail: row.answered_by_email,
  }))
}

/** A question with the registration it belongs to, for the e-mails about it. */
export interface StoredWebinarQuestion extends RoomQuestion {
  registrationId: number
  webinarTime: string | null
}

export async function findWebinarQuestion(db: Db, id: number): Promise<StoredWebinarQuestion | undefined> {
  const row = await db
    .selectFrom('webinar_questions')
    .select([...questionColumns, 'webinar_questions.registration_id', 'webinar_questions.webinar_time'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { ...toRoomQuestion(row), registrationId: Number(row.registration_id), webinarTime: row.webinar_time }
}

/** Stores the answer unless the question has one already; answers whether it did. */
export async function answerWebinarQuestion(
  db: Db,
  answer: { id: number; answer: string; answeredAt: string; answeredBy: number },
): Promise<boolean> {
  const result = await db
    .updateTable('webinar_questions')
    .set({ answer: answer.answer, answered_at: answer.answeredAt, answered_by: answer.answeredBy })
    .where('id', '=', answer.id)
    .where('answered_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

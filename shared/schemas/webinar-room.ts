import { z } from 'zod'
import { QUESTION_LIMITS, RoomMessages, type RoomMode } from '../webinar/room'
import { SubmissionIdSchema } from './forms'
import { multiLineText } from './text'

// The webinar room's procedures (issue 39). A registration is named by its submission id, the reference its browser
// keeps, as `funnel.progress` names it. Nothing one attendee writes is ever answered to another.

const position = z
  .number()
  .min(0)
  .max(24 * 3600)
const momentId = z.string().min(1).max(64)

/** The room asks for its state now and then: the server's time, the session's times, and this registration's own. */
export const RoomStateInputSchema = z.object({
  /** Absent for an admin's preview. */
  registration: SubmissionIdSchema.optional(),
  /**
   * The start the browser stored, used only when the server knows no registration by this reference (a pending
   * reference of issue 37); a known registration's own stored start always wins.
   */
  webinarTime: z.iso.datetime().nullable().optional(),
})
export type RoomStateInput = z.infer<typeof RoomStateInputSchema>

export interface PollResult {
  momentId: string
  /** The index this registration answered. */
  choice: number
  /** Answers per choice, across all registrations of every session. */
  counts: number[]
}

export interface RoomQuestion {
  id: number
  text: string
  askedAt: string
  /** Seconds into the video when it was asked. */
  position: number
  answer: string | null
  answeredAt: string | null
}

export interface RoomState {
  /** The server's clock when it answered (ISO); the device's clock is never trusted. */
  serverTime: string
  mode: RoomMode
  startsAt: string | null
  /** start + the video's length. */
  endsAt: string | null
  replayClosesAt: string | null
  /** Seconds into the video at `serverTime` (live: now − start); null when the visitor's own player decides. */
  position: number | null
  /** Whether the server knows this registration (questions and polls need it). */
  known: boolean
  /** The polls this registration answered, with their shares. */
  polls: PollResult[]
}

/** The registration's own questions and the team's answers (`funnel.roomQuestions`), oldest first. */
export const RoomQuestionsInputSchema = z.object({ registration: SubmissionIdSchema })

/** A moment was shown to, or clicked by, the registration, at a position of the video. Recorded once per kind. */
export const MomentEventInputSchema = z.object({
  registration: SubmissionIdSchema,
  momentId,
  event: z.enum(['shown', 'clicked']),
  position,
})
export type MomentEventInput = z.infer<typeof MomentEventInputSchema>

export const PollAnswerInputSchema = z.object({
  registration: SubmissionIdSchema,
  momentId,
  choice: z.number().int().min(0).max(4),
  position,
})
export type PollAnswerInput = z.infer<typeof PollAnswerInputSchema>

export const QuestionInputSchema = z.object({
  registration: SubmissionIdSchema,
  text: multiLineText({ error: RoomMessages.questionEmpty })
    .min(1, RoomMessages.questionEmpty)
    .max(QUESTION_LIMITS.maxLength, RoomMessages.questionTooLong(QUESTION_LIMITS.maxLength)),
  position,
})
export type QuestionInput = z.infer<typeof QuestionInputSchema>

/** What the room shows at once for a sent question: the stored question and Webinar Content's acknowledgement. */
export interface QuestionReceipt {
  question: RoomQuestion
  acknowledgement: string
}

export const ANSWER_MAX_LENGTH = 4000
export const QuestionAnswerInputSchema = z.object({
  id: z.number().int().positive(),
  answer: multiLineText({ error: 'Please write the answer' })
    .trim()
    .min(1, 'Please write the answer')
    .max(ANSWER_MAX_LENGTH, `At most ${ANSWER_MAX_LENGTH} characters`),
})
export type QuestionAnswerInput = z.infer<typeof QuestionAnswerInputSchema>

/** `funnel.momentEvent`'s answer: when the offer was first shown to this registration (its 15-minute countdown). */
export interface MomentEventReceipt {
  offerFirstViewedAt: string | null
}

/** Answers per choice (by index) and in all. */
export interface PollCounts {
  counts: number[]
  total: number
}

/** `admin.pollResults`: a poll's answers in total and per session (`webinarTime` null: an on-demand room). */
export interface AdminPollResult extends PollCounts {
  momentId: string
  question: string
  choices: string[]
  /** False for a poll of an older version of Webinar Content that has answers. */
  inCurrentConfig: boolean
  sessions: Array<PollCounts & { webinarTime: string | null }>
}

/** The room procedures' refusals (a program reads them; the room shows its own Hungarian texts). */
export const RoomRefusals = {
  unknownRegistration: 'Unknown webinar registration',
  unknownMoment: 'The webinar has no such moment now',
  notAPoll: 'The webinar has no such poll now',
  choiceOutOfRange: "The choice is not one of the poll's choices",
} as const

/** The admin's questions: the open ones (unanswered, oldest first) or all, of every registration or of one. */
export const AdminQuestionListInputSchema = z.object({
  open: z.boolean(),
  registrationId: z.number().int().positive().optional(),
})
export type AdminQuestionListInput = z.infer<typeof AdminQuestionListInputSchema>

/** A question as the team sees it: with who asked, in which session, and who answered. */
export interface AdminQuestion extends RoomQuestion {
  registrationId: number
  fullName: string
  webinarTime: string | null
  /** The answering admin's address now; null while unanswered or for an admin since removed. */
  answeredByEmail: string | null
}

/** The admin's texts about questions (English, as the admin is). */
export const QuestionAdminMessages = {
  notFound: 'This question no longer exists',
  alreadyAnswered: 'This question has already been answered, and the answer was e-mailed to the registrant',
  inTrash: 'The registration is in the trash: restore it to answer',
  answered: 'Answer saved; it is being e-mailed to the registrant',
  answerFailed: 'The answer could not be saved',
  loadError: 'Failed to load the questions',
} as const

import {
  AdminQuestionListInputSchema,
  QuestionAnswerInputSchema,
  QuestionInputSchema,
  RoomQuestionsInputSchema,
  type AdminQuestion,
  type QuestionReceipt,
  type RoomQuestion,
} from '../../shared/schemas/webinar-room'
import { listQuestionsForAdmin } from '../repositories/webinar-question.repository'
import { answerQuestion, askQuestion, roomQuestions } from '../services/webinar-questions.service'
import { visitorDeps } from './visitor-deps'
import { adminProcedure, publicProcedure, router } from '../trpc/init'

/** The room's questions (issue 39), joined into `funnel`: a registrant asks, and reads their own with the answers. */
export const roomQuestionProcedures = {
  askQuestion: publicProcedure.input(QuestionInputSchema).mutation(async ({ ctx, input }): Promise<QuestionReceipt> => {
    const receipt = await askQuestion(visitorDeps(ctx), input)
    ctx.services.outbox.wake()
    return receipt
  }),
  roomQuestions: publicProcedure
    .input(RoomQuestionsInputSchema)
    .query(({ ctx, input }): Promise<RoomQuestion[]> => roomQuestions(visitorDeps(ctx), input.registration)),
}

/** The team's side: the questions asked in the room, and an answer that goes to the registrant by e-mail. */
export const adminQuestionsRouter = router({
  list: adminProcedure
    .input(AdminQuestionListInputSchema)
    .query(({ ctx, input }): Promise<AdminQuestion[]> => listQuestionsForAdmin(ctx.db, input)),
  answer: adminProcedure.input(QuestionAnswerInputSchema).mutation(async ({ ctx, input }): Promise<AdminQuestion> => {
    const answered = await answerQuestion(
      { db: ctx.db, now: ctx.services.now },
      { ...input, adminId: ctx.session.user.id },
    )
    ctx.services.outbox.wake()
    return answered
  }),
})

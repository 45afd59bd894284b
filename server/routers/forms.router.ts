import {
  DemoInputSchema,
  FormTokenRequestSchema,
  JoinInputSchema,
  REGISTRATION_SOURCES,
  TrainingInputSchema,
  WEBHOOK_FORM_NAMES,
  WebinarInputSchema,
} from '../../shared/schemas/forms'
import { acceptFormSubmission } from '../services/form-submission.service'
import { publicProcedure, router } from '../trpc/init'

export const formsRouter = router({
  token: publicProcedure
    .input(FormTokenRequestSchema)
    .query(({ ctx, input }) => ctx.services.formGuard.issueToken(input.form)),

  webinar: publicProcedure.input(WebinarInputSchema).mutation(({ ctx, input }) =>
    acceptFormSubmission(ctx, {
      form: 'webinar',
      trapValue: input.company,
      formToken: input.formToken,
      registration: {
        submissionId: input.submissionId,
        fullName: input.fullName,
        email: input.email,
        source: REGISTRATION_SOURCES.webinar,
        metadata: {},
      },
      webhook: {
        formName: WEBHOOK_FORM_NAMES.webinar,
        fields: { fullName: input.fullName, email: input.email },
      },
    }),
  ),

  demo: publicProcedure.input(DemoInputSchema).mutation(({ ctx, input }) =>
    acceptFormSubmission(ctx, {
      form: 'demo',
      trapValue: input.referralCode,
      formToken: input.formToken,
      registration: {
        submissionId: input.submissionId,
        fullName: input.fullName,
        email: input.email,
        source: REGISTRATION_SOURCES.demo,
        metadata: { pharmacyName: input.pharmacyName, position: input.position },
      },
      webhook: {
        formName: WEBHOOK_FORM_NAMES.demo,
        fields: {
          fullName: input.fullName,
          email: input.email,
          pharmacyName: input.pharmacyName,
          position: input.position,
        },
      },
    }),
  ),

  join: publicProcedure.input(JoinInputSchema).mutation(({ ctx, input }) =>
    acceptFormSubmission(ctx, {
      form: 'join',
      trapValue: input.referralCode,
      formToken: input.formToken,
      registration: {
        submissionId: input.submissionId,
        fullName: input.fullName,
        email: input.email,
        source: REGISTRATION_SOURCES.join,
        metadata: { pharmacyName: input.pharmacyName },
      },
    }),
  ),

  training: publicProcedure.input(TrainingInputSchema).mutation(({ ctx, input }) =>
    acceptFormSubmission(ctx, {
      form: 'training',
      trapValue: input.referralCode,
      formToken: input.formToken,
      registration: {
        submissionId: input.submissionId,
        fullName: input.fullName,
        email: input.email,
        source: REGISTRATION_SOURCES.training,
        metadata: { company: input.company, message: input.message, type: 'training-inquiry' },
      },
    }),
  ),
})

import {
  DemoInputSchema,
  FormTokenRequestSchema,
  JoinInputSchema,
  TrainingInputSchema,
  WebinarInputSchema,
} from '../../shared/schemas/forms'
import { ConsentRecordInputSchema } from '../../shared/schemas/consent'
import { recordConsent } from '../services/consent.service'
import { submitPublicForm } from '../services/public-form-submissions'
import { visitorDeps } from './visitor-deps'
import { publicProcedure, router } from '../trpc/init'

export const formsRouter = router({
  token: publicProcedure
    .input(FormTokenRequestSchema)
    .query(({ ctx, input }) => ctx.services.formGuard.issueToken(input.form)),

  webinar: publicProcedure
    .input(WebinarInputSchema)
    .mutation(({ ctx, input }) => submitPublicForm(ctx, 'webinar', input)),
  demo: publicProcedure.input(DemoInputSchema).mutation(({ ctx, input }) => submitPublicForm(ctx, 'demo', input)),
  join: publicProcedure.input(JoinInputSchema).mutation(({ ctx, input }) => submitPublicForm(ctx, 'join', input)),
  training: publicProcedure
    .input(TrainingInputSchema)
    .mutation(({ ctx, input }) => submitPublicForm(ctx, 'training', input)),

  /** A cookie-consent choice (GDPR Art. 7(1)): kept with its consent id, choices, time and text version; no IP. */
  recordConsent: publicProcedure
    .input(ConsentRecordInputSchema)
    .mutation(({ ctx, input }) => recordConsent(visitorDeps(ctx), input)),
})

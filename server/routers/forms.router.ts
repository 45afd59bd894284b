import {
  DemoInputSchema,
  FormTokenRequestSchema,
  JoinInputSchema,
  TrainingInputSchema,
  WebinarInputSchema,
  type FormName,
  type ParsedFormInputs,
} from '../../shared/schemas/forms'
import { ConsentRecordInputSchema } from '../../shared/schemas/consent'
import { recordConsent } from '../services/consent.service'
import { acceptFormSubmission } from '../services/form-submission.service'
import { formSubmissionOf } from '../services/public-form-submissions'
import type { Context } from '../trpc/context'
import { publicProcedure, router } from '../trpc/init'

const submit = <F extends FormName>(ctx: Context, form: F, input: ParsedFormInputs[F]) =>
  acceptFormSubmission(
    {
      db: ctx.db,
      guard: ctx.services.formGuard,
      webhook: ctx.services.formWebhook,
      log: ctx.log,
      clientIp: ctx.clientIp,
    },
    formSubmissionOf(form, input, { db: ctx.db, now: ctx.services.now }),
  )

export const formsRouter = router({
  token: publicProcedure
    .input(FormTokenRequestSchema)
    .query(({ ctx, input }) => ctx.services.formGuard.issueToken(input.form)),

  webinar: publicProcedure.input(WebinarInputSchema).mutation(({ ctx, input }) => submit(ctx, 'webinar', input)),
  demo: publicProcedure.input(DemoInputSchema).mutation(({ ctx, input }) => submit(ctx, 'demo', input)),
  join: publicProcedure.input(JoinInputSchema).mutation(({ ctx, input }) => submit(ctx, 'join', input)),
  training: publicProcedure.input(TrainingInputSchema).mutation(({ ctx, input }) => submit(ctx, 'training', input)),

  /** A cookie-consent choice (GDPR Art. 7(1)): kept with its consent id, choices, time and text version; no IP. */
  recordConsent: publicProcedure
    .input(ConsentRecordInputSchema)
    .mutation(({ ctx, input }) =>
      recordConsent(
        { db: ctx.db, rateLimits: ctx.services.rateLimits, now: ctx.services.now, clientIp: ctx.clientIp },
        input,
      ),
    ),
})

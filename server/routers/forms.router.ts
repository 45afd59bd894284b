import {
  DemoInputSchema,
  FormTokenRequestSchema,
  JoinInputSchema,
  REGISTRATION_SOURCES,
  TrainingInputSchema,
  WEBHOOK_FORM_NAMES,
  WebinarInputSchema,
} from '../../shared/schemas/forms'
import { webinarTimeFor } from '../../shared/funnel/webinar-time'
import { ConsentRecordInputSchema } from '../../shared/schemas/consent'
import { recordConsent } from '../services/consent.service'
import { currentFunnelConfig } from '../services/funnel.service'
import { acceptFormSubmission, type FormSubmission } from '../services/form-submission.service'
import type { Context } from '../trpc/context'
import { publicProcedure, router } from '../trpc/init'

const submit = (ctx: Context, submission: FormSubmission) =>
  acceptFormSubmission(
    {
      db: ctx.db,
      guard: ctx.services.formGuard,
      webhook: ctx.services.formWebhook,
      log: ctx.log,
      clientIp: ctx.clientIp,
    },
    submission,
  )

/** Who sent a form, as every form's input carries it. */
const contact = ({ fullName, email }: { fullName: string; email: string }) => ({ fullName, email })
const person = (input: { submissionId: string; fullName: string; email: string }) => ({
  submissionId: input.submissionId,
  ...contact(input),
})

export const formsRouter = router({
  token: publicProcedure
    .input(FormTokenRequestSchema)
    .query(({ ctx, input }) => ctx.services.formGuard.issueToken(input.form)),

  webinar: publicProcedure.input(WebinarInputSchema).mutation(({ ctx, input }) => {
    // One instant for the registration and the webinar time worked out from it, so "10 minutes after" is exact.
    const registeredAt = new Date(ctx.services.now())
    return submit(ctx, {
      form: 'webinar',
      trapValue: input.company,
      formToken: input.formToken,
      registration: {
        ...person(input),
        source: REGISTRATION_SOURCES.webinar,
        metadata: {},
        registrationDate: registeredAt.toISOString(),
      },
      serverMetadata: async () => ({
        webinarTime: webinarTimeFor((await currentFunnelConfig(ctx.db, 'register')).webinarDate, registeredAt),
      }),
      webhook: {
        formName: WEBHOOK_FORM_NAMES.webinar,
        fields: contact(input),
      },
    })
  }),

  demo: publicProcedure.input(DemoInputSchema).mutation(({ ctx, input }) =>
    submit(ctx, {
      form: 'demo',
      trapValue: input.referralCode,
      formToken: input.formToken,
      registration: {
        ...person(input),
        source: REGISTRATION_SOURCES.demo,
        metadata: { pharmacyName: input.pharmacyName, position: input.position },
      },
      webhook: {
        formName: WEBHOOK_FORM_NAMES.demo,
        fields: {
          ...contact(input),
          pharmacyName: input.pharmacyName,
          position: input.position,
        },
      },
    }),
  ),

  join: publicProcedure.input(JoinInputSchema).mutation(({ ctx, input }) =>
    submit(ctx, {
      form: 'join',
      trapValue: input.referralCode,
      formToken: input.formToken,
      registration: {
        ...person(input),
        source: REGISTRATION_SOURCES.join,
        metadata: { pharmacyName: input.pharmacyName },
      },
    }),
  ),

  training: publicProcedure.input(TrainingInputSchema).mutation(({ ctx, input }) =>
    submit(ctx, {
      form: 'training',
      trapValue: input.referralCode,
      formToken: input.formToken,
      registration: {
        ...person(input),
        source: REGISTRATION_SOURCES.training,
        metadata: { company: input.company, message: input.message, type: 'training-inquiry' },
      },
    }),
  ),

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

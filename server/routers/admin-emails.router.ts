import {
  AdminEmailMessages,
  EmailTextsInputSchema,
  RegistrationEmailsInputSchema,
  type OutboxStatus,
  type RegistrationEmail,
} from '../../shared/schemas/admin-emails'
import { outboxHealth } from '../outbox/outbox.repository'
import {
  emailTextsForAdmin,
  queueConfirmationAgain,
  queueTestEmail,
  registrationEmails,
  saveEmailTexts,
} from '../services/admin-emails.service'
import { adminProcedure, router } from '../trpc/init'

/** The admin's e-mails: the editable texts and their tests, each registration's e-mails, and the outbox's health. */
export const adminEmailsRouter = router({
  texts: adminProcedure.query(({ ctx }) => emailTextsForAdmin(ctx.db)),

  saveTexts: adminProcedure.input(EmailTextsInputSchema).mutation(async ({ ctx, input }) => {
    await saveEmailTexts(ctx.db, input, ctx.services.now())
    return { ok: true as const }
  }),

  /** The texts being edited, sent to the signed-in admin for a made-up registrant. */
  sendTest: adminProcedure.input(EmailTextsInputSchema).mutation(async ({ ctx, input }) => {
    const queued = await queueTestEmail(ctx.db, input, ctx.session.user, {
      siteUrl: ctx.services.env.siteUrl,
      contactEmail: ctx.services.env.CONTACT_EMAIL,
      now: ctx.services.now(),
    })
    ctx.services.outbox.wake()
    return { ...queued, message: AdminEmailMessages.testQueued(queued.to) }
  }),

  ofRegistration: adminProcedure
    .input(RegistrationEmailsInputSchema)
    .query(({ ctx, input }): Promise<RegistrationEmail[]> => registrationEmails(ctx.db, input.id)),

  resendConfirmation: adminProcedure.input(RegistrationEmailsInputSchema).mutation(async ({ ctx, input }) => {
    await queueConfirmationAgain(ctx.db, input.id, ctx.services.now())
    ctx.services.outbox.wake()
    return { ok: true as const }
  }),

  status: adminProcedure.query(async ({ ctx }): Promise<OutboxStatus> => ({
    ...(await outboxHealth(ctx.db, ctx.services.now())),
    transport: ctx.services.mailer.transport,
  })),
})

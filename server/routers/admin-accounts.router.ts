import {
  AdminIdInputSchema,
  InviteAdminInputSchema,
  SetPasswordWithLinkInputSchema,
  type AdminAccount,
  type PasswordLink,
} from '../../shared/schemas/admin-accounts'
import type { AdminUser } from '../../shared/schemas/admin'
import { disableAdmin, enableAdmin, inviteAdmin, listAdmins } from '../services/admin-accounts.service'
import { queueAdminInvitation } from '../mail/admin-invitation-email'
import { setPasswordWithLink } from '../services/password-link.service'
import type { Context } from '../trpc/context'
import { adminProcedure, publicProcedure, router } from '../trpc/init'

const accountDependencies = (ctx: Context) => ({ db: ctx.db, now: ctx.services.now, log: ctx.log })

/** The admins, managed by any admin: invite with a one-time link, disable, enable. */
export const adminAccountsRouter = router({
  list: adminProcedure.query(({ ctx }): Promise<AdminAccount[]> => listAdmins(ctx.db)),

  /** With a mail server configured the link also goes to the new admin by e-mail; it is always shown to copy. */
  invite: adminProcedure.input(InviteAdminInputSchema).mutation(async ({ ctx, input }): Promise<PasswordLink> => {
    const link = await inviteAdmin(accountDependencies(ctx), {
      email: input.email,
      invitedBy: ctx.session.user.id,
      siteUrl: ctx.services.env.siteUrl,
    })
    if (ctx.services.mailer.transport.kind !== 'smtp') return { ...link, emailed: false }
    await queueAdminInvitation(ctx.db, link, {
      invitedBy: ctx.session.user.email,
      now: ctx.services.now(),
      sealKey: await ctx.services.outboxSealKey(),
    })
    ctx.services.outbox.wake()
    return { ...link, emailed: true }
  }),

  disable: adminProcedure.input(AdminIdInputSchema).mutation(async ({ ctx, input }) => {
    await disableAdmin(accountDependencies(ctx), { userId: input.userId, disabledBy: ctx.session.user.id })
    return { ok: true as const }
  }),

  enable: adminProcedure.input(AdminIdInputSchema).mutation(async ({ ctx, input }) => {
    await enableAdmin(accountDependencies(ctx), { userId: input.userId, enabledBy: ctx.session.user.id })
    return { ok: true as const }
  }),

  /** The page a set-password link opens calls this: the link's token is the credential, so it is public. */
  setPasswordWithLink: publicProcedure
    .input(SetPasswordWithLinkInputSchema)
    .mutation(({ ctx, input }): Promise<AdminUser> =>
      setPasswordWithLink(
        { db: ctx.db, now: ctx.services.now, sessionCookie: ctx.sessionCookie, log: ctx.log },
        { ...input, replacedSessionId: ctx.session?.session.id ?? null },
      ),
    ),
})

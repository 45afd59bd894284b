import {
  AdminIdInputSchema,
  InviteAdminInputSchema,
  SetPasswordWithLinkInputSchema,
  type AdminAccount,
  type PasswordLink,
} from '../../shared/schemas/admin-accounts'
import type { AdminUser } from '../../shared/schemas/admin'
import { disableAdmin, enableAdmin, inviteAdmin, listAdmins } from '../services/admin-accounts.service'
import { setPasswordWithLink } from '../services/password-link.service'
import type { Context } from '../trpc/context'
import { adminProcedure, publicProcedure, router } from '../trpc/init'

const accountDependencies = (ctx: Context) => ({ db: ctx.db, now: ctx.services.now, log: ctx.log })

/** The admins, managed by any admin: invite with a one-time link, disable, enable. */
export const adminAccountsRouter = router({
  list: adminProcedure.query(({ ctx }): Promise<AdminAccount[]> => listAdmins(ctx.db)),

  invite: adminProcedure.input(InviteAdminInputSchema).mutation(({ ctx, input }): Promise<PasswordLink> =>
    inviteAdmin(accountDependencies(ctx), {
      email: input.email,
      invitedBy: ctx.session.user.id,
      siteUrl: ctx.services.env.siteUrl,
    }),
  ),

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

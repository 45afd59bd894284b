import { ADMIN_ROLE, LoginInputSchema, type AdminUser } from '../../shared/schemas/admin'
import { invalidateSession } from '../auth/session'
import { loginAdmin } from '../services/admin-login.service'
import { publicProcedure, router } from '../trpc/init'

export const adminRouter = router({
  login: publicProcedure
    .input(LoginInputSchema)
    .mutation(({ ctx, input }) =>
      loginAdmin(
        { db: ctx.db, throttle: ctx.services.loginThrottle, log: ctx.log, sessionCookie: ctx.sessionCookie },
        { ...input, clientIp: ctx.clientIp },
      ),
    ),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.session.id)
    ctx.sessionCookie.clear()
    return { ok: true as const }
  }),

  /** The signed-in admin, or null; a session of a non-admin counts as signed out. */
  me: publicProcedure.query(({ ctx }): AdminUser | null => {
    const user = ctx.session?.user
    return user?.role === ADMIN_ROLE ? user : null
  }),
})

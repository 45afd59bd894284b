import { ChangePasswordInputSchema, SessionIdInputSchema, type OwnSession } from '../../shared/schemas/admin-accounts'
import {
  changeOwnPassword,
  endOtherOwnSessions,
  endOwnSession,
  listOwnSessions,
  type SignedInCaller,
} from '../services/own-account.service'
import { adminProcedure, router } from '../trpc/init'

const signedInCaller = ({ session }: { session: { session: { id: string }; user: { id: number; email: string } } }) =>
  ({ userId: session.user.id, email: session.user.email, sessionId: session.session.id }) satisfies SignedInCaller

/** The signed-in admin's own password and sessions. */
export const ownAccountRouter = router({
  changePassword: adminProcedure
    .input(ChangePasswordInputSchema)
    .mutation(({ ctx, input }) =>
      changeOwnPassword(
        { db: ctx.db, throttle: ctx.services.loginThrottle, log: ctx.log },
        { ...signedInCaller(ctx), clientIp: ctx.clientIp },
        input,
      ),
    ),

  sessions: adminProcedure.query(({ ctx }): Promise<OwnSession[]> =>
    listOwnSessions(ctx.db, signedInCaller(ctx), ctx.services.now()),
  ),

  endSession: adminProcedure.input(SessionIdInputSchema).mutation(async ({ ctx, input }) => {
    await endOwnSession({ db: ctx.db, sessionCookie: ctx.sessionCookie }, signedInCaller(ctx), input.sessionId)
    return { ok: true as const }
  }),

  endOtherSessions: adminProcedure.mutation(({ ctx }) => endOtherOwnSessions(ctx.db, signedInCaller(ctx))),
})

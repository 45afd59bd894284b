import { TRPCError } from '@trpc/server'
import { ADMIN_ROLE, AdminMessages, type AdminUser, type LoginInput } from '../../shared/schemas/admin'
import { dummyPasswordHash, verifyPassword } from '../auth/password'
import { createSession, generateSessionToken } from '../auth/session'
import { findUserByEmail } from '../repositories/user.repository'
import type { Context } from '../trpc/context'

/**
 * Checks the throttle, then the password, then the role. A user who is not an admin gets no session at all,
 * which is what "signed out at sign-in" comes to on a server that issues sessions only after these checks.
 */
export async function loginAdmin(ctx: Context, input: LoginInput): Promise<AdminUser> {
  const throttle = ctx.services.loginThrottle
  const waitMs = throttle.retryAfterMs(ctx.clientIp, input.email)
  if (waitMs > 0) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: AdminMessages.tooManyAttempts(Math.ceil(waitMs / 60_000)),
    })
  }

  const user = await findUserByEmail(ctx.db, input.email)
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password)
  if (!user || !passwordMatches) {
    throttle.recordFailure(ctx.clientIp, input.email)
    ctx.log.warn({ event: 'login_failed' }, 'admin login failed')
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AdminMessages.invalidCredentials })
  }
  throttle.recordSuccess(input.email)

  if (user.role !== ADMIN_ROLE) {
    ctx.log.warn({ event: 'login_refused_role', userId: user.id }, 'non-admin login refused')
    throw new TRPCError({ code: 'FORBIDDEN', message: AdminMessages.accessDenied })
  }

  const token = generateSessionToken()
  const session = await createSession(ctx.db, token, user.id)
  ctx.sessionCookie.set(token, session.expiresAt)
  return { id: user.id, email: user.email, role: user.role }
}

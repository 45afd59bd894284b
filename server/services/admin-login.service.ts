import type { Kysely } from 'kysely'
import { ADMIN_ROLE, AdminMessages, type AdminUser, type LoginInput } from '../../shared/schemas/admin'
import type { LoginThrottle } from '../auth/login-throttle'
import { dummyPasswordHash, verifyPassword } from '../auth/password'
import { createSession, generateSessionToken } from '../auth/session'
import type { SessionCookieJar } from '../auth/session-cookie'
import type { Database } from '../db/schema'
import { findUserByEmail } from '../repositories/user.repository'
import { DomainError } from './domain-error'

export interface LoginDependencies {
  db: Kysely<Database>
  throttle: LoginThrottle
  log: { warn(fields: object, message: string): void }
  sessionCookie: SessionCookieJar
}

export interface LoginAttempt extends LoginInput {
  clientIp: string
}

/**
 * Reserves the attempt with the throttle, then checks the password, then that the account is enabled, then the role.
 * A user who is not an admin gets no session at all, which is what "signed out at sign-in" comes to on a server that
 * issues sessions only after these checks.
 */
export async function loginAdmin(
  { db, throttle, log, sessionCookie }: LoginDependencies,
  { email, password, clientIp }: LoginAttempt,
): Promise<AdminUser> {
  const reservation = await throttle.reserve(clientIp, email)
  if (!reservation.granted) {
    log.warn({ event: 'login_throttled' }, 'admin login throttled')
    throw new DomainError(
      'too-many-requests',
      AdminMessages.tooManyAttempts(Math.ceil(reservation.retryAfterMs / 60_000)),
    )
  }

  const user = await findUserByEmail(db, email)
  // An invited user without a password yet is checked against the dummy hash too, so timing tells nothing.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password)
  if (!user?.passwordHash || !passwordMatches) {
    log.warn({ event: 'login_failed' }, 'admin login failed')
    throw new DomainError('unauthorized', AdminMessages.invalidCredentials)
  }
  // Only after the right password is a disabled account named as such; its attempts still count towards the throttle.
  if (user.disabledAt) {
    log.warn({ event: 'login_refused_disabled', userId: user.id }, 'disabled user login refused')
    throw new DomainError('forbidden', AdminMessages.accountDisabled)
  }
  await reservation.succeeded()

  if (user.role !== ADMIN_ROLE) {
    log.warn({ event: 'login_refused_role', userId: user.id }, 'non-admin login refused')
    throw new DomainError('forbidden', AdminMessages.accessDenied)
  }

  const token = generateSessionToken()
  const session = await createSession(db, token, user.id)
  sessionCookie.set(token, session.expiresAt)
  return { id: user.id, email: user.email, role: user.role }
}

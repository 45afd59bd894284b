import type { Kysely } from 'kysely'
import { AdminMessages } from '../../shared/schemas/admin'
import { AdminAccountMessages, type ChangePasswordInput, type OwnSession } from '../../shared/schemas/admin-accounts'
import type { LoginThrottle } from '../auth/login-throttle'
import { hashPassword, verifyPassword } from '../auth/password'
import type { SessionCookieJar } from '../auth/session-cookie'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { deleteOtherSessionsOfUser, deleteSessionOfUser, listSessionsOfUser } from '../repositories/session.repository'
import { findUserById, updateUserPassword } from '../repositories/user.repository'
import { DomainError } from './domain-error'

/** Who is asking: the signed-in admin and the session they ask with. */
export interface SignedInCaller {
  userId: number
  email: string
  sessionId: string
}

export interface ChangePasswordDependencies {
  db: Kysely<Database>
  throttle: LoginThrottle
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void }
}

/**
 * Sets a new password once the current one is given, then ends every other session of the admin (this one stays).
 * The current password is checked through the login throttle, so a session left open somewhere cannot be used to
 * guess it. A wrong one is a bad request, not "unauthorized": the session itself is fine.
 */
export async function changeOwnPassword(
  { db, throttle, log }: ChangePasswordDependencies,
  caller: SignedInCaller & { clientIp: string },
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<{ endedSessions: number }> {
  const reservation = await throttle.reserve(caller.clientIp, caller.email)
  if (!reservation.granted) {
    throw new DomainError(
      'too-many-requests',
      AdminMessages.tooManyAttempts(Math.ceil(reservation.retryAfterMs / 60_000)),
    )
  }
  const user = await findUserById(db, caller.userId)
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    log.warn({ event: 'password_change_refused', userId: caller.userId }, 'password change: wrong current password')
    throw new DomainError('bad-request', AdminAccountMessages.wrongCurrentPassword)
  }
  await reservation.succeeded()
  const passwordHash = await hashPassword(newPassword)
  const endedSessions = await db.transaction().execute(async (trx) => {
    // Disabled meanwhile: this session has ended with the others.
    if (!(await updateUserPassword(trx, caller.userId, passwordHash))) {
      throw new DomainError('unauthorized', AdminMessages.signInRequired)
    }
    return deleteOtherSessionsOfUser(trx, caller.userId, caller.sessionId)
  })
  log.info({ event: 'password_changed', userId: caller.userId, endedSessions }, 'admin changed their password')
  return { endedSessions }
}

export async function listOwnSessions(
  db: Kysely<Database>,
  caller: SignedInCaller,
  now: number,
): Promise<OwnSession[]> {
  const sessions = await listSessionsOfUser(db, caller.userId, now)
  return sessions.map((session) => ({
    id: session.id,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt === null ? null : toIsoTime(new Date(session.lastSeenAt)),
    expiresAt: toIsoTime(new Date(session.expiresAt)),
    current: session.id === caller.sessionId,
  }))
}

/** Ends one of the admin's own sessions; ending the current one signs this browser out too. */
export async function endOwnSession(
  { db, sessionCookie }: { db: Kysely<Database>; sessionCookie: SessionCookieJar },
  caller: SignedInCaller,
  sessionId: string,
): Promise<void> {
  if (!(await deleteSessionOfUser(db, caller.userId, sessionId))) {
    throw new DomainError('not-found', AdminAccountMessages.sessionNotFound)
  }
  if (sessionId === caller.sessionId) sessionCookie.clear()
}

export async function endOtherOwnSessions(db: Kysely<Database>, caller: SignedInCaller): Promise<{ ended: number }> {
  return { ended: await deleteOtherSessionsOfUser(db, caller.userId, caller.sessionId) }
}

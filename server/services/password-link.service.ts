import type { Kysely } from 'kysely'
import { ADMIN_ROLE, type AdminUser } from '../../shared/schemas/admin'
import { AdminAccountMessages, type SetPasswordWithLinkInput } from '../../shared/schemas/admin-accounts'
import { hashPassword } from '../auth/password'
import { passwordTokenHash } from '../auth/password-link'
import { createSession, generateSessionToken, invalidateSession } from '../auth/session'
import type { SessionCookieJar } from '../auth/session-cookie'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import {
  claimPasswordToken,
  deleteUnusedPasswordTokensOfUser,
  findPasswordToken,
} from '../repositories/password-token.repository'
import { deleteSessionsOfUser } from '../repositories/session.repository'
import { findUserById, updateUserPassword } from '../repositories/user.repository'
import { DomainError } from './domain-error'

export interface PasswordLinkDependencies {
  db: Kysely<Database>
  now: () => number
  sessionCookie: SessionCookieJar
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void }
}

const linkInvalid = () => new DomainError('bad-request', AdminAccountMessages.linkInvalid)

/**
 * Sets the password of the link's owner and signs them in, once: the link is claimed in the same transaction that
 * sets the password, so of two uses at once only one succeeds; a used, expired, unknown or revoked link (its owner
 * disabled) is refused with one text. A session the browser held before (another admin's) ends, as its cookie is
 * replaced.
 */
export async function setPasswordWithLink(
  { db, now, sessionCookie, log }: PasswordLinkDependencies,
  { token, password, replacedSessionId }: SetPasswordWithLinkInput & { replacedSessionId: string | null },
): Promise<AdminUser> {
  const tokenHash = passwordTokenHash(token)
  const at = now()
  const found = await findPasswordToken(db, tokenHash)
  // Checked before the password is hashed, so a made-up link costs one indexed read, not an Argon2 hash.
  if (!found || found.usedAt !== null || found.expiresAt <= at) {
    log.warn({ event: 'password_link_refused' }, 'set-password link refused')
    throw linkInvalid()
  }
  const passwordHash = await hashPassword(password)
  const user = await db.transaction().execute(async (trx) => {
    if (!(await claimPasswordToken(trx, tokenHash, at, toIsoTime(new Date(at))))) throw linkInvalid()
    const owner = await findUserById(trx, found.userId)
    if (owner?.role !== ADMIN_ROLE || owner.disabledAt || !(await updateUserPassword(trx, owner.id, passwordHash))) {
      throw linkInvalid()
    }
    await deleteUnusedPasswordTokensOfUser(trx, owner.id)
    await deleteSessionsOfUser(trx, owner.id)
    return owner
  })
  if (replacedSessionId) await invalidateSession(db, replacedSessionId)
  const sessionToken = generateSessionToken()
  const session = await createSession(db, sessionToken, user.id)
  sessionCookie.set(sessionToken, session.expiresAt)
  log.info({ event: 'password_set_with_link', userId: user.id }, 'password set with a one-time link')
  return { id: user.id, email: user.email, role: user.role }
}

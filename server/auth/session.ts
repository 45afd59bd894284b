// Sessions as Lucia's guide describes them (https://lucia-auth.com/sessions/basic): a random token goes to the
// cookie, only its SHA-256 hash is stored, expiry slides forward while the session is used.
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import type { Kysely } from 'kysely'
import { SESSION_LIFETIME_MS } from '../../shared/admin-session'
import type { Database } from '../db/schema'
import {
  deleteSession,
  findSessionWithUser,
  insertSession,
  updateSessionActivity,
} from '../repositories/session.repository'

// Shared with the privacy policy, which names the cookie and its lifetime.
export { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '../../shared/admin-session'

const SESSION_RENEW_WITHIN_MS = SESSION_LIFETIME_MS / 2
/**
 * A session's "last seen" is written when it is this old, not on every request: the admin's list of sessions needs
 * minutes, and a write per request would cost every admin call a second statement.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000

export interface SessionUser {
  id: number
  email: string
  role: string
}

export interface Session {
  id: string
  expiresAt: number
}

export interface ValidatedSession {
  session: Session
  user: SessionUser
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

export async function createSession(db: Kysely<Database>, token: string, userId: number): Promise<Session> {
  const session = { id: sessionIdFromToken(token), expiresAt: Date.now() + SESSION_LIFETIME_MS }
  await insertSession(db, { ...session, userId })
  return session
}

/**
 * Returns the session and its user, extending the expiry when it is past half its life and noting the use when the
 * last noted one is over SESSION_TOUCH_INTERVAL_MS ago; null when invalid (unknown, expired, or its user disabled).
 */
export async function validateSessionToken(db: Kysely<Database>, token: string): Promise<ValidatedSession | null> {
  const found = await findSessionWithUser(db, sessionIdFromToken(token))
  if (!found) return null
  const now = Date.now()
  if (now >= found.expiresAt) {
    await deleteSession(db, found.id)
    return null
  }
  const renew = now >= found.expiresAt - SESSION_RENEW_WITHIN_MS
  const expiresAt = renew ? now + SESSION_LIFETIME_MS : found.expiresAt
  if (renew || found.lastSeenAt === null || now - found.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
    await updateSessionActivity(db, found.id, { expiresAt, lastSeenAt: now })
  }
  return {
    session: { id: found.id, expiresAt },
    user: { id: found.userId, email: found.email, role: found.role },
  }
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId)
}

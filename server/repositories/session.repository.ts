import type { Kysely, Transaction } from 'kysely'
import { toIsoTime } from '../db/time'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface SessionWithUser {
  id: string
  userId: number
  expiresAt: number
  lastSeenAt: number | null
  email: string
  role: string
}

/** A session as its owner sees it in their list. */
export interface SessionSummary {
  id: string
  createdAt: string
  /** Milliseconds since the epoch; null for a session from before this was kept. */
  lastSeenAt: number | null
  expiresAt: number
}

export async function insertSession(db: Db, session: { id: string; userId: number; expiresAt: number }): Promise<void> {
  const now = new Date()
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      created_at: toIsoTime(now),
      last_seen_at: now.getTime(),
    })
    .execute()
}

/** The session and its user; none for a disabled user, whatever sessions a race may have left. */
export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.email',
      'users.role',
    ])
    .where('sessions.id', '=', sessionId)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      expiresAt: Number(row.expires_at),
      lastSeenAt: row.last_seen_at === null ? null : Number(row.last_seen_at),
      email: row.email,
      role: row.role,
    }
  )
}

export async function updateSessionExpiry(db: Db, sessionId: string, expiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute()
}

export async function updateSessionActivity(
  db: Db,
  sessionId: string,
  activity: { expiresAt: number; lastSeenAt: number },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: activity.expiresAt, last_seen_at: activity.lastSeenAt })
    .where('id', '=', sessionId)
    .execute()
}

/** The user's sessions that have not expired at `now`, the most recently used first. */
export async function listSessionsOfUser(db: Db, userId: number, now: number): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at === null ? null : Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
  }))
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

/** Deletes the session only if it is the user's own; false when it is not (or no longer) there. */
export async function deleteSessionOfUser(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

/** Every session of the user but `keptSessionId`; answers how many ended. */
export async function deleteOtherSessionsOfUser(db: Db, userId: number, keptSessionId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keptSessionId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}

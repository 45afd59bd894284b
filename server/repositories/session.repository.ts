import type { Kysely, Transaction } from 'kysely'
import { toIsoTime } from '../db/time'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface SessionWithUser {
  id: string
  userId: number
  expiresAt: number
  email: string
  role: string
}

export async function insertSession(db: Db, session: { id: string; userId: number; expiresAt: number }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      created_at: toIsoTime(),
    })
    .execute()
}

export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'users.email', 'users.role'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      expiresAt: Number(row.expires_at),
      email: row.email,
      role: row.role,
    }
  )
}

export async function updateSessionExpiry(db: Db, sessionId: string, expiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute()
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}

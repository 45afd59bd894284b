import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface NewPasswordToken {
  tokenHash: string
  userId: number
  createdBy: number | null
  expiresAt: number
  createdAt: string
}

export interface PasswordToken {
  tokenHash: string
  userId: number
  expiresAt: number
  usedAt: string | null
}

export async function insertPasswordToken(db: Db, token: NewPasswordToken): Promise<void> {
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      created_by: token.createdBy,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.createdAt,
    })
    .execute()
}

export async function findPasswordToken(db: Db, tokenHash: string): Promise<PasswordToken | undefined> {
  const row = await db
    .selectFrom('password_tokens')
    .select(['token_hash', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return (
    row && { tokenHash: row.token_hash, userId: row.user_id, expiresAt: Number(row.expires_at), usedAt: row.used_at }
  )
}

/** Marks the token used if it is unused and unexpired at `now`, in one statement; false when it was not. */
export async function claimPasswordToken(db: Db, tokenHash: string, now: number, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: usedAt })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Ends every link of the user that has not been used, so an older or a revoked one stops working. */
export async function deleteUnusedPasswordTokensOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute()
}

export async function deleteExpiredPasswordTokens(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('password_tokens').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}

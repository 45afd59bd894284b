import type { Kysely, Transaction } from 'kysely'
import { toIsoTime } from '../db/time'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface UserCredentials {
  id: number
  email: string
  role: string
  passwordHash: string
}

export async function findUserByEmail(db: Db, email: string): Promise<UserCredentials | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  return row && { id: row.id, email: row.email, role: row.role, passwordHash: row.password_hash }
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function insertUser(db: Db, user: { email: string; passwordHash: string; role: string }): Promise<number> {
  const result = await db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      role: user.role,
      created_at: toIsoTime(),
    })
    .executeTakeFirstOrThrow()
  return Number(result.insertId)
}

export async function updateUserCredentials(
  db: Db,
  userId: number,
  changes: { passwordHash: string; role: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: changes.passwordHash, role: changes.role })
    .where('id', '=', userId)
    .execute()
}

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/password'
import type { Database } from '../db/schema'
import type { Env } from '../env'
import { deleteSessionsOfUser } from '../repositories/session.repository'
import { countUsers, findUserByEmail, insertUser, updateUserCredentials } from '../repositories/user.repository'

export interface UserAccountInput {
  email: string
  password: string
  role: string
}

/** Creates the user, or sets a new password and role; a changed password ends every session of that user. */
export async function upsertUser(db: Kysely<Database>, input: UserAccountInput): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(input.password)
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, input.email)
    if (!existing) {
      await insertUser(trx, { email: input.email, passwordHash, role: input.role })
      return 'created'
    }
    await updateUserCredentials(trx, existing.id, { passwordHash, role: input.role })
    await deleteSessionsOfUser(trx, existing.id)
    return 'updated'
  })
}

/** With no users yet and ADMIN_EMAIL/ADMIN_PASSWORD set, creates the first admin. */
export async function ensureFirstAdmin(db: Kysely<Database>, env: Env, log: FastifyBaseLogger): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return
  if ((await countUsers(db)) > 0) return
  await upsertUser(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: 'admin' })
  log.info({ email: env.ADMIN_EMAIL }, 'created the first admin from ADMIN_EMAIL')
}

import type { DbHandle } from '../server/db/client'
import { upsertUser } from '../server/services/user-accounts.service'
import { findUserByEmail } from '../server/repositories/user.repository'

let sequence = 0

export interface TestUser {
  id: number
  email: string
  password: string
  role: string
}

/** Creates a user with a unique e-mail; role defaults to admin. */
export async function createUser(db: DbHandle, overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  sequence += 1
  const user = {
    email: overrides.email ?? `user${sequence}@example.com`,
    password: overrides.password ?? `password-${sequence}-long`,
    role: overrides.role ?? 'admin',
  }
  await upsertUser(db.db, user)
  const found = await findUserByEmail(db.db, user.email)
  if (!found) throw new Error('user not created')
  return { ...user, id: found.id }
}

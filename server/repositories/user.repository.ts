import type { Kysely, Transaction } from 'kysely'
import { ADMIN_ROLE } from '../../shared/schemas/admin'
import { lockedForUpdate } from '../db/locked-for-update'
import { toIsoTime } from '../db/time'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** What `password_hash` holds for an invited user who has not set a password yet: no password verifies against it. */
const NO_PASSWORD = ''

export interface UserCredentials {
  id: number
  email: string
  role: string
  /** Null while an invited user has not set a password. */
  passwordHash: string | null
  disabledAt: string | null
}

/** An admin as the admin's list shows them. */
export interface AdminAccountRow {
  id: number
  email: string
  createdAt: string
  disabledAt: string | null
  hasPassword: boolean
}

const credentialColumns = ['id', 'email', 'role', 'password_hash', 'disabled_at'] as const

function toCredentials(row: {
  id: number
  email: string
  role: string
  password_hash: string
  disabled_at: string | null
}): UserCredentials {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    passwordHash: row.password_hash === NO_PASSWORD ? null : row.password_hash,
    disabledAt: row.disabled_at,
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserCredentials | undefined> {
  const row = await db
    .selectFrom('users')
    .select(credentialColumns)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  return row && toCredentials(row)
}

export async function findUserById(db: Db, userId: number): Promise<UserCredentials | undefined> {
  const row = await db.selectFrom('users').select(credentialColumns).where('id', '=', userId).executeTakeFirst()
  return row && toCredentials(row)
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** A new user; `passwordHash: null` is an invited user who sets the password through a one-time link. */
export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string | null; role: string; createdAt?: string },
): Promise<number> {
  const result = await db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash ?? NO_PASSWORD,
      role: user.role,
      created_at: user.createdAt ?? toIsoTime(),
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

/** Sets the password of a user who is not disabled; false when there is no such user. */
export async function updateUserPassword(db: Db, userId: number, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Disables (a time) or enables (null) a user. */
export async function updateUserDisabledAt(db: Db, userId: number, disabledAt: string | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute()
}

/** Every user with the admin role, oldest first. */
export async function listAdminAccounts(db: Db): Promise<AdminAccountRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'created_at', 'disabled_at', 'password_hash'])
    .where('role', '=', ADMIN_ROLE)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    hasPassword: row.password_hash !== NO_PASSWORD,
  }))
}

/**
 * The ids of the admins who can sign in (admin role, a password set, not disabled), their rows locked until the
 * transaction ends, so two admins disabling each other at once cannot leave none.
 */
export async function lockActiveAdminIds(trx: Transaction<Database>): Promise<number[]> {
  const rows = await lockedForUpdate(
    trx,
    trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', ADMIN_ROLE)
      .where('disabled_at', 'is', null)
      .where('password_hash', '<>', NO_PASSWORD),
  ).execute()
  return rows.map((row) => row.id)
}

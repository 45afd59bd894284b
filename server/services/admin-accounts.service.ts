import type { Kysely } from 'kysely'
import { ADMIN_ROLE } from '../../shared/schemas/admin'
import {
  AdminAccountMessages,
  PASSWORD_LINK_LIFETIME_MS,
  type AdminAccount,
  type PasswordLink,
} from '../../shared/schemas/admin-accounts'
import { generatePasswordLinkToken, passwordLinkUrl, passwordTokenHash } from '../auth/password-link'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'
import { deleteUnusedPasswordTokensOfUser, insertPasswordToken } from '../repositories/password-token.repository'
import { deleteSessionsOfUser } from '../repositories/session.repository'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listAdminAccounts,
  lockActiveAdminIds,
  updateUserDisabledAt,
  type AdminAccountRow,
} from '../repositories/user.repository'
import { DomainError } from './domain-error'

export interface AdminAccountDependencies {
  db: Kysely<Database>
  now: () => number
  log: { info(fields: object, message: string): void }
}

function toAdminAccount(row: AdminAccountRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    status: row.disabledAt ? 'disabled' : row.hasPassword ? 'active' : 'invited',
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
  }
}

export async function listAdmins(db: Kysely<Database>): Promise<AdminAccount[]> {
  return (await listAdminAccounts(db)).map(toAdminAccount)
}

/**
 * Makes `email` an invited admin with a one-time link to set the password (valid PASSWORD_LINK_LIFETIME_MS); for an
 * admin invited before who has not set one, a new link replaces the earlier ones. The link goes back to the inviting
 * admin to pass on; this is where an e-mail to the invitee would be sent from once the site sends mail.
 */
export async function inviteAdmin(
  { db, now, log }: AdminAccountDependencies,
  { email, invitedBy, siteUrl }: { email: string; invitedBy: number; siteUrl: string },
): Promise<PasswordLink> {
  const at = now()
  const token = generatePasswordLinkToken()
  const expiresAt = at + PASSWORD_LINK_LIFETIME_MS
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, email)
      if (existing && existing.role !== ADMIN_ROLE) {
        throw new DomainError('conflict', AdminAccountMessages.emailTaken)
      }
      if (existing?.disabledAt) throw new DomainError('conflict', AdminAccountMessages.disabledAccount)
      if (existing?.passwordHash) throw new DomainError('conflict', AdminAccountMessages.alreadyAdmin)
      const userId =
        existing?.id ??
        (await insertUser(trx, { email, passwordHash: null, role: ADMIN_ROLE, createdAt: toIsoTime(new Date(at)) }))
      await deleteUnusedPasswordTokensOfUser(trx, userId)
      await insertPasswordToken(trx, {
        tokenHash: passwordTokenHash(token),
        userId,
        createdBy: invitedBy,
        expiresAt,
        createdAt: toIsoTime(new Date(at)),
      })
      return userId
    })
  let userId: number
  try {
    userId = await attempt()
  } catch (error) {
    // The same address invited twice at once: the invitation that lost the race to create the user replaces the link.
    if (!isUniqueViolation(error)) throw error
    userId = await attempt()
  }
  log.info({ event: 'admin_invited', userId, invitedBy }, 'admin invited')
  return { email: email.toLowerCase(), url: passwordLinkUrl(siteUrl, token), expiresAt: toIsoTime(new Date(expiresAt)) }
}

/**
 * Disables an admin: their sessions and unused links end in the same transaction. The last admin who can sign in is
 * never disabled; the active admins are locked while this is decided, so two admins disabling each other at once
 * cannot both succeed.
 */
export async function disableAdmin(
  { db, now, log }: AdminAccountDependencies,
  { userId, disabledBy }: { userId: number; disabledBy: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const active = await lockActiveAdminIds(trx)
    const target = await findUserById(trx, userId)
    if (target?.role !== ADMIN_ROLE) throw new DomainError('not-found', AdminAccountMessages.adminNotFound)
    if (target.disabledAt) return
    if (active.length === 1 && active[0] === userId) {
      throw new DomainError('conflict', AdminAccountMessages.lastActiveAdmin)
    }
    await updateUserDisabledAt(trx, userId, toIsoTime(new Date(now())))
    await deleteSessionsOfUser(trx, userId)
    await deleteUnusedPasswordTokensOfUser(trx, userId)
  })
  log.info({ event: 'admin_disabled', userId, disabledBy }, 'admin disabled')
}

/** Lets a disabled admin sign in again (an invitee who never set a password is invited again for a new link). */
export async function enableAdmin(
  { db, log }: AdminAccountDependencies,
  { userId, enabledBy }: { userId: number; enabledBy: number },
): Promise<void> {
  const target = await findUserById(db, userId)
  if (target?.role !== ADMIN_ROLE) throw new DomainError('not-found', AdminAccountMessages.adminNotFound)
  await updateUserDisabledAt(db, userId, null)
  log.info({ event: 'admin_enabled', userId, enabledBy }, 'admin enabled')
}

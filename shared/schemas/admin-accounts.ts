import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './admin'
import { singleLineText } from './text'

/** The Admins tab's texts; the admin area is English (docs/decisions.md) and the spec has none for these. */
export const AdminAccountMessages = {
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordsDiffer: 'The two passwords differ',
  invalidEmail: 'Enter a valid e-mail address',
  emailTaken: 'This e-mail address already belongs to an account',
  alreadyAdmin: 'An admin with this e-mail address already exists',
  disabledAccount: 'This admin is disabled: enable them instead of inviting them again',
  adminNotFound: 'No such admin',
  lastActiveAdmin: 'The last active admin cannot be disabled',
  linkInvalid: 'This link is invalid, has already been used or has expired. Ask an admin for a new one.',
  wrongCurrentPassword: 'The current password is not correct',
  currentPasswordRequired: 'Enter your current password',
  sessionNotFound: 'This session has already ended',
  /** The spec's admin toast for a change that could not be saved. */
  saveFailed: 'Failed to save changes',
  listFailed: 'Failed to load the admins',
  sessionsFailed: 'Failed to load your sessions',
  setPasswordFailed: 'The password could not be set; try again',
  linkMade: (email: string) => `Invitation link made for ${email}`,
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied: select it and copy it yourself',
  disabled: (email: string) => `${email} is disabled and signed out`,
  enabled: (email: string) => `${email} can sign in again`,
  confirmDisable: (email: string, self: boolean) =>
    self
      ? 'Disable your own account? You will be signed out and cannot sign in until another admin enables you.'
      : `Disable ${email}? Their sessions end at once and they cannot sign in until enabled again.`,
  passwordChanged: 'Password changed',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'You had no other sessions'
      : `${count} other ${count === 1 ? 'session was' : 'sessions were'} signed out`,
  sessionEnded: 'Session signed out',
} as const

/** How long a link to set a password works. */
export const PASSWORD_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000

/** A new password: the same length rules as `npm run user:create`. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AdminAccountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AdminAccountMessages.passwordTooLong)

const adminId = z.number().int().positive()

export const InviteAdminInputSchema = z.object({
  email: singleLineText().max(EMAIL_MAX_LENGTH).pipe(z.email(AdminAccountMessages.invalidEmail)),
})
export type InviteAdminInput = z.infer<typeof InviteAdminInputSchema>

export const AdminIdInputSchema = z.object({ userId: adminId })

/** The token of a set-password link: 20 random bytes in lower-case base32. */
export const PasswordLinkTokenSchema = z.string().regex(/^[a-z2-7]{32}$/, AdminAccountMessages.linkInvalid)

export const SetPasswordWithLinkInputSchema = z.object({
  token: PasswordLinkTokenSchema,
  password: NewPasswordSchema,
})
export type SetPasswordWithLinkInput = z.infer<typeof SetPasswordWithLinkInputSchema>

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

/** A session id as the server lists it: the SHA-256 (hex) of the cookie's token. */
export const SessionIdInputSchema = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) })

/** `active` can sign in; `invited` has not set a password yet; `disabled` cannot sign in. */
export type AdminAccountStatus = 'active' | 'invited' | 'disabled'

export interface AdminAccount {
  id: number
  email: string
  status: AdminAccountStatus
  createdAt: string
  disabledAt: string | null
}

/** A one-time link to set a password, to pass on to its owner. */
export interface PasswordLink {
  email: string
  url: string
  expiresAt: string
  /** Whether the link also went to the address by e-mail (only when a mail server is configured). */
  emailed?: boolean
}

export interface OwnSession {
  id: string
  createdAt: string
  lastSeenAt: string | null
  expiresAt: string
  /** The session this list was asked for with. */
  current: boolean
}

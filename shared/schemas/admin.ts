import { z } from 'zod'
import { singleLineText } from './text'

export const ADMIN_ROLE = 'admin'
export const EMAIL_MAX_LENGTH = 254
export const PASSWORD_MAX_LENGTH = 200
export const PASSWORD_MIN_LENGTH = 10

export const AdminMessages = {
  loginRequired: 'Email and password are required',
  invalidCredentials: 'Invalid login credentials',
  accessDenied: 'Access denied. Admin privileges required.',
  accountDisabled: 'This account is disabled. Ask another admin to enable it.',
  signInRequired: 'Bejelentkezés szükséges az admin funkcióhoz',
  loginFailed: 'An error occurred during login',
  logoutFailed: 'Error logging out',
  /** Whether the browser's session belongs to an admin could not be found out (the check failed, not refused). */
  permissionCheckFailed: 'Error checking user permissions',
  tooManyAttempts: (minutes: number) =>
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const

export const LoginInputSchema = z.object({
  email: singleLineText()
    .min(1, AdminMessages.loginRequired)
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email(AdminMessages.invalidCredentials)),
  password: z.string().min(1, AdminMessages.loginRequired).max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const UserRoleSchema = z
  .string()
  .regex(/^[a-z][a-z_-]{1,31}$/, 'Role must be 2-32 lowercase letters, "-" or "_"')

export interface AdminUser {
  id: number
  email: string
  role: string
}

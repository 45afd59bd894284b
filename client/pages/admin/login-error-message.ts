import { AdminMessages } from '../../../shared/schemas/admin'
import { apiErrorCode } from '../../lib/trpc-error'

/**
 * What the login card says when signing in failed. The server's own message where it carries what the admin needs:
 * the wait of a throttled login, or that a service the login needs is down for now (its 503).
 */
export function loginErrorMessage(error: unknown): string {
  const code = apiErrorCode(error)
  if (code === 'FORBIDDEN')
    return error instanceof Error && error.message === AdminMessages.accountDisabled
      ? AdminMessages.accountDisabled
      : AdminMessages.accessDenied
  if (code === 'UNAUTHORIZED') return AdminMessages.invalidCredentials
  if (code === 'BAD_REQUEST') return AdminMessages.loginRequired
  if ((code === 'TOO_MANY_REQUESTS' || code === 'SERVICE_UNAVAILABLE') && error instanceof Error) return error.message
  return AdminMessages.loginFailed
}

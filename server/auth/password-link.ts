// One-time links to set a password, made like the session tokens (server/auth/session.ts): 20 random bytes for the
// link, only their SHA-256 stored, so a copy of the database opens no account.
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { ADMIN_PATH } from '../../shared/admin-params'
import { SET_PASSWORD_PARAM } from '../../shared/set-password-link'

export function generatePasswordLinkToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

export function passwordTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

/** The address to hand to the link's owner: the admin page, the token in its fragment. */
export function passwordLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${ADMIN_PATH}#${SET_PASSWORD_PARAM}=${token}`
}

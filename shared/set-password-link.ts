// The admin's one-time set-password link, apart from the route table's parameters (./admin-params.ts), so the
// parser stays in the admin's own chunk.

/**
 * A one-time link to set a password (`/admin#set-password=<token>`) carries its token in the fragment, which the
 * browser never sends: it stays out of request logs, proxies' logs and the page cache's keys.
 */
export const SET_PASSWORD_PARAM = 'set-password'

/** The set-password token in an address's fragment (`#set-password=…`, with or without the `#`), or null. */
export function setPasswordToken(fragment: string): string | null {
  return new URLSearchParams(fragment.replace(/^#/, '')).get(SET_PASSWORD_PARAM) || null
}

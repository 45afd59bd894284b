// The admin's query parameters, here so the route table (client/app.tsx) can declare them without loading the pages.

/** The admin area's page. */
export const ADMIN_PATH = '/admin'
/** The query parameter the admin's Preview Pages tab adds to /webinar and /offer. */
export const PREVIEW_PARAM = 'preview'
/** The admin's open tab (`/admin?tab=blog`), kept across reloads and links. */
export const ADMIN_TAB_PARAM = 'tab'
/**
 * A one-time link to set a password (`/admin#set-password=<token>`) carries its token in the fragment, which the
 * browser never sends: it stays out of request logs, proxies' logs and the page cache's keys.
 */
export const SET_PASSWORD_PARAM = 'set-password'

/** The set-password token in an address's fragment (`#set-password=…`, with or without the `#`), or null. */
export function setPasswordToken(fragment: string): string | null {
  return new URLSearchParams(fragment.replace(/^#/, '')).get(SET_PASSWORD_PARAM) || null
}

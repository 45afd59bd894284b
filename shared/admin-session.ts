/** The admins' session cookie, as the server sets it and the privacy policy describes it. */
export const SESSION_COOKIE_NAME = 'session'
/** A session ends this long after its last use (it slides forward while used; server/auth/session.ts). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

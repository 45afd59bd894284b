// How long a registration with no activity is kept, without zod: the privacy policy (a public page) states it too.

/** The default of the admin's retention setting: registrations with no activity for this long are erased. */
export const DEFAULT_REGISTRATION_RETENTION_MONTHS = 24
export const REGISTRATION_RETENTION_MONTHS_MIN = 1
export const REGISTRATION_RETENTION_MONTHS_MAX = 120
/** The daily retention run starts at this hour (UTC), when the site is quietest. */
export const RETENTION_RUN_HOUR_UTC = 2

/** The normalised form of an address that finds a person's data and their erasure's tombstone: trimmed, lower case. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase()
}

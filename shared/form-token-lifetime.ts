/** How long an issued form token stays valid; the browser fetches a fresh one before that (see use-public-form). */
export const FORM_TOKEN_TTL_MS = 60 * 60 * 1000

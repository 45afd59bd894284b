// The public forms' field lengths and bot rules, without zod: the browser's form code reads them, and
// shared/schemas/forms.ts re-exports them with the schemas the server validates by.
import type { FormName } from './form-pages'

export const FULL_NAME_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254
export const PHARMACY_NAME_MAX_LENGTH = 160
export const COMPANY_MAX_LENGTH = 160
export const MESSAGE_MAX_LENGTH = 2000
/** The trap only ever needs to hold what a bot typed into it; anything longer is refused as input. */
export const TRAP_MAX_LENGTH = 500
export const FORM_TOKEN_MAX_LENGTH = 300
/** A session's form value is an ISO instant (24 characters) or the just-in-time word. */
export const WEBINAR_SESSION_MAX_LENGTH = 40

export interface FormRules {
  /** Milliseconds from form render (token issue) to the earliest accepted submit. */
  minDelayMs: number
  /** At most this many submissions per client IP and form within `rateWindowMs`. */
  maxSubmissions: number
  rateWindowMs: number
  /** The name of the hidden trap field in the procedure input and in the page. */
  trapField: string
}

/** Spec section 5 and 9; the join form's delay is not given there (decision: 2000 ms, like training). */
export const FORM_RULES: Record<FormName, FormRules> = {
  webinar: { minDelayMs: 3000, maxSubmissions: 2, rateWindowMs: 60_000, trapField: 'company' },
  demo: { minDelayMs: 3000, maxSubmissions: 2, rateWindowMs: 60_000, trapField: 'referralCode' },
  join: { minDelayMs: 2000, maxSubmissions: 3, rateWindowMs: 60_000, trapField: 'referralCode' },
  training: { minDelayMs: 2000, maxSubmissions: 3, rateWindowMs: 60_000, trapField: 'referralCode' },
}

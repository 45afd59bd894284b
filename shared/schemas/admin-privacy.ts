import { z } from 'zod'
import {
  REGISTRATION_RETENTION_MONTHS_MAX,
  REGISTRATION_RETENTION_MONTHS_MIN,
  normalisedEmail,
} from '../registration-retention'
import { EMAIL_MAX_LENGTH } from './admin'
import type { RegistrationHistoryEntry } from './admin-registrations'
import type { Registration } from './registration'

export const AdminPrivacyMessages = {
  emailRequired: 'Enter the e-mail address to look up',
  emailInvalid: 'This is not a valid e-mail address',
  nothingHeld: 'Nothing is held about this address: there is nothing to erase',
  monthsInvalid: `Enter a whole number of months from ${REGISTRATION_RETENTION_MONTHS_MIN} to ${REGISTRATION_RETENTION_MONTHS_MAX}`,
  retentionSaved: 'Retention setting saved',
  erased: (count: number) => `Erased ${count} registration${count === 1 ? '' : 's'}; a tombstone records the erasure`,
} as const

/** An address to look up or erase, normalised (trimmed, lower case) as the tombstones are keyed. */
export const PrivacyEmailInputSchema = z.object({
  email: z
    .string({ error: AdminPrivacyMessages.emailRequired })
    .trim()
    .min(1, AdminPrivacyMessages.emailRequired)
    .max(EMAIL_MAX_LENGTH, AdminPrivacyMessages.emailInvalid)
    .pipe(z.email(AdminPrivacyMessages.emailInvalid))
    .transform(normalisedEmail),
})
export type PrivacyEmailInput = z.infer<typeof PrivacyEmailInputSchema>

export const RetentionSettingInputSchema = z.object({
  months: z
    .number({ error: AdminPrivacyMessages.monthsInvalid })
    .int(AdminPrivacyMessages.monthsInvalid)
    .min(REGISTRATION_RETENTION_MONTHS_MIN, AdminPrivacyMessages.monthsInvalid)
    .max(REGISTRATION_RETENTION_MONTHS_MAX, AdminPrivacyMessages.monthsInvalid),
})
export type RetentionSettingInput = z.infer<typeof RetentionSettingInputSchema>

/** How many rows of each kind an erasure deleted. */
export interface ErasureCounts {
  registrations: number
  searchWords: number
  funnelSteps: number
  changes: number
  emails: number
  webinarAttendees: number
  /** The webinar room's moments shown and clicked, and poll answers. */
  roomRecords: number
  /** Questions asked in the webinar room (issue 39); 0 in the tombstones written before. */
  webinarQuestions: number
}

export type ErasureReason = 'request' | 'retention'

/** A tombstone as the admin sees it: when and why an address's data was erased, by whom, and how much. */
export interface ErasureRecord {
  erasedAt: string
  reason: ErasureReason
  /** The admin's address now; null for the retention run or an admin since removed. */
  erasedByEmail: string | null
  counts: ErasureCounts
}

/** An outbox row about the person: an e-mail to them or the team's alert of their registration, with its input. */
export interface HeldEmail {
  id: number
  kind: string
  dueAt: string
  state: string
  finishedAt: string | null
  /** The job's input as stored (a JSON object). */
  payload: Record<string, unknown>
}

/** What the funnel's e-mails keep of a webinar registrant besides the registration. */
export interface HeldWebinarAttendance {
  webinarTime: string
  justInTime: boolean
  unsubscribedAt: string | null
  createdAt: string
  updatedAt: string
}

/** One registration of the person and everything kept with it, grouped by where it is kept. */
export interface HeldRegistration {
  registration: Registration
  /** When it was moved to the trash; null when it is not there. */
  deletedAt: string | null
  /** Consent given on the form (the marketing consent's text version and time); null when none was given. */
  marketingConsent: { version: string; givenAt: string } | null
  funnelSteps: { step: string; reachedAt: string }[]
  changes: RegistrationHistoryEntry[]
  emails: HeldEmail[]
  webinarAttendance: HeldWebinarAttendance | null
  /** The words the admin's search finds the registration by (made from the name and the address). */
  searchWords: string[]
}

/** Everything held about one address (GDPR Art. 15), as the admin sees it and downloads it. */
export interface PersonalDataReport {
  email: string
  lookedUpAt: string
  registrations: HeldRegistration[]
  /** Earlier erasures of the address, newest first. */
  erasures: ErasureRecord[]
}

/** The retention setting, when it next runs and how many registrations it would erase if it ran now. */
export interface RetentionStatus {
  months: number
  nextRunAt: string
  /** Registrations with no activity since before this instant are erased. */
  inactiveBefore: string
  expiredNow: number
}

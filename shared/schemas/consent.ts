import { z } from 'zod'
import { singleLineText } from './text'

/** The random id a browser keeps with its choice, so a visitor can show which record is theirs. */
export const ConsentIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid consent id')

/** Spec section 3: the stored preferences (essential is always on); the timestamp is a key of its own. */
export const StoredConsentSchema = z.object({
  consentId: ConsentIdSchema,
  version: z.string().max(32),
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  /** Whether the server has the record of this choice; a choice made offline is sent again on a later page. */
  recorded: z.boolean(),
})
export type StoredConsent = z.infer<typeof StoredConsentSchema>

/** What the browser sends when the visitor chooses: no name, no address, nothing that identifies a person. */
export const ConsentRecordInputSchema = z.object({
  consentId: ConsentIdSchema,
  version: singleLineText().min(1).max(32),
  analytics: z.boolean(),
  marketing: z.boolean(),
})
export type ConsentRecordInput = z.infer<typeof ConsentRecordInputSchema>

export const ConsentLookupInputSchema = z.object({ consentId: ConsentIdSchema })

/** One kept choice, as the admin's lookup shows it. */
export interface ConsentRecord {
  consentId: string
  version: string
  analytics: boolean
  marketing: boolean
  recordedAt: string
}

/** The admin's summary: per Budapest month (YYYY-MM), how many chose each answer. */
export interface ConsentMonth {
  month: string
  all: number
  necessary: number
  custom: number
}

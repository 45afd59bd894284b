// The cookie choice as the browser stores it, apart from the schemas of what is sent to the server: those bring the
// text rules (./text.ts), which the browser keeps with the forms' code. So a returning visitor's page reads the choice
// with zod and these alone (client/consent/stored-consent.ts).
import { z } from 'zod'

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

/** When the choice was made: it is asked again a year later. */
export const StoredConsentTimestampSchema = z.iso.datetime()

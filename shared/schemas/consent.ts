import { z } from 'zod'
import { ConsentIdSchema } from './stored-consent'
import { singleLineText } from './text'

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

import { z } from 'zod'
import { FirstTouchSchema } from './first-touch'
import { PositionSchema } from './forms'

export const REGISTRATION_STATUSES = ['new', 'contacted', 'completed', 'flagged'] as const
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES)
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>

/** The `metadata` object of a registration (spec section 3); unknown keys are kept for later forms. */
export const RegistrationMetadataSchema = z.looseObject({
  pharmacyName: z.string().optional(),
  position: PositionSchema.optional(),
  company: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  type: z.string().optional(),
  /** Webinar registrations: when this registrant's webinar starts (shared/funnel/webinar-sessions.ts). */
  webinarTime: z.iso.datetime().optional(),
  /** Webinar registrations that ticked the marketing consent: the text's version and when it was given. */
  marketingConsent: z.object({ version: z.string(), givenAt: z.iso.datetime() }).optional(),
  /** Where the registrant first came from (campaign tags, referrer). */
  firstTouch: FirstTouchSchema.optional(),
})
export type RegistrationMetadata = z.infer<typeof RegistrationMetadataSchema>

export const RegistrationSchema = z.object({
  id: z.number(),
  submissionId: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  registrationDate: z.string(),
  source: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  metadata: RegistrationMetadataSchema,
  updatedAt: z.string().nullable(),
})
export type Registration = z.infer<typeof RegistrationSchema>

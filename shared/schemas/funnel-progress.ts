import { z } from 'zod'
import { FUNNEL_STEPS } from '../funnel/progress'
import { SubmissionIdSchema } from './forms'
import { PERSONAL_LINK_TOKEN_PATTERN, PersonalLinkMessages } from '../funnel/personal-link'

export const FunnelStepSchema = z.enum(FUNNEL_STEPS)

/** A step for a registration, named by the registration's submission id (the reference its browser keeps). */
export const FunnelProgressInputSchema = z.object({
  registration: SubmissionIdSchema,
  step: FunnelStepSchema,
})
export type FunnelProgressInput = z.infer<typeof FunnelProgressInputSchema>

/**
 * The token of a registrant's personal link, as the /w page read it from its address, and whether the link asked for
 * the offer (`/w/ajanlat`, the offer reminder's).
 */
export const PersonalLinkInputSchema = z.object({
  token: z.string().regex(PERSONAL_LINK_TOKEN_PATTERN, PersonalLinkMessages.notFound),
  to: z.literal('offer').optional(),
})
export type PersonalLinkInput = z.infer<typeof PersonalLinkInputSchema>

/** An unsubscribe link's query, as the unsubscribe page reads it from its address. */
export const UnsubscribeLinkInputSchema = z.object({
  registrationId: z.coerce.number().int().positive(),
  token: z.string().regex(PERSONAL_LINK_TOKEN_PATTERN, PersonalLinkMessages.unsubscribeInvalid),
})
export type UnsubscribeLinkInput = z.infer<typeof UnsubscribeLinkInputSchema>

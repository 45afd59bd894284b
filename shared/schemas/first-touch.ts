import { z } from 'zod'

/**
 * Where a visitor first came from, kept in a registration's `metadata.firstTouch` (issue 24 item 3 fills it): the
 * landing address's `utm_*` tags, the ad click ids, the referring site and the landing path. Every field is optional
 * and absent when the visit had none; unknown keys are kept.
 */
export const FirstTouchSchema = z.looseObject({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  term: z.string().optional(),
  content: z.string().optional(),
  gclid: z.string().optional(),
  fbclid: z.string().optional(),
  referrer: z.string().optional(),
  landingPath: z.string().optional(),
})
export type FirstTouch = z.infer<typeof FirstTouchSchema>

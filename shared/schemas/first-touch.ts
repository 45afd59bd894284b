import { z } from 'zod'
import { FIRST_TOUCH_ADDRESS_MAX_LENGTH, FIRST_TOUCH_TAG_MAX_LENGTH } from '../first-touch'
import { singleLineText } from './text'

/**
 * Where a visitor first came from, kept in a registration's `metadata.firstTouch` (shared/first-touch-reading.ts reads it):
 * the landing address's `utm_*` tags, the ad click ids, the referring site and the landing path. Every field is
 * optional and absent when the visit had none; unknown keys are kept.
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

const tag = singleLineText().max(FIRST_TOUCH_TAG_MAX_LENGTH).optional()
const address = singleLineText().max(FIRST_TOUCH_ADDRESS_MAX_LENGTH).optional()

/** The first touch a form sends with a submission: only the known keys, each as long as the browser cuts it. */
export const FirstTouchInputSchema = z.strictObject({
  source: tag,
  medium: tag,
  campaign: tag,
  term: tag,
  content: tag,
  gclid: tag,
  fbclid: tag,
  referrer: address,
  landingPath: address,
})

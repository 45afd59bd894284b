import { z } from 'zod'
import { FUNNEL_STEPS } from '../funnel/progress'
import { SubmissionIdSchema } from './forms'

export const FunnelStepSchema = z.enum(FUNNEL_STEPS)

/** A step for a registration, named by the registration's submission id (the reference its browser keeps). */
export const FunnelProgressInputSchema = z.object({
  registration: SubmissionIdSchema,
  step: FunnelStepSchema,
})
export type FunnelProgressInput = z.infer<typeof FunnelProgressInputSchema>

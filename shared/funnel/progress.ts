// No zod here: the webinar player imports the steps, and its page must not load a validation library for them.
// The procedure's input schema is in shared/schemas/funnel-progress.ts.

/**
 * The funnel steps the server records once per webinar registration, in the order a visitor normally reaches them.
 * The names are stored in `funnel_progress.step`, so they never change once released.
 */
export const FUNNEL_STEPS = [
  'waiting_viewed',
  'video_started',
  'video_25',
  'video_50',
  'video_75',
  'video_completed',
  'offer_viewed',
  'offer_clicked',
] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

/** The watched shares of the video that count as steps, with the step each one records. */
export const VIDEO_MILESTONES = [
  { share: 0.25, step: 'video_25' },
  { share: 0.5, step: 'video_50' },
  { share: 0.75, step: 'video_75' },
] as const satisfies ReadonlyArray<{ share: number; step: FunnelStep }>

/** When the step was first reached: the offer page anchors its countdown to the first `offer_viewed`. */
export interface FunnelProgressReceipt {
  step: FunnelStep
  reachedAt: string
}

export const FunnelMessages = {
  unknownRegistration: 'Unknown webinar registration',
} as const

/** Per client IP: a whole visit records 8 steps; a reload or two must never hit the limit, a script soon does. */
export const FUNNEL_PROGRESS_RATE_LIMIT = { maxEvents: 60, windowMs: 60_000 } as const

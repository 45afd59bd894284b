/** Spec section 9: with no fixed webinar date ahead, a registrant's webinar starts this long after they register. */
export const FALLBACK_WEBINAR_DELAY_MS = 10 * 60 * 1000

/**
 * When a registrant's webinar starts: the configured date while it lies ahead of the registration, otherwise
 * 10 minutes after registering, so the evergreen funnel never shows a start in the past.
 */
export function webinarTimeFor(configuredDate: string | null, registeredAt: Date): string {
  const fixed = configuredDate === null ? Number.NaN : Date.parse(configuredDate)
  const start = fixed > registeredAt.getTime() ? fixed : registeredAt.getTime() + FALLBACK_WEBINAR_DELAY_MS
  return new Date(start).toISOString()
}

// Cookie consent (spec sections 3 and 4): what the visitor chose, when it is asked again, and what Google Consent Mode
// v2 is told. No zod here: the card's chunk and the analytics loader use it; the schemas are in schemas/consent.ts.

/**
 * The version of the consent text the visitor agreed to. Changing it asks every visitor again (their stored choice
 * names an older version) and the server's record says which text each choice answered.
 */
export const CONSENT_TEXT_VERSION = '2026-11-25'

/** Spec section 9: a choice is asked again after one year. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

export interface ConsentChoices {
  analytics: boolean
  marketing: boolean
}

export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true }
export const ONLY_NECESSARY: ConsentChoices = { analytics: false, marketing: false }

export type ConsentSignal = 'granted' | 'denied'

/** The four Consent Mode v2 signals: analytics opens analytics storage, marketing the three advertising ones. */
export function consentSignals(
  choices: ConsentChoices,
): Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', ConsentSignal> {
  const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: signal(choices.analytics),
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
  }
}

export type ConsentPromptReason = 'none' | 'expired' | 'outdated'

/**
 * Why the card must ask, or null when the stored choice still holds. `stored` is null when nothing readable is stored
 * (an unparsable value is logged by the storage reader and counts as none, spec section 7).
 */
export function consentPromptReason(
  stored: { version: string } | null,
  timestamp: string | null,
  now: number,
): ConsentPromptReason | null {
  const givenAt = timestamp === null ? Number.NaN : Date.parse(timestamp)
  if (stored === null || Number.isNaN(givenAt)) return 'none'
  if (now - givenAt > CONSENT_MAX_AGE_MS) return 'expired'
  if (stored.version !== CONSENT_TEXT_VERSION) return 'outdated'
  return null
}

/** Which of the three answers a choice is, as the admin's consent summary counts them. */
export type ConsentAnswer = 'all' | 'necessary' | 'custom'

export function consentAnswer(choices: ConsentChoices): ConsentAnswer {
  if (choices.analytics && choices.marketing) return 'all'
  if (!choices.analytics && !choices.marketing) return 'necessary'
  return 'custom'
}

import { expect, test } from 'vitest'
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_TEXT_VERSION,
  consentAnswer,
  consentPromptReason,
  consentSignals,
} from '../../shared/consent'
import { StoredConsentSchema } from '../../shared/schemas/stored-consent'

const NOW = Date.parse('2026-11-25T10:00:00.000Z')
const current = { version: CONSENT_TEXT_VERSION }
const ago = (ms: number) => new Date(NOW - ms).toISOString()

test('the card asks when nothing readable is stored or no timestamp is', () => {
  expect(consentPromptReason(null, null, NOW)).toBe('none')
  expect(consentPromptReason(null, ago(1000), NOW)).toBe('none')
  expect(consentPromptReason(current, null, NOW)).toBe('none')
  expect(consentPromptReason(current, 'tegnap', NOW)).toBe('none')
})

test('the card asks again a year after the choice, not a moment before', () => {
  expect(consentPromptReason(current, ago(CONSENT_MAX_AGE_MS), NOW)).toBeNull()
  expect(consentPromptReason(current, ago(CONSENT_MAX_AGE_MS + 1), NOW)).toBe('expired')
})

test('a choice made for an older consent text is asked again', () => {
  expect(consentPromptReason({ version: '2020-01-01' }, ago(1000), NOW)).toBe('outdated')
  expect(consentPromptReason(current, ago(1000), NOW)).toBeNull()
})

test('an unparsable or tampered stored value is no choice (the reader logs it and the card asks)', () => {
  const valid = {
    consentId: '11111111-2222-4333-8444-555555555555',
    version: CONSENT_TEXT_VERSION,
    essential: true,
    analytics: false,
    marketing: true,
    recorded: false,
  }
  expect(StoredConsentSchema.safeParse(valid).success).toBe(true)
  expect(StoredConsentSchema.safeParse({ ...valid, essential: false }).success).toBe(false)
  expect(StoredConsentSchema.safeParse({ ...valid, analytics: 'yes' }).success).toBe(false)
  expect(StoredConsentSchema.safeParse({ ...valid, consentId: 'x' }).success).toBe(false)
})

test('analytics opens analytics storage; marketing the three advertising signals', () => {
  expect(consentSignals({ analytics: true, marketing: false })).toEqual({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  })
  expect(consentSignals({ analytics: false, marketing: true })).toEqual({
    analytics_storage: 'denied',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  })
  expect(consentAnswer({ analytics: true, marketing: true })).toBe('all')
  expect(consentAnswer({ analytics: false, marketing: false })).toBe('necessary')
  expect(consentAnswer({ analytics: false, marketing: true })).toBe('custom')
})

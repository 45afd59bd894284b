// The visitor's stored cookie choice, read with its own two schemas: a returning visitor's every page reads it, and
// the reader of every key (../lib/stored-values.ts) also brings the other keys' schemas, the forms' kit and the funnel's
// defaults, about 18 KB more. A chunk of its own, loaded only when a choice is stored (./consent-manager.tsx).
import '../lib/zod-without-eval'
import {
  StoredConsentSchema,
  StoredConsentTimestampSchema,
  type StoredConsent,
} from '../../shared/schemas/stored-consent'
import { parseStored } from '../lib/parse-stored'
import { knownStoredValue } from '../lib/storage'

export function readStoredConsent(): { consent: StoredConsent | null; timestamp: string | null } {
  return {
    consent:
      knownStoredValue('cookieConsent')?.value ??
      parseStored('cookieConsent', (value) => StoredConsentSchema.parse(value)),
    timestamp:
      knownStoredValue('cookieConsentTimestamp')?.value ??
      parseStored('cookieConsentTimestamp', (value) => StoredConsentTimestampSchema.parse(value)),
  }
}

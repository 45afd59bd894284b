import type { Kysely } from 'kysely'
import { budapestDay, budapestDayStart } from '../../shared/budapest-time'
import { consentAnswer } from '../../shared/consent'
import type { ConsentMonth, ConsentRecord, ConsentRecordInput } from '../../shared/schemas/consent'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import {
  countConsentChoicesByMonth,
  findConsentRecordsByConsentId,
  insertConsentRecord,
  type MonthStart,
} from '../repositories/consent.repository'
import { rateLimitSubject } from '../rate-limit-subject'
import type { RateLimitStore } from './form-guard/rate-limit-store'
import { DomainError } from './domain-error'

type Db = Kysely<Database>

/**
 * A browser records its own choice a few times (the answer, a change, a resend of one made offline), so a consent id
 * past `perConsentId` is a reload loop or a script. Many browsers share one address behind an office's or a pharmacy
 * chain's NAT, so the client's own ceiling (`perClient`, by `rateLimitSubject`) is far higher: it only stops a flood
 * of made-up ids from one place (docs/decisions.md). The IP is the allowance's key in memory only, never stored.
 */
export const CONSENT_RECORD_RATE_LIMITS = {
  perConsentId: { maxEvents: 10, windowMs: 10 * 60_000 },
  perClient: { maxEvents: 600, windowMs: 10 * 60_000 },
} as const

/** How many Budapest months the admin's summary shows, the current one included. */
export const CONSENT_SUMMARY_MONTHS = 12

/** The most records the admin's lookup lists for one consent id (the newest). */
export const CONSENT_LOOKUP_LIMIT = 100

export interface ConsentRecordDeps {
  db: Db
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/** Keeps a visitor's choice as a new record (history, not an update) and answers when it was recorded. */
export async function recordConsent(
  deps: ConsentRecordDeps,
  input: ConsentRecordInput,
): Promise<{ recordedAt: string }> {
  const now = deps.now()
  const { perConsentId, perClient } = CONSENT_RECORD_RATE_LIMITS
  // The consent id first: a refused loop of one id then costs its neighbours behind the same address nothing.
  const allowed =
    (await deps.rateLimits.tryHit(
      `consent-id:${input.consentId}`,
      perConsentId.maxEvents,
      perConsentId.windowMs,
      now,
    )) &&
    (await deps.rateLimits.tryHit(
      `consent-record:${rateLimitSubject(deps.clientIp)}`,
      perClient.maxEvents,
      perClient.windowMs,
      now,
    ))
  if (!allowed) throw new DomainError('too-many-requests', 'Rate limit exceeded')
  const recordedAt = toIsoTime(new Date(now))
  await insertConsentRecord(deps.db, {
    consentId: input.consentId,
    version: input.version,
    analytics: input.analytics,
    marketing: input.marketing,
    recordedAt,
  })
  return { recordedAt }
}

/** The month (YYYY-MM) `offset` months after (before, when negative) a month. */
function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (monthNumber - 1) + offset
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

const monthStart = (month: string) => budapestDayStart(`${month}-01`)

/**
 * The last CONSENT_SUMMARY_MONTHS Budapest months, newest first: how many choices were 'all', 'necessary' and
 * 'custom' in each, counted by the database; a month without any is there with zeros.
 */
export async function consentSummary(db: Db, now: number): Promise<ConsentMonth[]> {
  const current = budapestDay(new Date(now)).slice(0, 7)
  const months: MonthStart[] = Array.from({ length: CONSENT_SUMMARY_MONTHS }, (_, index) => {
    const month = shiftMonth(current, -index)
    return { month, from: monthStart(month) }
  })
  const counts = await countConsentChoicesByMonth(db, months, monthStart(shiftMonth(current, 1)))
  return months.map(({ month }) => {
    const summary: ConsentMonth = { month, all: 0, necessary: 0, custom: 0 }
    for (const row of counts) if (row.month === month) summary[consentAnswer(row)] += row.count
    return summary
  })
}

/** What a consent id's browser chose, each time, newest first. */
export function lookupConsent(db: Db, consentId: string): Promise<ConsentRecord[]> {
  return findConsentRecordsByConsentId(db, consentId, CONSENT_LOOKUP_LIMIT)
}

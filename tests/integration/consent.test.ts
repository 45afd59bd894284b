import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { insertConsentRecord } from '../../server/repositories/consent.repository'
import { createAppServices } from '../../server/services/app-services'
import { CONSENT_RECORD_RATE_LIMITS } from '../../server/services/consent.service'
import { CONSENT_TEXT_VERSION } from '../../shared/consent'
import type { ConsentRecord } from '../../shared/schemas/consent'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const START = Date.parse('2026-11-25T10:00:00.000Z')
const MINUTE = 60_000
const VISITOR_IP = '203.0.113.7'
const CONSENT_ID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b'
const OTHER_ID = 'a1b2c3d4-e5f6-4789-8abc-def012345678'

function adminSession(role = 'admin'): ValidatedSession {
  return { session: { id: 's', expiresAt: START + MINUTE }, user: { id: 1, email: 'admin@example.com', role } }
}

/** Callers over one set of services (one rate-limit store) whose clock the test moves. */
function consentHarness(db: DbHandle) {
  let now = START
  const services = createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: () => now })
  return {
    visitor: (clientIp = VISITOR_IP) => testCaller(db, { services, clientIp }).caller.forms,
    admin: (role?: string) => testCaller(db, { services, session: adminSession(role) }).caller.admin,
    anonymous: () => testCaller(db, { services }).caller.admin,
    advance: (ms: number) => {
      now += ms
    },
  }
}

const choice = (analytics: boolean, marketing: boolean, consentId = CONSENT_ID) => ({
  consentId,
  version: CONSENT_TEXT_VERSION,
  analytics,
  marketing,
})

const storedRows = (db: DbHandle) => db.db.selectFrom('consent_records').selectAll().execute()

describeEachDialect('consent records', (getDb) => {
  test('a choice is kept with its consent id, version, choices and time, and nothing else (no IP)', async () => {
    const { visitor } = consentHarness(getDb())
    const receipt = await visitor().recordConsent(choice(true, false))
    expect(receipt).toEqual({ recordedAt: '2026-11-25T10:00:00.000Z' })

    const rows = await storedRows(getDb())
    expect(rows).toHaveLength(1)
    const { id, ...row } = rows[0]!
    expect(Number(id)).toBeGreaterThan(0)
    expect({ ...row, analytics: Number(row.analytics), marketing: Number(row.marketing) }).toEqual({
      consent_id: CONSENT_ID,
      version: CONSENT_TEXT_VERSION,
      analytics: 1,
      marketing: 0,
      recorded_at: '2026-11-25T10:00:00.000Z',
    })
    expect(JSON.stringify(rows)).not.toContain(VISITOR_IP)
  })

  test('each choice of one consent id is kept, and the lookup lists them newest first', async () => {
    const { visitor, admin, advance } = consentHarness(getDb())
    await visitor().recordConsent(choice(false, false))
    advance(MINUTE)
    await visitor().recordConsent(choice(true, true, OTHER_ID))
    advance(MINUTE)
    await visitor().recordConsent(choice(true, false))
    advance(MINUTE)
    // The id is compared as lower case, however the browser wrote it.
    await visitor().recordConsent({ ...choice(true, true), consentId: CONSENT_ID.toUpperCase(), version: '2027-01-01' })

    const expected: ConsentRecord[] = [
      {
        consentId: CONSENT_ID,
        version: '2027-01-01',
        analytics: true,
        marketing: true,
        recordedAt: '2026-11-25T10:03:00.000Z',
      },
      {
        consentId: CONSENT_ID,
        version: CONSENT_TEXT_VERSION,
        analytics: true,
        marketing: false,
        recordedAt: '2026-11-25T10:02:00.000Z',
      },
      {
        consentId: CONSENT_ID,
        version: CONSENT_TEXT_VERSION,
        analytics: false,
        marketing: false,
        recordedAt: '2026-11-25T10:00:00.000Z',
      },
    ]
    expect(await admin().consentLookup({ consentId: CONSENT_ID })).toEqual(expected)
    expect(await admin().consentLookup({ consentId: CONSENT_ID.toUpperCase() })).toEqual(expected)
    expect(await admin().consentLookup({ consentId: OTHER_ID })).toHaveLength(1)
    expect(await admin().consentLookup({ consentId: '00000000-0000-4000-8000-000000000000' })).toEqual([])
    expect(await storedRows(getDb())).toHaveLength(4)
  })

  test('an invalid choice is refused and changes nothing', async () => {
    const { visitor, admin } = consentHarness(getDb())
    const invalid: unknown[] = [
      { ...choice(true, true), consentId: 'not-a-uuid' },
      { ...choice(true, true), consentId: `${CONSENT_ID}0` },
      { consentId: CONSENT_ID, version: CONSENT_TEXT_VERSION, analytics: true },
      { consentId: CONSENT_ID, analytics: true, marketing: true },
      { ...choice(true, true), version: 'v'.repeat(33) },
      { ...choice(true, true), version: '   ' },
      { ...choice(true, true), analytics: 'yes' },
    ]
    for (const input of invalid) {
      const error = await refusal(
        visitor().recordConsent(input as Parameters<ReturnType<typeof visitor>['recordConsent']>[0]),
      )
      expect(error.code).toBe('BAD_REQUEST')
    }
    expect((await refusal(admin().consentLookup({ consentId: 'nope' }))).code).toBe('BAD_REQUEST')
    expect(await storedRows(getDb())).toEqual([])
  })

  test('108 browsers behind one address each record their choice, and every record is kept', async () => {
    const { visitor, advance } = consentHarness(getDb())
    for (let index = 0; index < 108; index += 1) {
      await visitor().recordConsent(choice(index % 2 === 0, index % 3 === 0, randomUUID()))
      advance(1000)
    }
    expect(await storedRows(getDb())).toHaveLength(108)
  })

  test('one consent id recording again and again is refused past its own limit; its neighbours are not', async () => {
    const { visitor, advance } = consentHarness(getDb())
    const { perConsentId } = CONSENT_RECORD_RATE_LIMITS
    expect(perConsentId).toEqual({ maxEvents: 10, windowMs: 10 * MINUTE })
    for (let index = 0; index < perConsentId.maxEvents; index += 1) {
      await visitor().recordConsent(choice(index % 2 === 0, false))
      advance(1000)
    }
    const error = await refusal(visitor('198.51.100.9').recordConsent(choice(true, true)))
    expect(error.code).toBe('TOO_MANY_REQUESTS')
    expect(error.message).toBe('Rate limit exceeded')
    expect(await storedRows(getDb())).toHaveLength(perConsentId.maxEvents)

    // Another id from the same address is recorded, and this id's allowance returns once the window has passed.
    await visitor().recordConsent(choice(true, true, OTHER_ID))
    advance(10 * MINUTE)
    await visitor().recordConsent(choice(true, true))
    expect(await storedRows(getDb())).toHaveLength(perConsentId.maxEvents + 2)
  })

  test('a flood of made-up consent ids from one address is refused past its ceiling and changes nothing', async () => {
    const { visitor, advance } = consentHarness(getDb())
    const { perClient } = CONSENT_RECORD_RATE_LIMITS
    expect(perClient).toEqual({ maxEvents: 600, windowMs: 10 * MINUTE })
    for (let index = 0; index < perClient.maxEvents; index += 1) {
      await visitor().recordConsent(choice(true, false, randomUUID()))
    }
    const error = await refusal(visitor().recordConsent(choice(true, true, randomUUID())))
    expect(error.code).toBe('TOO_MANY_REQUESTS')
    expect(await storedRows(getDb())).toHaveLength(perClient.maxEvents)

    // Another address has its own ceiling, and this one's returns once the window has passed.
    await visitor('198.51.100.9').recordConsent(choice(true, true, randomUUID()))
    advance(10 * MINUTE)
    await visitor().recordConsent(choice(true, true, randomUUID()))
    expect(await storedRows(getDb())).toHaveLength(perClient.maxEvents + 2)
  })

  test('the summary counts each answer per Budapest month, the last 12 newest first, empty months as zeros', async () => {
    const at = (recordedAt: string, analytics: boolean, marketing: boolean) =>
      insertConsentRecord(getDb().db, {
        consentId: CONSENT_ID,
        version: CONSENT_TEXT_VERSION,
        analytics,
        marketing,
        recordedAt,
      })
    // November 2026 (Budapest): 23:30 UTC on 31 October is 00:30 on 1 November in Budapest (CET).
    await at('2026-10-31T23:30:00.000Z', true, true)
    await at('2026-11-10T12:00:00.000Z', true, true)
    await at('2026-11-20T12:00:00.000Z', false, false)
    await at('2026-11-25T09:59:59.999Z', true, false)
    await at('2026-11-25T09:00:00.000Z', false, true)
    // October 2026: the last moment before November began in Budapest.
    await at('2026-10-31T22:59:59.999Z', false, false)
    // August 2026 (summer time, CEST): 22:30 UTC on 31 July is 00:30 on 1 August; 21:30 UTC is still July.
    await at('2026-07-31T22:30:00.000Z', false, false)
    await at('2026-07-31T21:30:00.000Z', true, false)
    // December 2025, the oldest month shown, from its first Budapest moment; November 2025 is left out.
    await at('2025-11-30T23:00:00.000Z', true, true)
    await at('2025-11-30T22:59:59.999Z', true, true)
    // December 2026 (Budapest) is after the current month: not counted.
    await at('2026-11-30T23:00:00.000Z', true, true)

    const { admin } = consentHarness(getDb())
    const summary = await admin().consentSummary()
    expect(summary.map((month) => month.month)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ])
    const byMonth = Object.fromEntries(summary.map(({ month, ...counts }) => [month, counts]))
    expect(byMonth['2026-11']).toEqual({ all: 2, necessary: 1, custom: 2 })
    expect(byMonth['2026-10']).toEqual({ all: 0, necessary: 1, custom: 0 })
    expect(byMonth['2026-09']).toEqual({ all: 0, necessary: 0, custom: 0 })
    expect(byMonth['2026-08']).toEqual({ all: 0, necessary: 1, custom: 0 })
    expect(byMonth['2026-07']).toEqual({ all: 0, necessary: 0, custom: 1 })
    expect(byMonth['2026-01']).toEqual({ all: 0, necessary: 0, custom: 0 })
    expect(byMonth['2025-12']).toEqual({ all: 1, necessary: 0, custom: 0 })
  })

  test('the summary and the lookup refuse anonymous callers and non-admins', async () => {
    const { visitor, admin, anonymous } = consentHarness(getDb())
    await visitor().recordConsent(choice(true, true))
    for (const [caller, code] of [
      [anonymous(), 'UNAUTHORIZED'],
      [admin('viewer'), 'FORBIDDEN'],
    ] as const) {
      expect((await refusal(caller.consentSummary())).code).toBe(code)
      expect((await refusal(caller.consentLookup({ consentId: CONSENT_ID }))).code).toBe(code)
    }
    expect(await admin().consentLookup({ consentId: CONSENT_ID })).toHaveLength(1)
  })
})

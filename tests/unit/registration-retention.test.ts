import { expect, test } from 'vitest'
import { inactiveBeforeOf, nextRetentionRunAt } from '../../server/privacy/registration-retention'
import { normalisedEmail } from '../../shared/registration-retention'

test('the daily run is at the next 02:00 UTC: later the same day before it, the next day from it on', () => {
  expect(nextRetentionRunAt(Date.parse('2026-11-25T01:59:59.999Z'))).toBe('2026-11-25T02:00:00.000Z')
  expect(nextRetentionRunAt(Date.parse('2026-11-25T02:00:00.000Z'))).toBe('2026-11-26T02:00:00.000Z')
  expect(nextRetentionRunAt(Date.parse('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01T02:00:00.000Z')
})

test('registrations expire by calendar months counted back from now', () => {
  expect(inactiveBeforeOf(Date.parse('2026-11-25T10:00:00.000Z'), 24)).toBe('2024-11-25T10:00:00.000Z')
  expect(inactiveBeforeOf(Date.parse('2026-03-15T00:00:00.000Z'), 3)).toBe('2025-12-15T00:00:00.000Z')
})

test('an address is found and hashed trimmed and in lower case', () => {
  expect(normalisedEmail('  Kovacs.Anna@Pelda.HU ')).toBe('kovacs.anna@pelda.hu')
})

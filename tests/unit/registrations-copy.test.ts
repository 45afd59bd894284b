import { expect, test } from 'vitest'
import { ageText, historyLine } from '../../client/pages/admin/registration-labels'
import { COPY_MAX_ROWS, copyPage, mergeIntoCopy } from '../../client/pages/admin/registrations-copy'
import type { Registration } from '../../shared/schemas/registration'
import { matchesSearch, sortKeyOf } from '../../shared/search-words'

function registration(id: number, overrides: Partial<Registration> = {}): Registration {
  return {
    id,
    submissionId: null,
    fullName: `Registrant ${id}`,
    email: `r${id}@pelda.hu`,
    registrationDate: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
    source: 'webinar',
    status: 'new',
    notes: null,
    metadata: {},
    updatedAt: null,
    ...overrides,
  }
}

const ROWS = [
  registration(1, { fullName: 'Zoltán Kis', email: 'zoli@pelda.hu' }),
  registration(2, { fullName: 'Ábel Nagy', email: 'Abel@Pelda.hu', source: 'demo', status: 'flagged' }),
  registration(3, { fullName: 'bea Tóth', email: 'bea@alma.hu', source: 'contact', status: 'completed' }),
  // 23:30 UTC on the 13th is already the 14th in Budapest.
  registration(4, { fullName: 'Csaba Szabó', registrationDate: '2026-11-13T23:30:00.000Z' }),
]
const names = (result: { items: Registration[] }) => result.items.map((item) => item.fullName)
const all = { page: 1, pageSize: 25 }

test('each loaded page joins the copy first, replacing its older rows, and the oldest loaded go past the limit', () => {
  const first = mergeIntoCopy(null, ROWS.slice(0, 2), '2026-11-25T10:00:00.000Z')
  const renamed = { ...ROWS[0]!, fullName: 'Zoltán Kiss' }
  const second = mergeIntoCopy(first, [renamed, ROWS[2]!], '2026-11-25T10:05:00.000Z')
  expect(second).toEqual({ savedAt: '2026-11-25T10:05:00.000Z', items: [renamed, ROWS[2], ROWS[1]] })
  const many = Array.from({ length: COPY_MAX_ROWS + 10 }, (_, index) => registration(100 + index))
  const full = mergeIntoCopy(second, many, '2026-11-25T10:10:00.000Z')
  expect(full.items).toHaveLength(COPY_MAX_ROWS)
  expect(full.items[0]!.id).toBe(100)
})

test('the copy is searched, filtered, sorted and paged as the server would', () => {
  expect(names(copyPage(ROWS, { order: 'newest' }, all))).toEqual([
    'Csaba Szabó',
    'bea Tóth',
    'Ábel Nagy',
    'Zoltán Kis',
  ])
  expect(names(copyPage(ROWS, { order: 'name-asc' }, all))).toEqual([
    'Ábel Nagy',
    'bea Tóth',
    'Csaba Szabó',
    'Zoltán Kis',
  ])
  expect(names(copyPage(ROWS, { order: 'status-asc' }, all))).toEqual([
    'bea Tóth',
    'Ábel Nagy',
    'Zoltán Kis',
    'Csaba Szabó',
  ])
  expect(names(copyPage(ROWS, { search: 'ABEL pelda' }, all))).toEqual(['Ábel Nagy'])
  expect(names(copyPage(ROWS, { source: 'contact' }, all))).toEqual(['bea Tóth', 'Ábel Nagy'])
  expect(names(copyPage(ROWS, { status: 'flagged' }, all))).toEqual(['Ábel Nagy'])
  expect(names(copyPage(ROWS, { from: '2026-11-14', to: '2026-11-14' }, all))).toEqual(['Csaba Szabó'])
  expect(copyPage(ROWS, { order: 'oldest' }, { page: 2, pageSize: 3 })).toEqual({ items: [ROWS[3]], total: 4 })
})

test('search and sort keys fold case and accents as the database columns do', () => {
  expect(matchesSearch({ fullName: 'Dr. Nagy Péter', email: 'p@napfeny.hu' }, 'peter napf')).toBe(true)
  expect(matchesSearch({ fullName: 'Dr. Nagy Péter', email: 'p@napfeny.hu' }, 'eter')).toBe(false)
  expect(sortKeyOf('  Ödön ŐRI ')).toBe('odon ori')
  expect(sortKeyOf('x'.repeat(70))).toHaveLength(64)
})

test('history entries and the copy’s age read in the admin’s words', () => {
  expect(historyLine({ field: 'status', oldValue: 'new', newValue: 'contacted' })).toBe('Status: New → Contacted')
  expect(historyLine({ field: 'details.position', oldValue: 'owner', newValue: null })).toBe('Position: Tulajdonos → —')
  expect(historyLine({ field: 'deletedAt', oldValue: null, newValue: '2026-11-25T10:00:00.000Z' })).toBe(
    'Moved to the trash',
  )
  expect(historyLine({ field: 'deletedAt', oldValue: '2026-11-25T10:00:00.000Z', newValue: null })).toBe(
    'Restored from the trash',
  )
  const now = Date.parse('2026-11-25T12:00:00.000Z')
  expect(ageText('2026-11-25T11:59:30.000Z', now)).toBe('just now')
  expect(ageText('2026-11-25T11:48:00.000Z', now)).toBe('12 minutes ago')
  expect(ageText('2026-11-25T11:00:00.000Z', now)).toBe('1 hour ago')
  expect(ageText('2026-11-22T12:00:00.000Z', now)).toBe('3 days ago')
})

import { expect, test } from 'vitest'
import { savedAtLabel } from '../../shared/saved-at-label'

test('the autosave label gives the Budapest time of the save, in winter and in summer', () => {
  expect(savedAtLabel('2026-11-27T13:02:59.000Z')).toBe('Mentve 14:02')
  expect(savedAtLabel('2026-07-01T12:02:00.000Z')).toBe('Mentve 14:02')
  expect(savedAtLabel('2026-11-27T23:05:00.000Z')).toBe('Mentve 00:05')
})

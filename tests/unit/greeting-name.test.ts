import { expect, test } from 'vitest'
import { GUEST_GREETING_NAME, greetingName } from '../../shared/funnel/greeting-name'

test('a stored name is greeted trimmed', () => {
  expect(greetingName('  Kovács Anna ')).toBe('Kovács Anna')
})

test('a blank or empty stored name is greeted as the guest', () => {
  expect(greetingName('')).toBe(GUEST_GREETING_NAME)
  expect(greetingName(' \t\n ')).toBe(GUEST_GREETING_NAME)
  expect(GUEST_GREETING_NAME).toBe('Vendégünk')
})

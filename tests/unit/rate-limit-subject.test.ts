import { expect, test } from 'vitest'
import { throttleKeys } from '../../server/auth/login-throttle'
import { rateLimitSubject } from '../../server/rate-limit-subject'

test('an IPv6 caller counts by its /64, however the address is written', () => {
  const cases: Record<string, string> = {
    '2001:db8::1': '2001:db8:0:0::/64',
    '2001:db8:0:0:ffff:ffff:ffff:ffff': '2001:db8:0:0::/64',
    '2001:0DB8:0000:0000:0000:0000:0000:0001': '2001:db8:0:0::/64',
    '2001:db8:1:2::': '2001:db8:1:2::/64',
    '2001:db8:1:2:3::4': '2001:db8:1:2::/64',
    '2001:db8:1:3::1': '2001:db8:1:3::/64',
    'fe80::1%eth0': 'fe80:0:0:0::/64',
    'fe80::abcd%25': 'fe80:0:0:0::/64',
    '64:ff9b::192.0.2.1': '64:ff9b:0:0::/64',
    '::1': '0:0:0:0::/64',
    '::': '0:0:0:0::/64',
  }
  for (const [ip, subject] of Object.entries(cases)) expect(rateLimitSubject(ip), ip).toBe(subject)
})

test('an IPv4 caller counts by its address, also when it arrives IPv4-mapped on an IPv6 socket', () => {
  expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
  expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7')
  expect(rateLimitSubject('::FFFF:203.0.113.7')).toBe('203.0.113.7')
  expect(rateLimitSubject('::ffff:cb00:7107')).toBe('203.0.113.7')
  expect(rateLimitSubject('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7')
  expect(rateLimitSubject('203.0.113.8')).toBe('203.0.113.8')
})

test('what is no IP address is its own subject', () => {
  for (const value of ['', 'unknown', '2001:db8::1::2', '203.0.113.256', '[2001:db8::1]']) {
    expect(rateLimitSubject(value), value).toBe(value)
  }
})

test('the login throttle counts one /64 as one caller, for the address and for the account', () => {
  expect(throttleKeys('2001:db8:1:2::1', 'Admin@Example.com')).toEqual(
    throttleKeys('2001:db8:1:2:ffff::9', 'admin@example.com'),
  )
  expect(throttleKeys('::ffff:203.0.113.7', 'a@b.hu')).toEqual(throttleKeys('203.0.113.7', 'a@b.hu'))
  expect(throttleKeys('2001:db8:1:3::1', 'a@b.hu')).not.toEqual(throttleKeys('2001:db8:1:2::1', 'a@b.hu'))
})

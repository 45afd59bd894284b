import { expect, test } from 'vitest'
import { LoginThrottle, type LoginReservation, type ThrottleLimits } from '../../server/auth/login-throttle'

const limits: ThrottleLimits = { windowMs: 1000, maxFailuresPerIp: 4, maxFailuresPerAccountAndIp: 2, maxEntries: 100 }

function throttleAt(start = 0, overrides: Partial<ThrottleLimits> = {}) {
  const clock = { now: start }
  return { throttle: new LoginThrottle({ ...limits, ...overrides }, () => clock.now), clock }
}

function granted(reservation: LoginReservation) {
  if (!reservation.granted) throw new Error(`refused for ${reservation.retryAfterMs} ms`)
  return reservation
}

const retryAfter = (reservation: LoginReservation) => (reservation.granted ? 0 : reservation.retryAfterMs)

test('an attempt counts as soon as it is reserved, before anyone knows whether it failed', () => {
  const { throttle } = throttleAt()
  expect(throttle.reserve('ip-1', 'admin@example.com').granted).toBe(true)
  expect(throttle.reserve('ip-1', 'admin@example.com').granted).toBe(true)

  expect(throttle.reserve('ip-1', 'admin@example.com')).toEqual({ granted: false, retryAfterMs: 1000 })
})

test('an account locked from an IP stays locked there until its window ends, whatever the letter case', () => {
  const { throttle, clock } = throttleAt()
  throttle.reserve('ip-1', 'Admin@Example.com')
  throttle.reserve('ip-1', ' admin@example.com')

  clock.now = 600
  expect(retryAfter(throttle.reserve('ip-1', 'admin@example.com'))).toBe(400)
  clock.now = 1000
  expect(throttle.reserve('ip-1', 'admin@example.com').granted).toBe(true)
})

test('a refused attempt neither counts nor stretches the window', () => {
  const { throttle, clock } = throttleAt()
  throttle.reserve('ip-1', 'a@x.hu')
  throttle.reserve('ip-1', 'a@x.hu')
  for (let attempt = 0; attempt < 10; attempt += 1) throttle.reserve('ip-1', 'a@x.hu')

  expect(throttle.reserve('ip-1', 'b@x.hu').granted).toBe(true)
  expect(throttle.reserve('ip-1', 'b@x.hu').granted).toBe(true)
  clock.now = 1000
  expect(throttle.reserve('ip-1', 'a@x.hu').granted).toBe(true)
})

test('an attacker exhausting an account from one IP does not lock the account on another IP', () => {
  const { throttle } = throttleAt()
  throttle.reserve('ip-a', 'admin@example.com')
  throttle.reserve('ip-a', 'admin@example.com')
  expect(throttle.reserve('ip-a', 'admin@example.com').granted).toBe(false)

  expect(throttle.reserve('ip-b', 'admin@example.com').granted).toBe(true)
})

test('an IP locks after its limit whatever account it tries, and other IPs are unaffected', () => {
  const { throttle } = throttleAt()
  for (const email of ['a@x.hu', 'b@x.hu', 'c@x.hu', 'd@x.hu']) granted(throttle.reserve('ip-1', email))

  expect(retryAfter(throttle.reserve('ip-1', 'e@x.hu'))).toBe(1000)
  expect(throttle.reserve('ip-2', 'e@x.hu').granted).toBe(true)
})

test('a success releases its own reservation and forgives the earlier failures of that account from that IP', () => {
  const { throttle } = throttleAt()
  throttle.reserve('ip-1', 'a@x.hu')
  granted(throttle.reserve('ip-1', 'a@x.hu')).succeeded()

  expect(throttle.reserve('ip-1', 'a@x.hu').granted).toBe(true)
  expect(throttle.reserve('ip-1', 'a@x.hu').granted).toBe(true)
  expect(throttle.reserve('ip-1', 'a@x.hu').granted).toBe(false)
})

test('a success does not forgive the IP its failures on other accounts', () => {
  const { throttle } = throttleAt()
  for (const email of ['a@x.hu', 'b@x.hu', 'c@x.hu']) throttle.reserve('ip-1', email)
  granted(throttle.reserve('ip-1', 'own@x.hu')).succeeded()

  expect(throttle.reserve('ip-1', 'd@x.hu').granted).toBe(true)
  expect(throttle.reserve('ip-1', 'e@x.hu').granted).toBe(false)
})

test('a success settled twice releases its attempt once', () => {
  const { throttle } = throttleAt()
  throttle.reserve('ip-1', 'a@x.hu')
  const success = granted(throttle.reserve('ip-1', 'own@x.hu'))
  success.succeeded()
  success.succeeded()

  for (const email of ['b@x.hu', 'c@x.hu', 'd@x.hu']) granted(throttle.reserve('ip-1', email))
  expect(throttle.reserve('ip-1', 'e@x.hu').granted).toBe(false)
})

test('a success settled after its window ended leaves the next window alone', () => {
  const { throttle, clock } = throttleAt()
  const late = granted(throttle.reserve('ip-1', 'a@x.hu'))
  clock.now = 1000
  throttle.reserve('ip-1', 'b@x.hu')
  late.succeeded()

  for (const email of ['c@x.hu', 'd@x.hu', 'e@x.hu']) granted(throttle.reserve('ip-1', email))
  expect(throttle.reserve('ip-1', 'f@x.hu').granted).toBe(false)
})

test('a window emptied by successes is dropped', () => {
  const { throttle } = throttleAt()
  granted(throttle.reserve('ip-1', 'a@x.hu')).succeeded()
  expect(throttle.size).toBe(0)
})

test('expired windows are swept as the throttle is used, so the map shrinks', () => {
  const { throttle, clock } = throttleAt(0, { maxEntries: 10_000 })
  for (let index = 0; index < 1000; index += 1) throttle.reserve(`10.0.${index >> 8}.${index & 255}`, 'a@x.hu')
  expect(throttle.size).toBe(2000)

  clock.now = 1000
  throttle.reserve('ip-1', 'a@x.hu')

  expect(throttle.size).toBe(2)
})

test('the map never holds more than its cap; the oldest windows make room', () => {
  const { throttle, clock } = throttleAt(0, { maxEntries: 100 })
  let largest = 0
  for (let index = 0; index < 5000; index += 1) {
    clock.now = index / 10
    throttle.reserve(`ip-${index}`, `user${index}@x.hu`)
    largest = Math.max(largest, throttle.size)
  }
  expect(largest).toBe(100)

  throttle.reserve('ip-4999', 'user4999@x.hu')
  expect(throttle.reserve('ip-4999', 'user4999@x.hu').granted).toBe(false)
})

test('windows released by successes never push a live lockout out', () => {
  const { throttle, clock } = throttleAt(0, { maxEntries: 4 })
  throttle.reserve('ip-x', 'admin@x.hu')
  throttle.reserve('ip-x', 'admin@x.hu')
  for (let index = 0; index < 200; index += 1) {
    clock.now = index
    granted(throttle.reserve('ip-y', `own${index}@x.hu`)).succeeded()
  }

  expect(retryAfter(throttle.reserve('ip-x', 'admin@x.hu'))).toBe(801)
  expect(throttle.size).toBe(2)
})

import { expect, test } from 'vitest'
import { InMemoryLoginThrottle, type ThrottleLimits } from '../../server/auth/login-throttle'
import { CONTRACT_LIMITS, granted, loginThrottleContract, retryAfter } from '../setup/login-throttle-contract'

loginThrottleContract((limits, now) => new InMemoryLoginThrottle(limits, now))

function throttleAt(start = 0, overrides: Partial<ThrottleLimits> = {}) {
  const clock = { now: start }
  return { throttle: new InMemoryLoginThrottle({ ...CONTRACT_LIMITS, ...overrides }, () => clock.now), clock }
}

test('a window emptied by successes is dropped', async () => {
  const { throttle } = throttleAt()
  await granted(await throttle.reserve('ip-1', 'a@x.hu')).succeeded()
  expect(throttle.size).toBe(0)
})

test('expired windows are swept as the throttle is used, so the map shrinks', async () => {
  const { throttle, clock } = throttleAt(0, { maxEntries: 10_000 })
  for (let index = 0; index < 1000; index += 1) await throttle.reserve(`10.0.${index >> 8}.${index & 255}`, 'a@x.hu')
  expect(throttle.size).toBe(2000)

  clock.now = 1000
  await throttle.reserve('ip-1', 'a@x.hu')

  expect(throttle.size).toBe(2)
})

test('the map never holds more than its cap; the oldest windows make room', async () => {
  const { throttle, clock } = throttleAt(0, { maxEntries: 100 })
  let largest = 0
  for (let index = 0; index < 5000; index += 1) {
    clock.now = index / 10
    await throttle.reserve(`ip-${index}`, `user${index}@x.hu`)
    largest = Math.max(largest, throttle.size)
  }
  expect(largest).toBe(100)

  await throttle.reserve('ip-4999', 'user4999@x.hu')
  expect((await throttle.reserve('ip-4999', 'user4999@x.hu')).granted).toBe(false)
})

test('windows released by successes never push a live lockout out', async () => {
  const { throttle, clock } = throttleAt(0, { maxEntries: 4 })
  await throttle.reserve('ip-x', 'admin@x.hu')
  await throttle.reserve('ip-x', 'admin@x.hu')
  for (let index = 0; index < 200; index += 1) {
    clock.now = index
    await granted(await throttle.reserve('ip-y', `own${index}@x.hu`)).succeeded()
  }

  expect(retryAfter(await throttle.reserve('ip-x', 'admin@x.hu'))).toBe(801)
  expect(throttle.size).toBe(2)
})

import { expect, test } from 'vitest'
import { LoginThrottle } from '../../server/auth/login-throttle'

const limits = { windowMs: 1000, maxFailuresPerIp: 4, maxFailuresPerAccount: 2 }

function throttleAt(start = 0) {
  const clock = { now: start }
  return { throttle: new LoginThrottle(limits, () => clock.now), clock }
}

test('an account locks after its failure limit until the window ends', () => {
  const { throttle, clock } = throttleAt()
  throttle.recordFailure('ip-1', 'Admin@Example.com')
  expect(throttle.retryAfterMs('ip-2', 'admin@example.com')).toBe(0)
  throttle.recordFailure('ip-1', 'admin@example.com')
  expect(throttle.retryAfterMs('ip-2', 'admin@example.com')).toBe(1000)
  clock.now = 600
  expect(throttle.retryAfterMs('ip-2', 'admin@example.com')).toBe(400)
  clock.now = 1000
  expect(throttle.retryAfterMs('ip-2', 'admin@example.com')).toBe(0)
})

test('an IP locks after its limit whatever account it tries', () => {
  const { throttle } = throttleAt()
  for (const email of ['a@x.hu', 'b@x.hu', 'c@x.hu', 'd@x.hu']) throttle.recordFailure('ip-1', email)
  expect(throttle.retryAfterMs('ip-1', 'e@x.hu')).toBeGreaterThan(0)
  expect(throttle.retryAfterMs('ip-2', 'e@x.hu')).toBe(0)
})

test('a success clears the account count but not the IP count', () => {
  const { throttle } = throttleAt()
  throttle.recordFailure('ip-1', 'a@x.hu')
  throttle.recordSuccess('a@x.hu')
  throttle.recordFailure('ip-1', 'a@x.hu')
  expect(throttle.retryAfterMs('ip-9', 'a@x.hu')).toBe(0)
})

import { expect, test } from 'vitest'
import { InMemoryRateLimitStore } from '../../server/services/form-guard/rate-limit-store'

test('allows `limit` hits per window per key, then refuses until the oldest hit leaves the window', async () => {
  const store = new InMemoryRateLimitStore()
  expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 0)).toBe(true)
  expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 10_000)).toBe(true)
  expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 59_999)).toBe(false)
  expect(await store.tryHit('demo:5.6.7.8', 2, 60_000, 59_999)).toBe(true)
  expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 60_000)).toBe(true)
  expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 60_001)).toBe(false)
})

test('refused hits are not counted', async () => {
  const store = new InMemoryRateLimitStore()
  for (let i = 0; i < 10; i += 1) await store.tryHit('join:ip', 3, 60_000, i)
  expect(await store.tryHit('join:ip', 3, 60_000, 60_000)).toBe(true)
})

test('keys whose hits have all expired are swept away', async () => {
  const store = new InMemoryRateLimitStore(5)
  for (let i = 0; i < 4; i += 1) await store.tryHit(`key${i}`, 1, 1000, 0)
  expect(store.size).toBe(4)
  await store.tryHit('fresh', 1, 1000, 5000)
  expect(store.size).toBe(1)
})

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

test('a key is claimed once until its time: the same holder may claim it again, another may not', async () => {
  const store = new InMemoryRateLimitStore()
  expect(await store.claimUntil('token:a', 'submission-1', 1000, 0)).toBe(true)
  expect(await store.claimUntil('token:a', 'submission-1', 1000, 10)).toBe(true)
  expect(await store.claimUntil('token:a', 'submission-2', 1000, 20)).toBe(false)
  expect(await store.claimUntil('token:a', 'submission-2', 1000, 1000)).toBe(false)
  expect(await store.claimUntil('token:b', 'submission-2', 1000, 20)).toBe(true)
  expect(await store.claimUntil('token:a', 'submission-3', 2000, 1001)).toBe(true)
})

test('expired claims are swept away, so the claims stay bounded', async () => {
  const store = new InMemoryRateLimitStore(5)
  for (let i = 0; i < 4; i += 1) await store.claimUntil(`token:${i}`, 'holder', 1000, 0)
  expect(store.claimCount).toBe(4)
  await store.claimUntil('token:fresh', 'holder', 3000, 2000)
  expect(store.claimCount).toBe(1)
})

test('a sweep started by a claim keeps the rate-limit hits still inside their window', async () => {
  const store = new InMemoryRateLimitStore(2)
  expect(await store.tryHit('webinar:ip', 1, 60_000, 0)).toBe(true)
  await store.claimUntil('token:a', 'holder', 5000, 1000)
  expect(store.size).toBe(1)
  expect(await store.tryHit('webinar:ip', 1, 60_000, 2000)).toBe(false)
})

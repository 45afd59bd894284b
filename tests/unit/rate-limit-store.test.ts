import { expect, test } from 'vitest'
import { InMemoryRateLimitStore } from '../../server/services/form-guard/rate-limit-store'
import { rateLimitStoreContract } from '../setup/rate-limit-store-contract'

rateLimitStoreContract(() => new InMemoryRateLimitStore())

test('keys whose hits have all expired are swept away', async () => {
  const store = new InMemoryRateLimitStore(5)
  for (let i = 0; i < 4; i += 1) await store.tryHit(`key${i}`, 1, 1000, 0)
  expect(store.size).toBe(4)
  await store.tryHit('fresh', 1, 1000, 5000)
  expect(store.size).toBe(1)
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

import { expect, test } from 'vitest'
import type { RateLimitStore } from '../../server/services/form-guard/rate-limit-store'

/** What every rate-limit store does, whichever holds the counts (this process's memory or Redis). */
export function rateLimitStoreContract(makeStore: () => RateLimitStore): void {
  test('allows `limit` hits per window per key, then refuses until the oldest hit leaves the window', async () => {
    const store = makeStore()
    expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 0)).toBe(true)
    expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 10_000)).toBe(true)
    expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 59_999)).toBe(false)
    expect(await store.tryHit('demo:5.6.7.8', 2, 60_000, 59_999)).toBe(true)
    expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 60_000)).toBe(true)
    expect(await store.tryHit('demo:1.2.3.4', 2, 60_000, 60_001)).toBe(false)
  })

  test('refused hits are not counted', async () => {
    const store = makeStore()
    for (let i = 0; i < 10; i += 1) await store.tryHit('join:ip', 3, 60_000, i)
    expect(await store.tryHit('join:ip', 3, 60_000, 60_000)).toBe(true)
  })

  test('hits at the same moment from many callers take exactly the places left', async () => {
    const store = makeStore()
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.tryHit('burst:ip', 5, 60_000, 1000)))
    expect(answers.filter(Boolean)).toHaveLength(5)
  })

  test('a key is claimed once until its time: the same holder may claim it again, another may not', async () => {
    const store = makeStore()
    expect(await store.claimUntil('token:a', 'submission-1', 1000, 0)).toBe(true)
    expect(await store.claimUntil('token:a', 'submission-1', 1000, 10)).toBe(true)
    expect(await store.claimUntil('token:a', 'submission-2', 1000, 20)).toBe(false)
    expect(await store.claimUntil('token:a', 'submission-2', 1000, 1000)).toBe(false)
    expect(await store.claimUntil('token:b', 'submission-2', 1000, 20)).toBe(true)
    expect(await store.claimUntil('token:a', 'submission-3', 2000, 1001)).toBe(true)
  })
}

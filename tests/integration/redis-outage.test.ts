import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROME_USER_AGENT, testApp, type TestApp } from '../setup/http-app'
import { startThrowawayRedis, type ThrowawayRedis } from '../setup/throwaway-redis'
import { waitUntil } from '../setup/wait-until'

// An instance that cannot hear other instances' invalidations must not serve what they may have changed.

let redis: ThrowawayRedis
let site: TestApp

beforeAll(async () => {
  redis = await startThrowawayRedis()
  site = await testApp({ env: { REDIS_URL: redis.url } })
})

afterAll(async () => {
  await redis.start().catch(() => undefined)
  await site.close()
  await redis.stop()
})

const cacheAnswer = async (url: string) => {
  const response = await site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  expect(response.statusCode).toBe(200)
  return response.headers['x-render-cache']
}
const isHit = (answer: unknown) => answer === 'hit'

test('while Redis is lost the cache serves nothing and keeps nothing; once it is back, it starts empty and caches again', async () => {
  await waitUntil(() => cacheAnswer('/tortenetunk'), isHit, { timeoutMs: 5000 })
  await waitUntil(() => cacheAnswer('/kiosk'), isHit, { timeoutMs: 5000 })

  await redis.stop()
  await waitUntil(
    () => cacheAnswer('/tortenetunk'),
    (answer) => answer === 'miss',
    { timeoutMs: 5000 },
  )
  expect(await cacheAnswer('/tortenetunk')).toBe('miss')
  expect(await cacheAnswer('/tortenetunk')).toBe('miss')

  await redis.start()
  await waitUntil(() => cacheAnswer('/tortenetunk'), isHit, { timeoutMs: 10_000 })
  // Kept from before the outage, and an invalidation may have been missed since: dropped, rendered afresh.
  expect(await cacheAnswer('/kiosk')).toBe('miss')
  expect(await cacheAnswer('/kiosk')).toBe('hit')
})

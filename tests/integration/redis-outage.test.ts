import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEPENDENCY_UNAVAILABLE_MESSAGE } from '../../server/services/dependency-unavailable'
import { CONSENT_TEXT_VERSION } from '../../shared/consent'
import { createUser } from '../factories'
import { CHROME_USER_AGENT, postProcedure, readyFormToken, testApp, type TestApp } from '../setup/http-app'
import { startThrowawayRedis, type ThrowawayRedis } from '../setup/throwaway-redis'
import { waitUntil } from '../setup/wait-until'

// An instance that cannot hear other instances' invalidations must not serve what they may have changed; one that
// cannot reach Redis at all says so to the load balancer, and to the people whose requests need it.

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

const health = () => site.app.inject({ method: 'GET', url: '/healthz' })

test('while Redis is down, health answers 503 naming it, and sign-in, the forms and the consent record a Hungarian 503', async () => {
  const admin = await createUser(site.db)
  const formToken = await readyFormToken(site, 'webinar')
  expect((await health()).statusCode).toBe(200)

  await redis.stop()
  try {
    const down = await health()
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ status: 'unavailable', failed: ['redis'] })

    const refused = [
      await postProcedure(site.app, 'admin.login', { email: admin.email, password: admin.password }),
      await postProcedure(site.app, 'forms.webinar', {
        fullName: 'Kovács Anna',
        email: 'anna.redis@pelda.hu',
        company: '',
        submissionId: randomUUID(),
        formToken,
      }),
      await postProcedure(site.app, 'forms.recordConsent', {
        consentId: randomUUID(),
        version: CONSENT_TEXT_VERSION,
        analytics: true,
        marketing: false,
      }),
    ]
    for (const response of refused) {
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({
        error: { message: DEPENDENCY_UNAVAILABLE_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } },
      })
    }
    expect(refused[0]!.cookies).toEqual([])
  } finally {
    await redis.start()
  }
  await waitUntil(health, (answer) => answer.statusCode === 200, { timeoutMs: 10_000 })
  expect((await health()).json()).toEqual({ status: 'ok' })
})

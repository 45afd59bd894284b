import { CONSENT_RECORD_RATE_LIMITS } from '../../server/services/consent.service'
import { expect, test } from 'vitest'
import { RedisRateLimitStore } from '../../server/services/form-guard/redis-rate-limit-store'
import { CONSENT_TEXT_VERSION } from '../../shared/consent'
import { postProcedure, testApp } from '../setup/http-app'
import { rateLimitStoreContract } from '../setup/rate-limit-store-contract'
import { describeWithRedis, testKeyPrefix } from '../setup/test-redis'

describeWithRedis('rate limits in Redis', (redis) => {
  rateLimitStoreContract(() => new RedisRateLimitStore(redis(), testKeyPrefix()))

  test('two instances sharing Redis count one allowance: a consent id recorded past its limit is refused on either', async () => {
    const prefix = testKeyPrefix()
    const first = await testApp({ services: { rateLimitStore: new RedisRateLimitStore(redis(), prefix) } })
    const second = await testApp({
      db: first.db,
      services: { rateLimitStore: new RedisRateLimitStore(redis(), prefix) },
    })
    try {
      const record = (site: typeof first, consentId: string, index: number) =>
        postProcedure(site.app, 'forms.recordConsent', {
          consentId,
          version: CONSENT_TEXT_VERSION,
          analytics: index % 2 === 0,
          marketing: false,
        })
      const looping = '00000000-0000-4000-8000-000000000001'
      const { maxEvents } = CONSENT_RECORD_RATE_LIMITS.perConsentId
      const statuses: number[] = []
      for (let index = 0; index <= maxEvents; index += 1) {
        statuses.push((await record(index % 2 === 0 ? first : second, looping, index)).statusCode)
      }
      expect(statuses.slice(0, maxEvents).every((status) => status === 200)).toBe(true)
      expect(statuses[maxEvents]).toBe(429)
      expect((await record(first, looping, 99)).statusCode).toBe(429)
      expect((await record(second, looping, 99)).statusCode).toBe(429)
      // Another browser behind the same address is not held back by the looping one.
      expect((await record(second, '00000000-0000-4000-8000-000000000002', 0)).statusCode).toBe(200)
      const kept = await first.db.db.selectFrom('consent_records').select('consent_id').execute()
      expect(kept).toHaveLength(maxEvents + 1)
    } finally {
      await second.app.close()
      await first.close()
    }
  })
})

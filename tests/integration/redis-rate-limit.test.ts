import { expect, test } from 'vitest'
import { RedisRateLimitStore } from '../../server/services/form-guard/redis-rate-limit-store'
import { CONSENT_TEXT_VERSION } from '../../shared/consent'
import { postProcedure, testApp } from '../setup/http-app'
import { rateLimitStoreContract } from '../setup/rate-limit-store-contract'
import { describeWithRedis, testKeyPrefix } from '../setup/test-redis'

describeWithRedis('rate limits in Redis', (redis) => {
  rateLimitStoreContract(() => new RedisRateLimitStore(redis(), testKeyPrefix()))

  test('two instances sharing Redis count one allowance: the 21st consent record in ten minutes is refused on either', async () => {
    const prefix = testKeyPrefix()
    const first = await testApp({ services: { rateLimitStore: new RedisRateLimitStore(redis(), prefix) } })
    const second = await testApp({
      db: first.db,
      services: { rateLimitStore: new RedisRateLimitStore(redis(), prefix) },
    })
    try {
      const record = (site: typeof first, index: number) =>
        postProcedure(site.app, 'forms.recordConsent', {
          consentId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          version: CONSENT_TEXT_VERSION,
          analytics: index % 2 === 0,
          marketing: false,
        })
      const statuses: number[] = []
      for (let index = 0; index < 21; index += 1) {
        statuses.push((await record(index % 2 === 0 ? first : second, index)).statusCode)
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
      expect(statuses[20]).toBe(429)
      expect((await record(first, 99)).statusCode).toBe(429)
      const kept = await first.db.db.selectFrom('consent_records').select('consent_id').execute()
      expect(kept).toHaveLength(20)
    } finally {
      await second.app.close()
      await first.close()
    }
  })
})

import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe } from 'vitest'

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function probeRedis(): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 })
  redis.on('error', () => undefined)
  try {
    await redis.connect()
    await redis.ping()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    redis.disconnect()
  }
}

const redisProblem = await probeRedis()
if (redisProblem) {
  const message = `Redis at ${TEST_REDIS_URL} is unreachable (${redisProblem}).`
  if (process.env.CI === 'true') throw new Error(`${message} CI runs the shared-store tests on Redis.`)
  console.warn(`${message} Skipping the Redis tests; set TEST_REDIS_URL or start redis-server.`)
}

/** A key prefix of its own for each store a test makes, so tests never see each other's keys. */
export const testKeyPrefix = () => `patikachat-test:${randomBytes(6).toString('hex')}:`

/** Tests against a real Redis; each file gets one connection, closed after it. */
export function describeWithRedis(name: string, body: (redis: () => Redis) => void): void {
  const run = redisProblem ? describe.skip : describe
  run(name, () => {
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 })
    afterAll(async () => {
      await redis.quit()
    })
    body(() => redis)
  })
}

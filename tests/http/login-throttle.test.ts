import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { buildApp } from '../../server/app'
import { envWith } from '../../server/env'
import { TRPC_MAX_BATCH_SIZE } from '../../shared/api-limits'
import { createUser, type TestUser } from '../factories'
import { describeEachDialect } from '../setup/test-db'

const SITE = 'http://localhost:3000'

interface BatchItem {
  error?: { data: { code: string } }
}

describeEachDialect('login throttle over HTTP', (getDb) => {
  let app: FastifyInstance
  let admin: TestUser

  beforeEach(async () => {
    admin = await createUser(getDb())
    app = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: SITE }), { db: getDb() })
  })

  afterEach(async () => {
    await app.close()
  })

  async function wrongLoginBatch(batch: number): Promise<string[]> {
    const size = TRPC_MAX_BATCH_SIZE
    const paths = Array.from({ length: size }, () => 'admin.login').join(',')
    const inputs = Object.fromEntries(
      Array.from({ length: size }, (_, index) => [index, { email: admin.email, password: `wrong-${batch}-${index}` }]),
    )
    const response = await app.inject({
      method: 'POST',
      url: `/trpc/${paths}?batch=1`,
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(inputs),
    })
    return response.json<BatchItem[]>().map((item) => item.error?.data.code ?? 'OK')
  }

  const count = (codes: string[], code: string) => codes.filter((each) => each === code).length

  test('one batch of ten wrong logins gets five guesses; the rest are refused', async () => {
    const codes = await wrongLoginBatch(0)

    expect(codes).toHaveLength(TRPC_MAX_BATCH_SIZE)
    expect(count(codes, 'UNAUTHORIZED')).toBe(5)
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBe(TRPC_MAX_BATCH_SIZE - 5)
  })

  test('several concurrent batches still get five guesses in all', async () => {
    const codes = (await Promise.all([0, 1, 2, 3].map((batch) => wrongLoginBatch(batch)))).flat()

    expect(count(codes, 'UNAUTHORIZED')).toBe(5)
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBe(codes.length - 5)
  })
})

import { expect, test } from 'vitest'
import { EnvSchema, envWith } from '../../server/env'

test('a bare environment gets the local defaults', () => {
  const env = envWith({})
  expect(env).toMatchObject({
    PORT: 3000,
    HOST: '127.0.0.1',
    SQLITE_PATH: 'data/app.db',
    PUBLIC_SITE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
  })
  expect(env.DATABASE_URL).toBeUndefined()
})

test('empty optional settings count as unset', () => {
  const env = envWith({ DATABASE_URL: '', BOOKING_URL: '', ADMIN_EMAIL: '' })
  expect(env.DATABASE_URL).toBeUndefined()
  expect(env.BOOKING_URL).toBeUndefined()
  expect(env.ADMIN_EMAIL).toBeUndefined()
})

test('each wrong variable is named with its problem', () => {
  const result = EnvSchema.safeParse({
    PORT: 'eighty',
    DATABASE_URL: 'postgres://x',
    LOG_LEVEL: 'loud',
    ADMIN_PASSWORD: 'short',
    ANALYTICS_MEASUREMENT_ID: 'UA-1',
  })
  expect(result.success).toBe(false)
  const names = result.error!.issues.map((issue) => issue.path[0]).sort()
  expect(names).toEqual(['ADMIN_PASSWORD', 'ANALYTICS_MEASUREMENT_ID', 'DATABASE_URL', 'LOG_LEVEL', 'PORT'])
})

test('a MySQL URL is accepted as the database', () => {
  expect(envWith({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/test' }).DATABASE_URL).toBe(
    'mysql://root@127.0.0.1:3306/test',
  )
})

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { EnvSchema, envWith, loadEnv } from '../../server/env'

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
    REDIS_URL: 'http://127.0.0.1:6379',
  })
  expect(result.success).toBe(false)
  const names = result.error!.issues.map((issue) => issue.path[0]).sort()
  expect(names).toEqual([
    'ADMIN_PASSWORD',
    'ANALYTICS_MEASUREMENT_ID',
    'DATABASE_URL',
    'LOG_LEVEL',
    'PORT',
    'REDIS_URL',
  ])
})

test('Redis is optional: empty keeps the limits in memory, a redis:// or rediss:// URL is taken', () => {
  expect(envWith({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
  expect(envWith({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
  expect(envWith({ REDIS_URL: 'rediss://cache.example:6380/0' }).REDIS_URL).toBe('rediss://cache.example:6380/0')
})

test('a MySQL URL is accepted as the database', () => {
  expect(envWith({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/test' }).DATABASE_URL).toBe(
    'mysql://root@127.0.0.1:3306/test',
  )
})

test('TRUST_PROXY is off by default and when false or empty', () => {
  expect(envWith({}).TRUST_PROXY).toBe(false)
  expect(envWith({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false)
  expect(envWith({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(false)
})

test('TRUST_PROXY takes a hop count or a list of proxy addresses and CIDR ranges', () => {
  expect(envWith({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
  expect(envWith({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  expect(envWith({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1'])
  expect(envWith({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    'fd00::/8',
    'loopback',
  ])
})

test.each(['true', 'TRUE', 'True'])('TRUST_PROXY=%s is refused with what to write instead', (value) => {
  const result = EnvSchema.safeParse({ TRUST_PROXY: value })
  expect(result.success).toBe(false)
  const issue = result.error!.issues[0]!
  expect(issue.path).toEqual(['TRUST_PROXY'])
  expect(issue.message).toContain('every hop')
  expect(issue.message).toContain('1 for one reverse proxy')
  expect(issue.message).toContain('127.0.0.1')
})

test.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,,10.0.0.2', 'proxy.internal', '-1', '1.5'])(
  'TRUST_PROXY=%s is refused as neither a hop count nor addresses',
  (value) => {
    const result = EnvSchema.safeParse({ TRUST_PROXY: value })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path[0])).toEqual(['TRUST_PROXY'])
  },
)

test.each(['BENCH_UNCACHED_RENDERS', 'BENCH_RELAXED_FORM_LIMITS'] as const)(
  '%s is off by default, taken on a loopback site and refused on any other',
  (name) => {
    expect(envWith({})[name]).toBe(false)
    for (const site of ['http://127.0.0.1:3917', 'http://localhost:3000', 'http://[::1]:3000']) {
      expect(envWith({ [name]: 'true', PUBLIC_SITE_URL: site })[name]).toBe(true)
    }
    expect(envWith({ [name]: 'false', PUBLIC_SITE_URL: 'https://patikachat.example' })[name]).toBe(false)
    const result = EnvSchema.safeParse({ [name]: 'true', PUBLIC_SITE_URL: 'https://patikachat.example' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([[name]])
  },
)

test('the site origin and https flag are derived from PUBLIC_SITE_URL once', () => {
  expect(envWith({})).toMatchObject({
    siteOrigin: 'http://localhost:3000',
    siteUrl: 'http://localhost:3000',
    isHttps: false,
  })
  expect(envWith({ PUBLIC_SITE_URL: 'https://patikachat.example/' })).toMatchObject({
    siteOrigin: 'https://patikachat.example',
    siteUrl: 'https://patikachat.example',
    isHttps: true,
  })
  expect(EnvSchema.safeParse({ PUBLIC_SITE_URL: 'ftp://patikachat.example' }).success).toBe(false)
})

test('mail: without SMTP_URL messages go to data/mail as files, from the site, to no lead recipients', () => {
  const env = envWith({})
  expect(env.SMTP_URL).toBeUndefined()
  expect(env.MAIL_DIR).toBe('data/mail')
  expect(env.MAIL_FROM).toEqual({ name: 'PatikaChat', address: 'noreply@patikachat.hu' })
  expect(env.LEAD_NOTIFY_EMAIL).toEqual([])
  expect(envWith({ SMTP_URL: '', LEAD_NOTIFY_EMAIL: ' ' })).toMatchObject({
    SMTP_URL: undefined,
    LEAD_NOTIFY_EMAIL: [],
  })
})

test('SMTP_URL takes smtp:// and smtps:// addresses of a mail server', () => {
  expect(envWith({ SMTP_URL: 'smtp://user:pass@mail.example:587' }).SMTP_URL).toBe('smtp://user:pass@mail.example:587')
  expect(envWith({ SMTP_URL: ' smtps://mail.example ' }).SMTP_URL).toBe('smtps://mail.example')
})

test.each(['http://mail.example', 'mail.example:587', 'smtp://', 'smtp:mail.example', 'SMTP_URL=smtp://mail.example'])(
  'SMTP_URL=%s is refused',
  (value) => {
    const result = EnvSchema.safeParse({ SMTP_URL: value })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([['SMTP_URL']])
  },
)

test('MAIL_FROM takes an address alone or with a display name, quoted or not', () => {
  expect(envWith({ MAIL_FROM: 'hirek@patikachat.hu' }).MAIL_FROM).toEqual({
    name: undefined,
    address: 'hirek@patikachat.hu',
  })
  expect(envWith({ MAIL_FROM: 'PatikaChat Hírek <hirek@patikachat.hu>' }).MAIL_FROM).toEqual({
    name: 'PatikaChat Hírek',
    address: 'hirek@patikachat.hu',
  })
  expect(envWith({ MAIL_FROM: '"Patika, Chat" <hirek@patikachat.hu>' }).MAIL_FROM).toEqual({
    name: 'Patika, Chat',
    address: 'hirek@patikachat.hu',
  })
})

test.each(['hirek', 'PatikaChat', 'PatikaChat <hirek>', 'a@b.hu, c@d.hu', 'Név <a@b.hu> x', '<>', 'Ki "ez" <a@b.hu>'])(
  'MAIL_FROM=%s is refused',
  (value) => {
    const result = EnvSchema.safeParse({ MAIL_FROM: value })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([['MAIL_FROM']])
  },
)

test('LEAD_NOTIFY_EMAIL is a comma-separated list of addresses, and names each one that is not', () => {
  expect(envWith({ LEAD_NOTIFY_EMAIL: 'sales@patikachat.hu' }).LEAD_NOTIFY_EMAIL).toEqual(['sales@patikachat.hu'])
  expect(envWith({ LEAD_NOTIFY_EMAIL: 'sales@patikachat.hu, anna@patikachat.hu' }).LEAD_NOTIFY_EMAIL).toEqual([
    'sales@patikachat.hu',
    'anna@patikachat.hu',
  ])
  const result = EnvSchema.safeParse({ LEAD_NOTIFY_EMAIL: 'sales@patikachat.hu,anna,,Bob <bob@patikachat.hu>' })
  expect(result.success).toBe(false)
  const issue = result.error!.issues[0]!
  expect(issue.path).toEqual(['LEAD_NOTIFY_EMAIL'])
  expect(issue.message).toBe(
    'not an e-mail address: "anna", "", "Bob <bob@patikachat.hu>" (separate several with commas)',
  )
})

test('a social link takes only an https address, and empty shows none', () => {
  const result = EnvSchema.safeParse({
    SOCIAL_FACEBOOK_URL: 'http://facebook.com/patikachat',
    SOCIAL_YOUTUBE_URL: 'javascript:alert(1)',
  })
  expect(result.success).toBe(false)
  expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ['SOCIAL_FACEBOOK_URL', 'must be an https:// address (leave it empty to show no link)'],
    ['SOCIAL_YOUTUBE_URL', 'must be an https:// address (leave it empty to show no link)'],
  ])
  const env = envWith({ SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/patikachat', SOCIAL_INSTAGRAM_URL: '' })
  expect(env.SOCIAL_LINKEDIN_URL).toBe('https://www.linkedin.com/company/patikachat')
  expect(env.SOCIAL_INSTAGRAM_URL).toBeUndefined()
})

describe('loadEnv', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  })

  test('reads a .env file when present, and variables already set win over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-'))
    const file = join(dir, '.env')
    writeFileSync(file, 'CONTACT_EMAIL=file@patikachat.example\nLOG_LEVEL=debug\n')
    process.env.LOG_LEVEL = 'warn'
    delete process.env.CONTACT_EMAIL
    const env = loadEnv(file)
    expect(env.CONTACT_EMAIL).toBe('file@patikachat.example')
    expect(env.LOG_LEVEL).toBe('warn')
  })

  test('runs without a .env file', () => {
    delete process.env.CONTACT_EMAIL
    expect(loadEnv(join(tmpdir(), 'no-such-dir', '.env')).CONTACT_EMAIL).toBe('info@patikachat.hu')
  })
})

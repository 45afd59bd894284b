import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { LOGIN_THROTTLE_LIMITS } from '../../server/auth/login-throttle'
import { CONSENT_RECORD_RATE_LIMITS } from '../../server/services/consent.service'
import { FORM_RULES } from '../../shared/schemas/forms'
import { postProcedure, readyFormToken, testApp, type TestApp } from '../setup/http-app'

// Three addresses a caller picks from one /64, and a neighbour's /64.
const ONE_NETWORK = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2:a:b:c:d']
const NEXT_NETWORK = '2001:db8:1:3::1'
const nthOf = (addresses: string[], index: number) => addresses[index % addresses.length]!

let site: TestApp
beforeEach(async () => {
  site = await testApp()
})
afterEach(() => site.close())

async function webinarFrom(remoteAddress: string) {
  const formToken = await readyFormToken(site, 'webinar', { remoteAddress })
  const input = { fullName: 'Kovács Anna', email: `${randomUUID()}@pelda.hu`, company: '', submissionId: randomUUID() }
  return (await postProcedure(site.app, 'forms.webinar', { ...input, formToken }, { remoteAddress })).statusCode
}

test('addresses of one IPv6 /64 share one form allowance; another /64 has its own', async () => {
  const { maxSubmissions } = FORM_RULES.webinar
  for (let index = 0; index < maxSubmissions; index += 1) {
    expect(await webinarFrom(nthOf(ONE_NETWORK, index))).toBe(200)
  }
  for (const address of ONE_NETWORK) expect(await webinarFrom(address), address).toBe(429)
  expect(await webinarFrom(NEXT_NETWORK)).toBe(200)
})

test('an IPv4-mapped IPv6 caller shares the allowance of its IPv4 address', async () => {
  const { maxSubmissions } = FORM_RULES.webinar
  for (let index = 0; index < maxSubmissions; index += 1) {
    expect(await webinarFrom(nthOf(['203.0.113.7', '::ffff:203.0.113.7'], index))).toBe(200)
  }
  expect(await webinarFrom('::ffff:203.0.113.7')).toBe(429)
  expect(await webinarFrom('203.0.113.7')).toBe(429)
  expect(await webinarFrom('203.0.113.8')).toBe(200)
})

test('addresses of one IPv6 /64 share one consent-record allowance', async () => {
  const record = (remoteAddress: string) =>
    postProcedure(
      site.app,
      'forms.recordConsent',
      { consentId: randomUUID(), version: '1', analytics: true, marketing: false },
      { remoteAddress },
    )
  for (let index = 0; index < CONSENT_RECORD_RATE_LIMITS.perClient.maxEvents; index += 1) {
    expect((await record(nthOf(ONE_NETWORK, index))).statusCode).toBe(200)
  }
  expect((await record(nthOf(ONE_NETWORK, 1))).statusCode).toBe(429)
  expect((await record(NEXT_NETWORK)).statusCode).toBe(200)
})

test('addresses of one IPv6 /64 share one login throttle', async () => {
  const wrongLogin = async (remoteAddress: string) => {
    const input = { email: `${randomUUID()}@pelda.hu`, password: 'wrong-password' }
    const response = await postProcedure(site.app, 'admin.login', input, { remoteAddress })
    return response.json<{ error: { data: { code: string } } }>().error.data.code
  }
  for (let index = 0; index < LOGIN_THROTTLE_LIMITS.maxFailuresPerIp; index += 1) {
    expect(await wrongLogin(nthOf(ONE_NETWORK, index))).toBe('UNAUTHORIZED')
  }
  for (const address of ONE_NETWORK) expect(await wrongLogin(address), address).toBe('TOO_MANY_REQUESTS')
  expect(await wrongLogin(NEXT_NETWORK)).toBe('UNAUTHORIZED')
})

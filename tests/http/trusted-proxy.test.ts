import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { FORM_RULES } from '../../shared/schemas/forms'
import { postProcedure, readyFormToken, testApp, type TestApp } from '../setup/http-app'

const PROXY = '10.0.0.5'
const VISITOR = '198.51.100.9'

let current: TestApp | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

async function appTrusting(trustProxy: string) {
  current = await testApp({ env: { TRUST_PROXY: trustProxy } })
  current.app.get('/test/ip', (request) => ({ ip: request.ip }))
  return current
}

/** What one reverse proxy sends on: the caller's own X-Forwarded-For with the address it saw appended. */
const throughProxy = (forged: string, visitor = VISITOR) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': `${forged}, ${visitor}` },
})

const ipSeen = async (testApp: TestApp, request: { remoteAddress: string; headers: Record<string, string> }) =>
  (await testApp.app.inject({ method: 'GET', url: '/test/ip', ...request })).json<{ ip: string }>().ip

test.each(['1', PROXY, '10.0.0.0/8'])('with TRUST_PROXY=%s the client IP is what the proxy saw', async (setting) => {
  const testApp = await appTrusting(setting)
  expect(await ipSeen(testApp, throughProxy('203.0.113.1'))).toBe(VISITOR)
  expect(await ipSeen(testApp, throughProxy('203.0.113.2, 203.0.113.3'))).toBe(VISITOR)
})

test('a listed proxy is trusted only from its own address: a direct caller keeps its own IP', async () => {
  const testApp = await appTrusting(PROXY)
  expect(await ipSeen(testApp, { remoteAddress: VISITOR, headers: { 'x-forwarded-for': '203.0.113.1' } })).toBe(VISITOR)
})

test('without TRUST_PROXY the forwarded header is ignored', async () => {
  current = await testApp()
  current.app.get('/test/ip', (request) => ({ ip: request.ip }))
  expect(await ipSeen(current, throughProxy('203.0.113.1'))).toBe(PROXY)
})

test('forged X-Forwarded-For entries do not stretch the webinar rate limit behind one proxy', async () => {
  const testApp = await appTrusting('1')
  const statuses: number[] = []
  for (let attempt = 1; attempt <= FORM_RULES.webinar.maxSubmissions + 1; attempt += 1) {
    const request = throughProxy(`203.0.113.${attempt}`)
    const formToken = await readyFormToken(testApp, 'webinar', request)
    const response = await postProcedure(
      testApp.app,
      'forms.webinar',
      { fullName: 'Kovács Anna', email: `anna${attempt}@pelda.hu`, company: '', submissionId: randomUUID(), formToken },
      request,
    )
    statuses.push(response.statusCode)
  }
  expect(statuses).toEqual([200, 200, 429])
})

test('forged X-Forwarded-For entries do not reset the per-IP login throttle behind one proxy', async () => {
  const testApp = await appTrusting('1')
  // Each attempt names another account, so only the per-IP limit can refuse them.
  const attempt = (index: number, visitor = VISITOR) =>
    postProcedure(
      testApp.app,
      'admin.login',
      { email: `nobody${index}@example.com`, password: 'a-wrong-password' },
      throughProxy(`203.0.113.${index % 250}`, visitor),
    )

  let refusedAt: number | null = null
  for (let index = 1; index <= 40 && refusedAt === null; index += 1) {
    if ((await attempt(index)).statusCode === 429) refusedAt = index
  }
  expect(refusedAt).not.toBeNull()
  expect((await attempt(1000)).statusCode).toBe(429)
  expect((await attempt(1001, '198.51.100.10')).statusCode).toBe(401)
})

import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROME_USER_AGENT, postProcedure, testApp, type TestApp } from '../setup/http-app'

const CHATBOT_ORIGIN = 'https://chat.patikachat.example'

let site: TestApp

beforeAll(async () => {
  site = await testApp({ env: { CHATBOT_EMBED_URL: `${CHATBOT_ORIGIN}/embed/demo?lang=hu` } })
})

afterAll(() => site.close())

/** The header's directives by feature, each with its allowlist as written. */
function directives(header: string | number | string[] | undefined): Map<string, string> {
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(/,\s*/)
      .map((directive) => directive.split('=') as [string, string]),
  )
}

test('every answer carries a Permissions-Policy: pages, the 404 page, files, the API, a refusal', async () => {
  const get = (url: string) => site.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME_USER_AGENT } })
  const answers = [
    await get('/'),
    await get('/webinar'),
    await get('/nincs-ilyen-oldal'),
    await get('/robots.txt'),
    await get('/favicon.ico'),
    await get('/trpc/blog.list?input=%7B%7D'),
    await postProcedure(site.app, 'forms.token', {}, { headers: { origin: 'https://evil.example' } }),
  ]
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 200, 200, 200, 403])
  const policies = new Set(answers.map((answer) => answer.headers['permissions-policy']))
  expect([...policies]).toEqual([expect.stringContaining('camera=()')])
})

test('powerful features are off for everyone; the player and the chatbot frame get only what they use', async () => {
  const policy = directives(
    (await site.app.inject({ method: 'GET', url: '/robots.txt' })).headers['permissions-policy'],
  )
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
    expect(policy.get(feature), feature).toBe('()')
  }
  for (const feature of ['fullscreen', 'autoplay', 'picture-in-picture']) {
    expect(policy.get(feature), feature).toMatch(/^\(self( "https:\/\/[a-z.-]+")*\)$/)
    expect(policy.get(feature), feature).not.toContain(CHATBOT_ORIGIN)
  }
  expect(policy.get('clipboard-write')).toMatch(new RegExp(`^\\(self "${CHATBOT_ORIGIN}"`))
  expect([...policy.values()].join(' ')).not.toContain('*')
})

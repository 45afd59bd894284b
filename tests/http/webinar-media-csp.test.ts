import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import type { WebinarConfig } from '../../shared/schemas/funnel-configs'
import { createUser } from '../factories'
import { CHROME_USER_AGENT, postProcedure, sessionCookieFor, testApp, type TestApp } from '../setup/http-app'

// The production policy's media-src and connect-src name the saved video's and captions' hosts by themselves. The
// policy is all that is read here, so the built client is stood in for by the least a production renderer loads.

let distDir: string
let site: TestApp
let cookie: string

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'webinar-media-csp-'))
  await mkdir(join(distDir, 'client/.vite'), { recursive: true })
  await mkdir(join(distDir, 'ssr'), { recursive: true })
  await writeFile(join(distDir, 'client/index.html'), '<!doctype html><html><head></head><body></body></html>')
  await writeFile(
    join(distDir, 'client/.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/entry.js' } }),
  )
  await writeFile(join(distDir, 'ssr/entry-server.js'), 'export const renderBaseCss = () => ""\n')
  site = await testApp({ env: { NODE_ENV: 'production' }, distDir })
  cookie = await sessionCookieFor(site.app, await createUser(site.db))
})

afterAll(async () => {
  await site.close()
  await rm(distDir, { recursive: true, force: true })
})

/** The policy a browser gets with a page (a navigation asks for HTML), directive by directive. */
async function pagePolicy(): Promise<Map<string, string[]>> {
  const response = await site.app.inject({
    method: 'GET',
    url: '/healthz',
    headers: { accept: 'text/html,application/xhtml+xml', 'user-agent': CHROME_USER_AGENT },
  })
  const policy = String(response.headers['content-security-policy'])
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

async function saveWebinar(overrides: Partial<WebinarConfig>) {
  const config: WebinarConfig = { ...DEFAULT_WEBINAR_CONFIG, ...overrides }
  const response = await postProcedure(site.app, 'admin.saveWebinarConfig', config, { headers: { cookie } })
  expect(response.statusCode, response.body).toBe(200)
}

test('with the site’s own video the media sources are the site and MediaSource blobs, no blanket https:', async () => {
  const policy = await pagePolicy()
  expect(policy.get('media-src')).toEqual(["'self'", 'blob:'])
  expect(policy.get('connect-src')).not.toContain('https:')
})

test('a saved video and captions on other hosts join media-src and connect-src at once, and leave with the next save', async () => {
  await saveWebinar({
    videoUrl: 'https://vz-1234.b-cdn.net/abc/playlist.m3u8',
    captionsUrl: 'http://127.0.0.1:4321/captions/hu.vtt',
  })
  const policy = await pagePolicy()
  expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://vz-1234.b-cdn.net', 'http://127.0.0.1:4321'])
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://vz-1234.b-cdn.net', 'http://127.0.0.1:4321']),
  )

  await saveWebinar({ videoUrl: '/media/webinar-default-v1.mp4', captionsUrl: null })
  const after = await pagePolicy()
  expect(after.get('media-src')).toEqual(["'self'", 'blob:'])
  expect(after.get('connect-src')).not.toContain('https://vz-1234.b-cdn.net')
})

test('the room state is never kept by a cache', async () => {
  const response = await site.app.inject({
    method: 'GET',
    url: `/trpc/funnel.roomState?input=${encodeURIComponent('{}')}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
})

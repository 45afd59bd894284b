import { Agent } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_SITE, testApp, type TestApp } from '../setup/http-app'
import { httpOutcome } from '../setup/http-outcome'
import { openRequest } from '../setup/raw-request'

/** Short versions of the production timeouts (server/http-timeouts.ts), checked often so a test waits little. */
const REQUEST_MS = 1000
const HEADERS_MS = 500

let site: TestApp
let origin: string

beforeAll(async () => {
  site = await testApp({ timeouts: { requestMs: REQUEST_MS, headersMs: HEADERS_MS, checkEveryMs: 50 } })
  await site.app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`
})

afterAll(() => site.close())

/** Calls `send` every 50 ms until the server closes the connection (or the test gives up on it). */
function trickle(send: () => void): () => void {
  const timer = setInterval(send, 50)
  return () => clearInterval(timer)
}

test('a body trickled slowly is cut off with 408 once the request timeout has passed', async () => {
  const upload = openRequest(
    origin,
    'POST /trpc/forms.webinar HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\n' +
      `Origin: ${TEST_SITE}\r\n` +
      'Content-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n',
  )
  // 10 bytes per 50 ms would take 50 s to send the declared body; it never goes quiet, so only the request's own
  // timeout can end it.
  const stop = trickle(() => upload.write('xxxxxxxxxx'))
  const { statusCode, afterMs } = await upload.closedWithin(REQUEST_MS + 2000).finally(stop)
  expect(statusCode).toBe(408)
  expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50)
})

test('headers trickled slowly are cut off once the headers timeout has passed', async () => {
  const request = openRequest(origin, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  let line = 0
  const stop = trickle(() => request.write(`X-Padding-${(line += 1)}: x\r\n`))
  const { statusCode, afterMs } = await request.closedWithin(HEADERS_MS + 2000).finally(stop)
  expect(statusCode).toBe(408)
  expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50)
})

test('a kept-alive connection waiting for its next request outlasts the headers timeout', async () => {
  let connections = 0
  const countConnection = () => {
    connections += 1
  }
  site.app.server.on('connection', countConnection)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    expect(await httpOutcome(`${origin}/healthz`, agent)).toBe(200)
    await sleep(HEADERS_MS * 3)
    expect(await httpOutcome(`${origin}/healthz`, agent)).toBe(200)
    expect(connections).toBe(1)
  } finally {
    agent.destroy()
    site.app.server.off('connection', countConnection)
  }
})

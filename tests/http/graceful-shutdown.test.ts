import type { AddressInfo } from 'node:net'
import { Agent } from 'node:http'
import { expect, test } from 'vitest'
import { closeGracefully } from '../../server/shutdown'
import { testApp } from '../setup/http-app'
import { httpOutcome } from '../setup/http-outcome'

/** A listening app with a route that answers after `ms` (a slow render or query, in flight at shutdown). */
async function listeningApp() {
  const site = await testApp()
  site.app.get('/test/slow', async (req) => {
    const ms = Number((req.query as { ms?: string }).ms ?? 0)
    await new Promise((resolve) => setTimeout(resolve, ms))
    return { waited: ms }
  })
  await site.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = site.app.server.address() as AddressInfo
  return { site, baseUrl: `http://127.0.0.1:${port}` }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('at shutdown the requests in flight finish, health answers 503 while draining, then the port closes', async () => {
  const { site, baseUrl } = await listeningApp()
  const agent = new Agent({ keepAlive: true, maxSockets: 40 })
  const inFlight = [
    ...Array.from({ length: 20 }, (_, index) => httpOutcome(`${baseUrl}/test/slow?ms=${300 + index * 20}`, agent)),
    ...Array.from({ length: 10 }, () => httpOutcome(`${baseUrl}/tortenetunk`, agent)),
  ]
  await pause(100)

  const closed = closeGracefully(site.app, { graceMs: 20_000 })
  await pause(20)
  const whileDraining = await httpOutcome(`${baseUrl}/healthz`, new Agent({ keepAlive: false }))

  expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 30 }, () => 200))
  expect(whileDraining).toBe(503)
  expect(await closed).toBe('drained')
  expect(await httpOutcome(`${baseUrl}/healthz`, new Agent({ keepAlive: false }))).toBe('ECONNREFUSED')
  agent.destroy()
  await site.db.db.destroy()
})

test('draining ends early once no connection is open: an idle server stops at once', async () => {
  const { site } = await listeningApp()
  const startedAt = Date.now()
  expect(await closeGracefully(site.app)).toBe('drained')
  expect(Date.now() - startedAt).toBeLessThan(2000)
  await site.db.db.destroy()
})

test('a request still running at the end of the grace time is cut, so shutdown cannot hang', async () => {
  const { site, baseUrl } = await listeningApp()
  const agent = new Agent({ keepAlive: true })
  const stuck = httpOutcome(`${baseUrl}/test/slow?ms=60000`, agent)
  await pause(100)

  const startedAt = Date.now()
  expect(await closeGracefully(site.app, { graceMs: 600, drainMs: 300 })).toBe('cut')
  expect(Date.now() - startedAt).toBeLessThan(5000)
  expect(await stuck).toMatch(/ECONNRESET|socket hang up/)
  agent.destroy()
  await site.db.db.destroy()
})

import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { freePort } from '../setup/free-port'
import { httpOutcome } from '../setup/http-outcome'
import { siteServerEnv, startSiteServer } from './support/site-server'

// The built server as an operator runs it, stopped with SIGTERM (what a deploy or `docker stop` sends) while pages
// are being rendered. Renders are fresh (the bench's setting), so each request holds the server for a while.

const REQUESTS = 40

test('SIGTERM under load: every request is answered (none is cut), health says 503 meanwhile, the process exits 0', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-e2e-shutdown-'))
  const env = siteServerEnv(
    await freePort(),
    { sqlitePath: join(dataDir, 'site.db') },
    { BENCH_UNCACHED_RENDERS: 'true' },
  )
  const site = await startSiteServer(env)
  const agent = new Agent({ keepAlive: true, maxSockets: REQUESTS })
  try {
    const answered: (number | string)[] = []
    let firstAnswered = () => {}
    const firstAnswer = new Promise<void>((resolve) => (firstAnswered = resolve))
    const requests = Array.from({ length: REQUESTS }, async (_, index) => {
      const answer = await httpOutcome(`${site.baseUrl}/blog?page=${index}`, agent)
      answered.push(answer)
      firstAnswered()
      return answer
    })
    await firstAnswer

    const answeredAtStop = answered.length
    const exitCode = site.stop()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const healthWhileDraining = await httpOutcome(`${site.baseUrl}/healthz`, new Agent({ keepAlive: false }))

    expect(answeredAtStop).toBeLessThan(REQUESTS)
    expect(await Promise.all(requests)).toEqual(Array.from({ length: REQUESTS }, () => 200))
    expect(healthWhileDraining).toBe(503)
    expect(await exitCode).toBe(0)
  } finally {
    agent.destroy()
    await site.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

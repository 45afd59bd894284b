import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../setup/free-port'
import { createSiteUsers, siteServerEnv, startSiteServer, type SiteUser } from './site-server'

export const E2E_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery' }
export const E2E_VIEWER = { email: 'viewer@example.com', password: 'viewer-password-123' }
/** The accounts every e2e server has. */
export const E2E_USERS: readonly SiteUser[] = [
  { ...E2E_ADMIN, role: 'admin' },
  { ...E2E_VIEWER, role: 'viewer' },
]

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    sqlitePath: string
  }
}

/** The e2e server's analytics id: the tag's requests are intercepted in the tests, nothing reaches Google. */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST01'

/** Builds the site once, starts the production server on a free port with a fresh SQLite database. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== 'true')
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-e2e-'))
  const sqlitePath = join(dataDir, 'e2e.db')
  // A page may name a visitor's IP of its own through X-Forwarded-For, as a reverse proxy on 127.0.0.1 would.
  const env = siteServerEnv(
    await freePort(),
    { sqlitePath },
    { ANALYTICS_MEASUREMENT_ID: E2E_MEASUREMENT_ID, TRUST_PROXY: '127.0.0.1' },
  )
  createSiteUsers(env, E2E_USERS)
  const server = await startSiteServer(env)
  project.provide('baseUrl', server.baseUrl)
  project.provide('sqlitePath', sqlitePath)

  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

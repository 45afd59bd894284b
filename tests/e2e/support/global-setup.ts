import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

export const E2E_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery' }
export const E2E_VIEWER = { email: 'viewer@example.com', password: 'viewer-password-123' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    sqlitePath: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitForHealthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server at ${url} did not become healthy`)
}

/** The e2e server's analytics id: the tag's requests are intercepted in the tests, nothing reaches Google. */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST01'

/** Builds the site once, starts the production server on a free port with a fresh SQLite database. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== 'true')
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-e2e-'))
  const sqlitePath = join(dataDir, 'e2e.db')
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: baseUrl,
    SQLITE_PATH: sqlitePath,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ANALYTICS_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
  }
  for (const [user, role] of [
    [E2E_ADMIN, 'admin'],
    [E2E_VIEWER, 'viewer'],
  ] as const) {
    execFileSync(
      'node',
      ['dist/server/cli/user-create.js', '--email', user.email, '--password', user.password, '--role', role],
      { env, stdio: 'inherit' },
    )
  }
  const server = spawn('node', ['--enable-source-maps', 'dist/server/index.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealthy(baseUrl, server)
  project.provide('baseUrl', baseUrl)
  project.provide('sqlitePath', sqlitePath)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

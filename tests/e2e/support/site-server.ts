// The production server from dist/, started as an operator would: accounts made with the user-create CLI, then
// `node dist/server/index.js`. The shared e2e server (global-setup.ts) and suites that need a server of their own
// (a database they can stop) both start it here.
import { execFileSync, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'

export interface SiteUser {
  email: string
  password: string
  role: 'admin' | 'viewer'
}

export interface SiteServer {
  baseUrl: string
  /** SIGTERM (a graceful close) and a bounded wait for the process to exit; answers its exit code. */
  stop(): Promise<number | null>
}

const HEALTHY_WITHIN_MS = 30_000
const EXIT_WITHIN_MS = 15_000

/**
 * The variables the production server runs with on 127.0.0.1:`port`, over `database`. Its e-mails are written as
 * files to `mail/` beside the SQLite path (no SMTP_URL, whatever the calling shell has), unless `extra` says otherwise.
 */
export function siteServerEnv(
  port: number,
  database: { sqlitePath: string; databaseUrl?: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    SQLITE_PATH: database.sqlitePath,
    DATABASE_URL: database.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    MAIL_DIR: siteMailDirectory(database.sqlitePath),
    ...extra,
  }
}

/** Where a site server over the SQLite file at `sqlitePath` writes its e-mails. */
export function siteMailDirectory(sqlitePath: string): string {
  return join(dirname(sqlitePath), 'mail')
}

/** Creates (or updates) the accounts through the CLI, which also migrates the database. */
export function createSiteUsers(env: NodeJS.ProcessEnv, users: readonly SiteUser[]): void {
  for (const user of users) {
    execFileSync(
      'node',
      ['dist/server/cli/user-create.js', '--email', user.email, '--password', user.password, '--role', user.role],
      { env, stdio: 'inherit' },
    )
  }
}

/** Starts the built server and resolves once its /healthz answers 200. */
export async function startSiteServer(env: NodeJS.ProcessEnv): Promise<SiteServer> {
  const baseUrl = `http://127.0.0.1:${env.PORT}`
  const server = spawn('node', ['--enable-source-maps', 'dist/server/index.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return server.exitCode
    server.kill('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    const gaveUp = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), EXIT_WITHIN_MS)))
    const outcome = await Promise.race([exited, gaveUp])
    clearTimeout(timer)
    if (outcome === 'gave up') {
      server.kill('SIGKILL')
      await exited
    }
    return server.exitCode
  }

  const deadline = Date.now() + HEALTHY_WITHIN_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`server at ${baseUrl} did not become healthy`)
}

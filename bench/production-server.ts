// Starts the built production server (`npm run build` first) on a fresh SQLite database in a temporary folder, for
// the bench and the Lighthouse run. Traffic goes to 127.0.0.1 only.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startScriptNodeFlags } from './server-node-flags'

const CLOCK_TICKS_PER_SECOND = 100

export interface ProductionServer {
  baseUrl: string
  sqlitePath: string
  /** The server process's resident memory in MB, read from /proc. */
  rssMb(): Promise<number>
  /** The CPU time the server process has used so far (user and system, all threads) in ms, read from /proc. */
  cpuMs(): Promise<number>
  stop(): Promise<void>
}

export interface ServerOptions {
  port: number
  env?: Record<string, string>
  /** A folder whose database a previous server left (kept on stop); otherwise a fresh one, removed on stop. */
  dataDir?: string
  /** An admin account created before the server starts. */
  admin?: { email: string; password: string }
}

export async function startProductionServer({
  port,
  env = {},
  dataDir,
  admin,
}: ServerOptions): Promise<ProductionServer> {
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'patikachat-bench-'))
  const sqlitePath = join(folder, 'bench.db')
  const baseUrl = `http://127.0.0.1:${port}`
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_SITE_URL: baseUrl,
    SQLITE_PATH: sqlitePath,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    ...env,
  }
  if (admin) {
    execFileSync('node', ['dist/server/cli/user-create.js', '--email', admin.email, '--password', admin.password], {
      env: serverEnv,
      stdio: 'ignore',
    })
  }
  const server = spawn('node', [...startScriptNodeFlags(), 'dist/server/index.js'], {
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealthy(baseUrl, server)
  return {
    baseUrl,
    sqlitePath,
    async rssMb() {
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    },
    async cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux); the name in field 2 may hold
      // spaces, so the fields are counted after its closing parenthesis.
      const stat = await readFile(`/proc/${server.pid}/stat`, 'utf8')
      const [utime, stime] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 13)
        .map(Number)
      return ((utime ?? 0) + (stime ?? 0)) * (1000 / CLOCK_TICKS_PER_SECOND)
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      if (!dataDir) rmSync(folder, { recursive: true, force: true })
    },
  }
}

async function waitForHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  server.kill('SIGTERM')
  throw new Error(`server at ${baseUrl} did not become healthy`)
}

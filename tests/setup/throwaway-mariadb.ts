// A MariaDB server of a test's own: its own data directory, port and socket, so stopping it under a running site
// touches nothing else (the shared test server on 3306 included). Needs only the mariadb-server package; runs as
// root, as CI does. https://mariadb.com/kb/en/mariadb-install-db/ and https://mariadb.com/kb/en/mariadbd-options/
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createConnection } from 'mysql2/promise'
import { freePort } from './free-port'
import { waitUntil } from './wait-until'

const MARIADBD = '/usr/sbin/mariadbd'
const INSTALL_DB = 'mariadb-install-db'
const INSTALL_TIMEOUT_MS = 60_000
const READY_TIMEOUT_MS = 30_000
const EXIT_TIMEOUT_MS = 20_000

export interface ThrowawayMariadb {
  /** `mysql://root@127.0.0.1:<port>/<database>`, usable as DATABASE_URL. */
  readonly databaseUrl: string
  /** Starts the server again on the same data directory and port; resolves once it answers. */
  start(): Promise<void>
  /** Shuts the server down (SIGTERM, as a service manager stops it) and resolves once the process has exited. */
  stop(): Promise<void>
  /**
   * Suspends the server (SIGSTOP) and resolves once it is stopped: connections stay open and nothing answers, as
   * with a hung host or a lost network.
   */
  freeze(): Promise<void>
  /** Lets a frozen server run on (SIGCONT). */
  thaw(): void
  /** Stops the server if it runs and deletes its data directory. */
  destroy(): Promise<void>
}

/** Creates a data directory, starts a server on a free port, and creates an empty `database` in it. */
export async function startThrowawayMariadb(database = 'app'): Promise<ThrowawayMariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'patikachat-mariadb-'))
  const dataDir = join(dir, 'data')
  const errorLog = join(dir, 'error.log')
  const port = await freePort()
  const serverUrl = `mysql://root@127.0.0.1:${port}`
  let server: ChildProcess | undefined

  const start = async () => {
    if (server) throw new Error('the throwaway MariaDB is already running')
    const child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mysqld.sock')}`,
        `--pid-file=${join(dir, 'mysqld.pid')}`,
        `--log-error=${errorLog}`,
        '--user=root',
        '--skip-name-resolve',
        // Small and quick to start: a test's data fits in a few megabytes.
        '--innodb-buffer-pool-size=16M',
        '--skip-log-bin',
      ],
      { stdio: 'ignore' },
    )
    server = child
    // A test run that ends abruptly (a timeout, a crash) must not leave the server running.
    const killOnExit = () => child.kill('SIGKILL')
    process.once('exit', killOnExit)
    child.once('exit', () => {
      process.off('exit', killOnExit)
      if (server === child) server = undefined
    })
    await waitUntilAnswering(serverUrl, child, errorLog)
  }

  const stop = async () => {
    const child = server
    if (!child) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    if (await settlesWithin(exited, EXIT_TIMEOUT_MS)) return
    child.kill('SIGKILL')
    if (!(await settlesWithin(exited, 5000))) throw new Error(`mariadbd (pid ${child.pid}) did not exit`)
  }

  try {
    await promisify(execFile)(
      INSTALL_DB,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        '--user=root',
        // root@127.0.0.1 without a password: this server listens on the loopback only and lives for one test.
        '--auth-root-authentication-method=normal',
        '--skip-name-resolve',
        '--skip-test-db',
      ],
      { timeout: INSTALL_TIMEOUT_MS },
    )
    await start()
    const admin = await createConnection({ uri: serverUrl, connectTimeout: 3000 })
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
    await admin.end()
  } catch (error) {
    await stop()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }

  return {
    databaseUrl: `${serverUrl}/${database}`,
    start,
    stop,
    async freeze() {
      const child = server
      if (!child?.pid) throw new Error('the throwaway MariaDB is not running')
      child.kill('SIGSTOP')
      await waitUntilSuspended(child.pid)
    },
    thaw: () => void server?.kill('SIGCONT'),
    async destroy() {
      server?.kill('SIGCONT')
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Why a connection and `SELECT 1` failed, or null when the server answered. */
async function connectionProblem(serverUrl: string): Promise<string | null> {
  try {
    const connection = await createConnection({ uri: serverUrl, connectTimeout: 1000 })
    await connection.query('SELECT 1')
    await connection.end()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

async function waitUntilAnswering(serverUrl: string, child: ChildProcess, errorLog: string): Promise<void> {
  const exitedEarly = () => child.exitCode !== null || child.signalCode !== null
  try {
    await waitUntil(
      () => (exitedEarly() ? Promise.resolve('exited') : connectionProblem(serverUrl)),
      (problem) => problem === null || problem === 'exited',
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: 100 },
    )
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`mariadbd did not answer:\n${tail(errorLog)}`, { cause: error })
  }
  if (exitedEarly()) throw new Error(`mariadbd exited while starting:\n${tail(errorLog)}`)
}

/** Linux shows a process stopped by a signal as state `T` in /proc/<pid>/stat. */
async function waitUntilSuspended(pid: number): Promise<void> {
  const state = () => Promise.resolve(/\) (\S) /.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1])
  await waitUntil(state, (current) => current === 'T', { timeoutMs: 5000, intervalMs: 10 })
}

function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer))
}

function tail(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-15).join('\n')
  } catch {
    return '(no error log)'
  }
}

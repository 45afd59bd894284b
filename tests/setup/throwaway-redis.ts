// A Redis server of a test's own on a free port, so stopping it under a running site touches nothing else (the
// shared test Redis on 6379 included). Needs only Debian's redis-server; keeps nothing on disk.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { Redis } from 'ioredis'
import { freePort } from './free-port'
import { waitUntil } from './wait-until'

const REDIS_SERVER = 'redis-server'

export interface ThrowawayRedis {
  /** `redis://127.0.0.1:<port>`, usable as REDIS_URL. */
  readonly url: string
  /** Starts the server again on the same port; resolves once it answers. */
  start(): Promise<void>
  /** Stops the server and resolves once the process has exited. */
  stop(): Promise<void>
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 500,
    retryStrategy: () => null,
  })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let server: ChildProcess | undefined

  const start = async () => {
    if (server) throw new Error('the throwaway Redis is already running')
    server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    await waitUntil(() => answers(url), Boolean, { timeoutMs: 10_000, intervalMs: 50 })
  }

  const stop = async () => {
    const child = server
    if (!child) return
    server = undefined
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await once(child, 'exit')
    }
  }

  await start()
  return { url, start, stop }
}

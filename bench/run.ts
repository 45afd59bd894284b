// Measures the production server: server-rendered pages per second, latency percentiles and memory.
// Usage: npm run build && npm run bench. Sends traffic only to 127.0.0.1, bounded in count and time.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = 3917
const BASE = `http://127.0.0.1:${PORT}`
const PATHS = ['/', '/blog', '/demo', '/nope']
const REQUESTS_PER_PATH = 300
const CONCURRENCY = 8
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-bench-'))
const server = spawn('node', ['dist/server/index.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    SQLITE_PATH: join(dataDir, 'bench.db'),
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

async function measure(path: string) {
  const timings: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS_PER_PATH) {
        next += 1
        const begin = performance.now()
        const response = await fetch(`${BASE}${path}`, {
          headers: { 'user-agent': DESKTOP_UA, 'accept-encoding': 'gzip' },
        })
        await response.arrayBuffer()
        timings.push(performance.now() - begin)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  timings.sort((a, b) => a - b)
  return {
    path,
    requestsPerSecond: Math.round(REQUESTS_PER_PATH / seconds),
    p50Ms: +percentile(timings, 0.5).toFixed(1),
    p95Ms: +percentile(timings, 0.95).toFixed(1),
  }
}

async function serverRssMb(): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

try {
  await waitForServer()
  const idleRss = await serverRssMb()
  const results = []
  for (const path of PATHS) results.push(await measure(path))
  console.table(results)
  console.log(
    `server RSS: ${idleRss} MB idle, ${await serverRssMb()} MB after ${PATHS.length * REQUESTS_PER_PATH} pages`,
  )
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

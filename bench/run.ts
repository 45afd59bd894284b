// `npm run bench` (after `npm run build`): the project's performance record. Starts the production server on a
// fresh database holding the built-in posts plus 50 more, and measures each target with autocannon over loopback
// for a fixed time after a warm-up: pages from the render cache and rendered afresh (BENCH_UNCACHED_RENDERS, which
// only a loopback site accepts), the blog.list query, and a static file of the home page's size served by the same
// server, which every figure is compared with. Then memory after rounds of mixed requests. Prints a table and
// writes bench/results/bench.json. Later issues add their pages and procedures to TARGETS (./targets.ts); the
// admin's queries over 100 000 registrations and the CSV export are measured by ./admin-queries.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { precompressFile } from '../scripts/precompress'
import { BLOG_CATEGORIES } from '../shared/schemas/blog'
import { benchAdminQueries } from './admin-queries'
import { signInAdmin } from './admin-sign-in'
import { startProductionServer, type ProductionServer } from './production-server'
import { BROWSER_HEADERS, TARGETS, mutationHeaders, targetPath, type Target } from './targets'

const PORT = 3917
const CONNECTIONS = 10
const WARMUP_SECONDS = 2
const MEASURE_SECONDS = 8
const MIXED_ROUND_REQUESTS = 10_000
const MIXED_ROUNDS = 3
const EXTRA_POSTS = 50
const STATIC_FILE = 'bench-static.html'
const ADMIN = { email: 'bench@example.com', password: 'bench-password-long' }

interface Figures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

let requestSequence = 0

async function load(
  baseUrl: string,
  target: Pick<Target, 'path' | 'status' | 'clickId'>,
  seconds: number,
): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl + target.path,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: target.clickId
      ? [{ setupRequest: (request) => ({ ...request, path: targetPath(target, (requestSequence += 1)) }) }]
      : undefined,
  })
  const expectsNotFound = target.status === 404
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + (expectsNotFound ? 0 : result.non2xx),
  }
}

/**
 * One visitor at a time asking for a page the server renders afresh: renders a second, and the server's CPU time per
 * render (from /proc, so other work on a shared machine does not count as this render's). The issue 26 target: the
 * home page at most 10 ms of CPU a render.
 */
async function measureOneAtATime(
  server: ProductionServer,
  path: string,
): Promise<{ rendersPerSecond: number; cpuMsPerRender: number; p99Ms: number }> {
  await autocannon({ url: server.baseUrl + path, connections: 1, duration: WARMUP_SECONDS, headers: BROWSER_HEADERS })
  const cpuBefore = await server.cpuMs()
  const result = await autocannon({
    url: server.baseUrl + path,
    connections: 1,
    duration: MEASURE_SECONDS,
    headers: BROWSER_HEADERS,
  })
  const cpuMs = (await server.cpuMs()) - cpuBefore
  return {
    rendersPerSecond: Math.round(result.requests.average),
    cpuMsPerRender: +(cpuMs / Math.max(1, result.requests.total)).toFixed(1),
    p99Ms: result.latency.p99,
  }
}

async function measure(
  server: ProductionServer,
  target: Pick<Target, 'path' | 'status' | 'clickId'>,
): Promise<Figures> {
  await load(server.baseUrl, target, WARMUP_SECONDS)
  return load(server.baseUrl, target, MEASURE_SECONDS)
}

async function fillBlog(server: ProductionServer): Promise<void> {
  const cookie = await signInAdmin(server.baseUrl, ADMIN)
  for (let index = 0; index < EXTRA_POSTS; index += 1) {
    const category = BLOG_CATEGORIES[index % BLOG_CATEGORIES.length] ?? 'Trendek'
    const paragraphs = Array.from(
      { length: 12 },
      (_, paragraph) =>
        `<p>${paragraph + 1}. bekezdés: a patikai ügyfélszolgálat mindennapjai, receptköteles rendelések, ` +
        'nyitvatartási kérdések és a gyógyszertár csapatának tapasztalatai a digitális asszisztenssel.</p>',
    )
    const response = await fetch(`${server.baseUrl}/trpc/blog.create`, {
      method: 'POST',
      headers: { ...mutationHeaders(server.baseUrl), cookie },
      body: JSON.stringify({
        title: `Mérési cikk ${index + 1}: ${category} a gyakorlatban`,
        excerpt: `Rövid összefoglaló a(z) ${index + 1}. mérési cikkhez, hogy a lista valós méretű legyen.`,
        content: `<h2>Bevezetés</h2>${paragraphs.join('')}`,
        category,
        tags: ['mérés', category.toLowerCase()],
      }),
    })
    if (!response.ok) throw new Error(`blog.create failed (${response.status}): ${await response.text()}`)
  }
}

async function mixedRounds(server: ProductionServer): Promise<number[]> {
  const paths = [
    ...TARGETS.map((target) => targetPath(target, 0)),
    `/${STATIC_FILE}`,
    '/blog/5',
    '/blog?kategoria=trendek',
  ]
  const rss = [await server.rssMb()]
  for (let round = 0; round < MIXED_ROUNDS; round += 1) {
    await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      amount: MIXED_ROUND_REQUESTS,
      headers: BROWSER_HEADERS,
      requests: paths.map((path) => ({ method: 'GET', path })),
    })
    rss.push(await server.rssMb())
  }
  return rss
}

const ratio = (figures: Figures, baseline: Figures) =>
  +(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)

const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-bench-'))
const staticPath = join('dist/client', STATIC_FILE)
const staticCopies: string[] = []
try {
  // A first server fills the blog and renders the home page once, so the static file can match its size (static
  // files are found when the server starts).
  const setup = await startProductionServer({ port: PORT, dataDir, admin: ADMIN })
  await fillBlog(setup)
  const homeHtml = await (await fetch(setup.baseUrl, { headers: BROWSER_HEADERS })).text()
  await setup.stop()
  writeFileSync(staticPath, homeHtml)
  // Compressed copies beside it, as the build makes for every static file the site serves.
  staticCopies.push(...(await precompressFile(staticPath)))

  const rows: Record<string, Figures & { vsStatic: number }> = {}
  const cached = await startProductionServer({ port: PORT, dataDir })
  const staticCached = await measure(cached, { path: `/${STATIC_FILE}` })
  rows['static file (cached run)'] = { ...staticCached, vsStatic: 1 }
  for (const target of TARGETS) {
    const figures = await measure(cached, target)
    rows[`${target.name}${target.page ? ' (cached)' : ''}`] = { ...figures, vsStatic: ratio(figures, staticCached) }
  }
  const memoryMb = await mixedRounds(cached)
  await cached.stop()

  const uncached = await startProductionServer({ port: PORT, dataDir, env: { BENCH_UNCACHED_RENDERS: 'true' } })
  const staticUncached = await measure(uncached, { path: `/${STATIC_FILE}` })
  rows['static file (uncached run)'] = { ...staticUncached, vsStatic: 1 }
  for (const target of TARGETS.filter((candidate) => candidate.page)) {
    const figures = await measure(uncached, target)
    rows[`${target.name} (rendered afresh)`] = { ...figures, vsStatic: ratio(figures, staticUncached) }
  }
  const homeAlone = await measureOneAtATime(uncached, '/')
  await uncached.stop()

  console.log(
    `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${MEASURE_SECONDS} s measured; home page ${homeHtml.length} bytes`,
  )
  console.table(rows)
  console.log(
    `home rendered afresh, 1 connection: ${homeAlone.rendersPerSecond} renders/s, ${homeAlone.cpuMsPerRender} ms of ` +
      `server CPU a render, p99 ${homeAlone.p99Ms} ms`,
  )
  console.log(
    `server RSS: ${memoryMb[0]} MB after warm-up, then ${memoryMb.slice(1).join(' / ')} MB after each round of ` +
      `${MIXED_ROUND_REQUESTS} mixed requests`,
  )

  const admin = await benchAdminQueries()
  console.log('Admin queries over 100 000 registrations (signed in; 10 connections, and p99 of one alone):')
  console.table(admin.queries)
  console.log(
    `CSV export of ${admin.export.rows} rows: ${admin.export.seconds} s, ${admin.export.megabytes} MB; server RSS ` +
      `${admin.export.rssBeforeMb} MB before, ${admin.export.rssPeakMb} MB at its peak`,
  )
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/bench.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), connections: CONNECTIONS, rows, homeAlone, memoryMb, admin }, null, 2)}\n`,
  )
  console.log('written to bench/results/bench.json')
} finally {
  for (const file of [staticPath, ...staticCopies]) rmSync(file, { force: true })
  rmSync(dataDir, { recursive: true, force: true })
}

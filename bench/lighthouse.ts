// `npm run lighthouse`: Lighthouse's mobile preset, with Debian's Chromium, three runs per page against the
// production build (`npm run build` first); prints the median of each figure and writes bench/results/lighthouse.json.
// Later issues add their pages to PAGES.
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { startProductionServer } from './production-server'

const PAGES = [
  '/',
  '/blog',
  '/blog/8',
  '/demo',
  '/tortenetunk',
  '/kiosk',
  '/okos-patika',
  '/ai-kepzesek',
  '/register',
  '/offer',
  '/adatvedelem',
  '/felhasznalasi-feltetelek',
]
const RUNS = 3
const PORT = 3918
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

interface PageFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Script transferred (compressed, with the answers' headers, as Lighthouse counts it). */
  scriptKb: number
  scriptRequests: number
  /** Every request of the run: document, stylesheet, fonts, scripts, icons. */
  requests: number
}

function figures(result: Result): PageFigures {
  const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100)
  const numeric = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN
  const summary = result.audits['resource-summary']?.details
  const items =
    summary && 'items' in summary
      ? (summary.items as { resourceType?: string; transferSize?: number; requestCount?: number }[])
      : []
  const scripts = items.find((item) => item.resourceType === 'script')
  const total = items.find((item) => item.resourceType === 'total')
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: +numeric('cumulative-layout-shift').toFixed(3),
    tbtMs: Math.round(numeric('total-blocking-time')),
    scriptKb: +((scripts?.transferSize ?? 0) / 1024).toFixed(1),
    scriptRequests: scripts?.requestCount ?? 0,
    requests: total?.requestCount ?? 0,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures
}

/** One run in a fresh browser (a reused one now and then loses the trace: NO_NAVSTART); a failed run is tried again. */
async function audit(url: string): Promise<PageFigures> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
    try {
      const outcome = await lighthouse(url, { port: chrome.port, logLevel: 'error' })
      if (outcome && !outcome.lhr.runtimeError) return figures(outcome.lhr)
      lastError = new Error(outcome?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing')
    } finally {
      chrome.kill()
    }
  }
  throw new Error(`${url}: ${String(lastError)}`)
}

// `npm run lighthouse -- /register /offer` measures just those pages (the whole list takes about ten minutes).
const requested = process.argv.slice(2)
const pages = requested.length > 0 ? requested : PAGES

const server = await startProductionServer({ port: PORT })
try {
  const table: Record<string, PageFigures> = {}
  for (const path of pages) {
    const runs: PageFigures[] = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.baseUrl}${path}`))
    table[path] = medianFigures(runs)
  }
  console.table(table)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/lighthouse.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), table }, null, 2)}\n`,
  )
  console.log('written to bench/results/lighthouse.json')
} finally {
  await server.stop()
}

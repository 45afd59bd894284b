// The admin's side of `npm run bench`: 100 000 registrations (with funnel progress for the webinar ones) written
// straight into a fresh database, then the Registrations tab's queries measured with autocannon as a signed-in admin
// (first page, two searches, a filter, a campaign filter, the list sorted by each column, the funnel dashboard and
// its split by campaign, and a bulk status change of 1 000 ticked rows: p99 target 50 ms, for one admin at a time;
// also measured under 10 connections at once), the Privacy tab's lookup and erasure of one address (target 100 ms),
// and a full CSV export timed while the server's memory is sampled (target: under 5 s, less than 100 MB more memory).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { searchWordsOf, sortKeyOf } from '../shared/search-words'
import { FUNNEL_STEPS } from '../shared/funnel/progress'
import { BULK_IDS_MAX, REGISTRATION_EXPORT_PATH } from '../shared/schemas/admin-registrations'
import { signInAdmin } from './admin-sign-in'
import { startProductionServer, type ProductionServer } from './production-server'
import { mutationHeaders, trpcQueryPath } from './targets'

const PORT = 3919
const REGISTRATIONS = 100_000
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-long' }
const SOURCES = ['webinar', 'webinar', 'contact', 'demo', 'ai-training-contact'] as const
const STATUSES = ['new', 'contacted', 'completed', 'flagged'] as const
/** First touches: every third registration came without one, the others from 5 sources and 40 campaigns. */
const UTM_SOURCES = ['google', 'facebook', 'hirlevel', 'linkedin', 'partner'] as const
const CAMPAIGNS = 40
const firstTouchOf = (index: number) =>
  index % 3 === 0
    ? null
    : { source: UTM_SOURCES[index % UTM_SOURCES.length]!, campaign: `kampany-${index % CAMPAIGNS}`, landingPath: '/' }

export interface AdminQueryFigures {
  /** With 10 connections at once: throughput, and latency that includes waiting behind the other nine. */
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** One connection, as an admin at the screen meets it: the query's own time (the p99 target's measure). */
  p99MsAlone: number
  errors: number
}

export interface AdminBenchResult {
  queries: Record<string, AdminQueryFigures>
  export: { rows: number; seconds: number; megabytes: number; rssBeforeMb: number; rssPeakMb: number }
}

function fill(sqlitePath: string): void {
  const db = new Database(sqlitePath)
  const insert = db.prepare(
    'INSERT INTO registrations (submission_id, full_name, email, registration_date, source, status, notes, metadata, name_sort_key, email_sort_key, utm_source, utm_campaign) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const progress = db.prepare('INSERT INTO funnel_progress (registration_id, step, reached_at) VALUES (?, ?, ?)')
  const searchWord = db.prepare('INSERT INTO registration_search_words (word, registration_id) VALUES (?, ?)')
  const start = Date.now() - 180 * 86_400_000
  db.transaction(() => {
    for (let index = 0; index < REGISTRATIONS; index += 1) {
      const source = SOURCES[index % SOURCES.length]!
      const date = new Date(start + Math.floor((index / REGISTRATIONS) * 180 * 86_400_000)).toISOString()
      const person = { fullName: `Teszt Patikus ${index}`, email: `patikus${index}@pelda.hu` }
      const firstTouch = firstTouchOf(index)
      const formMetadata = source === 'demo' ? { pharmacyName: `Patika ${index}`, position: 'owner' } : {}
      const { lastInsertRowid } = insert.run(
        `bench-${index}`,
        person.fullName,
        person.email,
        date,
        source,
        STATUSES[index % STATUSES.length],
        index % 7 === 0 ? `Megjegyzés ${index}: visszahívni` : null,
        JSON.stringify(firstTouch ? { ...formMetadata, firstTouch } : formMetadata),
        sortKeyOf(person.fullName),
        sortKeyOf(person.email),
        firstTouch?.source ?? null,
        firstTouch?.campaign ?? null,
      )
      for (const word of searchWordsOf(person)) searchWord.run(word, lastInsertRowid)
      if (source === 'webinar') {
        for (const step of FUNNEL_STEPS.slice(0, index % FUNNEL_STEPS.length)) progress.run(lastInsertRowid, step, date)
      }
    }
  })()
  db.close()
}

/** The Registrations tab's queries over the seeded rows, as GET paths; the searches name seeded people. */
export function adminQueryPaths(): Record<string, string> {
  return {
    'registrations: first page': trpcQueryPath('admin.registrations.list', {}),
    'registrations: search (1 match)': trpcQueryPath('admin.registrations.list', { search: 'patikus4242' }),
    'registrations: search (1 111 matches)': trpcQueryPath('admin.registrations.list', { search: 'Patikus42' }),
    'registrations: filter (source, status, days)': trpcQueryPath('admin.registrations.list', {
      source: 'contact',
      status: 'flagged',
      from: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
    }),
    'registrations: filter (campaign)': trpcQueryPath('admin.registrations.list', { utmCampaign: 'kampany-7' }),
    'registrations: sorted by name': trpcQueryPath('admin.registrations.list', { order: 'name-asc' }),
    'registrations: sorted by e-mail, last first': trpcQueryPath('admin.registrations.list', { order: 'email-desc' }),
    'registrations: sorted by source': trpcQueryPath('admin.registrations.list', { order: 'source-asc' }),
    'registrations: sorted by status': trpcQueryPath('admin.registrations.list', { order: 'status-desc' }),
    'registrations: oldest first': trpcQueryPath('admin.registrations.list', { order: 'oldest' }),
    'registrations: trash': trpcQueryPath('admin.registrations.trash', {}),
    'funnel dashboard (90 days)': trpcQueryPath('admin.funnelDashboard', { lastDays: 90 }),
    'funnel by campaign (90 days)': trpcQueryPath('admin.campaignFunnel', { lastDays: 90 }),
  }
}

/**
 * A bulk status change of the first 1 000 registrations as the admin's page sends it: each request a new operation
 * that flips all of them between two statuses, so every request changes (and records the history of) 1 000 rows.
 */
function bulkStatusRequest(baseUrl: string, cookie: string): autocannon.Request {
  const ids = Array.from({ length: BULK_IDS_MAX }, (_, index) => index + 1)
  let sequence = 0
  return {
    method: 'POST',
    path: '/trpc/admin.registrations.bulkSetStatus',
    headers: { ...mutationHeaders(baseUrl), cookie },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        opId: randomUUID(),
        selection: { kind: 'ids', ids },
        status: (sequence += 1) % 2 === 0 ? 'new' : 'contacted',
      }),
    }),
  }
}

/** The Privacy tab's lookup of one address (a POST: the address stays out of the access log's URLs). */
function privacyLookupRequest(baseUrl: string, cookie: string): autocannon.Request {
  return {
    method: 'POST',
    path: '/trpc/admin.privacy.lookup',
    headers: { ...mutationHeaders(baseUrl), cookie },
    body: JSON.stringify({ email: 'patikus4242@pelda.hu' }),
  }
}

/**
 * The Privacy tab's erasure of one address, each request another seeded person's (from the middle of the table on),
 * so every request erases a registration with its search words and funnel steps and writes a tombstone.
 */
function privacyEraseRequest(baseUrl: string, cookie: string): autocannon.Request {
  let sequence = REGISTRATIONS / 2
  return {
    method: 'POST',
    path: '/trpc/admin.privacy.erase',
    headers: { ...mutationHeaders(baseUrl), cookie },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ email: `patikus${(sequence += 1)}@pelda.hu` }),
    }),
  }
}

/**
 * The production server on a database in `dataDir` (which the caller removes) holding the 100 000 registrations,
 * and the session cookie of its signed-in admin.
 */
export async function startServerWithRegistrations(options: {
  port: number
  dataDir: string
  env?: Record<string, string>
}): Promise<{ server: ProductionServer; cookie: string }> {
  const setup = await startProductionServer({ port: options.port, dataDir: options.dataDir, admin: ADMIN })
  await setup.stop()
  fill(setup.sqlitePath)
  const server = await startProductionServer(options)
  return { server, cookie: await signInAdmin(server.baseUrl, ADMIN) }
}

export async function benchAdminQueries(): Promise<AdminBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-bench-admin-'))
  try {
    const { server, cookie } = await startServerWithRegistrations({ port: PORT, dataDir })

    const queries: Record<string, AdminQueryFigures> = {}
    const measured: Array<[string, autocannon.Request]> = [
      ...Object.entries(adminQueryPaths()).map(([name, path]): [string, autocannon.Request] => [
        name,
        { method: 'GET', path, headers: { cookie } },
      ]),
      [`bulk status change of ${BULK_IDS_MAX} ticked rows`, bulkStatusRequest(server.baseUrl, cookie)],
      ['privacy: lookup of one address', privacyLookupRequest(server.baseUrl, cookie)],
      ['privacy: erasure of one address', privacyEraseRequest(server.baseUrl, cookie)],
    ]
    for (const [name, request] of measured) {
      const run = (duration: number, connections: number) =>
        autocannon({ url: server.baseUrl, connections, duration, requests: [request] })
      await run(2, 10)
      const result = await run(8, 10)
      const alone = await run(5, 1)
      queries[name] = {
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        p99MsAlone: alone.latency.p99,
        errors: result.errors + result.non2xx + alone.errors + alone.non2xx,
      }
    }

    const rssBeforeMb = await server.rssMb()
    let rssPeakMb = rssBeforeMb
    const sampler = setInterval(() => {
      void server.rssMb().then((rss) => {
        rssPeakMb = Math.max(rssPeakMb, rss)
      })
    }, 50)
    const started = performance.now()
    const response = await fetch(server.baseUrl + REGISTRATION_EXPORT_PATH, { headers: { cookie } })
    const body = await response.text()
    const seconds = +((performance.now() - started) / 1000).toFixed(2)
    clearInterval(sampler)
    await server.stop()
    if (!response.ok) throw new Error(`export failed (${response.status})`)
    return {
      queries,
      export: {
        rows: body.split('\r\n').filter(Boolean).length - 1,
        seconds,
        megabytes: +(Buffer.byteLength(body) / 1024 / 1024).toFixed(1),
        rssBeforeMb,
        rssPeakMb,
      },
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

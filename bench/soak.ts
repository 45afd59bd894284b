// `npm run soak` (after `npm run build`; `-- --minutes N`, default 6): minutes of mixed traffic over loopback against
// the production server, for what the bench's seconds-long runs cannot show: an error answer now and then under
// sustained load, and memory that keeps growing. A fixed set of clients loops until the time is up: public pages,
// blog queries, form submissions (a token from forms.token, then the form's mutation with a new submission id; the
// server runs with BENCH_RELAXED_FORM_LIMITS, so one loopback client may submit without waiting) and the admin's
// Registrations tab queries, signed in, over the bench's 100 000 registrations. It reads the server's RSS every 5 s
// and gives each minute's mean and peak with each class's requests per second; then prints a table, writes
// bench/results/soak.json, and exits non-zero when any request failed or memory has not levelled off. Set REDIS_URL
// to soak the server on Redis.
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { BLOG_CATEGORIES } from '../shared/schemas/blog'
import { FORM_NAMES, type FormFieldValues, type FormName, type IssuedFormToken } from '../shared/schemas/forms'
import { adminQueryPaths, startServerWithRegistrations } from './admin-queries'
import { BROWSER_HEADERS, TARGETS, mutationHeaders, targetPath, trpcQueryPath } from './targets'

const PORT = 3921
const REQUEST_TIMEOUT_MS = 10_000
const RSS_SAMPLE_MS = 5000
/**
 * Memory has levelled off when the last minute's mean RSS is less than this above the minute's before. A level
 * process still moves by a few MB as V8 resizes its heap; a leak of 300 bytes per request, at the 35 000 or more
 * requests a minute this traffic makes on two cores, would add more than 10 MB a minute.
 */
const MAX_LAST_MINUTE_GROWTH_MB = 10
/** Under this traffic the server's RSS climbs for about its first four minutes (measured), so six leave two to judge. */
const DEFAULT_MINUTES = '6'
/** Clients per class, ten in all as in the bench; each sends its next request when the answer to the last is in. */
const CLIENTS = { pages: 4, 'blog queries': 2, 'form submissions': 2, 'admin queries': 2 }
type TrafficClass = keyof typeof CLIENTS
const TRAFFIC_CLASSES = Object.keys(CLIENTS) as TrafficClass[]

const { values: options } = parseArgs({ options: { minutes: { type: 'string', default: DEFAULT_MINUTES } } })
const MINUTES = Number(options.minutes)
if (!Number.isInteger(MINUTES) || MINUTES < 2) {
  throw new Error('--minutes takes a whole number, at least 2 (the last minute is compared with the one before)')
}

const PAGES = TARGETS.filter((target) => target.page)
const BLOG_QUERIES = [
  trpcQueryPath('blog.list', {}),
  trpcQueryPath('blog.list', { category: BLOG_CATEGORIES[1] }),
  trpcQueryPath('blog.latest', { limit: 3 }),
  trpcQueryPath('blog.article', { id: 8 }),
  trpcQueryPath('blog.byId', { id: 5 }),
]
const ADMIN_QUERIES = [
  ...Object.values(adminQueryPaths()),
  trpcQueryPath('admin.registrations.list', { page: 40, pageSize: 100 }),
  '/trpc/admin.consentSummary',
]

/** What a person types into each form; `index` makes every submission's name and address its own. */
const FORM_FIELDS: { [F in FormName]: (index: number) => FormFieldValues[F] } = {
  webinar: (index) => ({ fullName: `Soak Webinár ${index}`, email: `soak-webinar-${index}@pelda.hu` }),
  demo: (index) => ({
    fullName: `Soak Demó ${index}`,
    email: `soak-demo-${index}@pelda.hu`,
    pharmacyName: `Soak Patika ${index}`,
    privacyAccepted: true,
  }),
  join: (index) => ({
    fullName: `Soak Csatlakozó ${index}`,
    email: `soak-join-${index}@pelda.hu`,
    pharmacyName: `Soak Patika ${index}`,
  }),
  training: (index) => ({
    fullName: `Soak Képzés ${index}`,
    email: `soak-training-${index}@pelda.hu`,
    company: 'Soak Kft.',
    message: 'Érdeklődünk a csapatunknak szóló AI-képzés iránt.',
  }),
}

interface MinuteFigures {
  minute: number
  /** The mean of the minute's samples. */
  rssMb: number
  peakRssMb: number
  requestsPerSecond: Record<TrafficClass, number>
  errors: number
}

/** Sends the traffic and keeps count: answered requests per class, and every failure by what failed. */
class Traffic {
  readonly answered = Object.fromEntries(TRAFFIC_CLASSES.map((name) => [name, 0])) as Record<TrafficClass, number>
  readonly failures = new Map<string, number>()
  private submissions = 0

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly endsAt: number,
  ) {}

  get failureCount(): number {
    return [...this.failures.values()].reduce((sum, count) => sum + count, 0)
  }

  /** The classes' clients, all looping until the time is up. */
  run(): Promise<void[]> {
    const loops = TRAFFIC_CLASSES.flatMap((name) =>
      Array.from({ length: CLIENTS[name] }, (_, client) => this.loop(name, client)),
    )
    return Promise.all(loops)
  }

  private async loop(trafficClass: TrafficClass, client: number): Promise<void> {
    // Clients of a class start at different points of its list, so they do not all ask for the same thing at once.
    for (let turn = client * 7; Date.now() < this.endsAt; turn += 1) {
      await this.next(trafficClass, turn)
    }
  }

  private async next(trafficClass: TrafficClass, turn: number): Promise<void> {
    switch (trafficClass) {
      case 'pages': {
        const page = PAGES[turn % PAGES.length]!
        await this.send(trafficClass, targetPath(page, turn), { headers: BROWSER_HEADERS }, page.status)
        return
      }
      case 'blog queries':
        await this.send(trafficClass, BLOG_QUERIES[turn % BLOG_QUERIES.length]!)
        return
      case 'form submissions':
        await this.submit(FORM_NAMES[turn % FORM_NAMES.length]!)
        return
      case 'admin queries':
        await this.send(trafficClass, ADMIN_QUERIES[turn % ADMIN_QUERIES.length]!, { headers: { cookie: this.cookie } })
    }
  }

  /** One submission as the page makes it: a fresh token for the form, then the form with a new submission id. */
  private async submit(form: FormName): Promise<void> {
    const issued = await this.send('form submissions', trpcQueryPath('forms.token', { form }))
    if (issued === null) return
    const { token } = (JSON.parse(issued) as { result: { data: IssuedFormToken } }).result.data
    this.submissions += 1
    await this.send('form submissions', `/trpc/forms.${form}`, {
      method: 'POST',
      headers: mutationHeaders(this.baseUrl),
      body: JSON.stringify({ ...FORM_FIELDS[form](this.submissions), submissionId: randomUUID(), formToken: token }),
    })
  }

  /** The answer's body when its status is the expected one (2xx unless a 404 is meant); null after a failure. */
  private async send(
    trafficClass: TrafficClass,
    path: string,
    init: RequestInit = {},
    expectedStatus?: 404,
  ): Promise<string | null> {
    const request = `${init.method ?? 'GET'} ${path.split('?')[0]}`
    try {
      const response = await fetch(this.baseUrl + path, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      const body = await response.text()
      this.answered[trafficClass] += 1
      if (expectedStatus ? response.status === expectedStatus : response.ok) return body
      this.fail(`${request}: ${response.status}`)
    } catch (error) {
      this.fail(`${request}: ${error instanceof Error ? error.name : 'failed'}`)
    }
    return null
  }

  private fail(failure: string): void {
    this.failures.set(failure, (this.failures.get(failure) ?? 0) + 1)
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'patikachat-soak-'))
try {
  const { server, cookie } = await startServerWithRegistrations({
    port: PORT,
    dataDir,
    env: { BENCH_RELAXED_FORM_LIMITS: 'true' },
  })
  const startedAt = Date.now()
  const traffic = new Traffic(server.baseUrl, cookie, startedAt + MINUTES * 60_000)
  const rssAtStartMb = await server.rssMb()
  const minutes: MinuteFigures[] = []
  try {
    console.log(`soaking for ${MINUTES} minutes; server RSS ${rssAtStartMb} MB at the start`)
    const running = traffic.run()
    let answeredBefore = { ...traffic.answered }
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      const samples: number[] = []
      for (let sampleAt = RSS_SAMPLE_MS; sampleAt <= 60_000; sampleAt += RSS_SAMPLE_MS) {
        await sleep(Math.max(0, startedAt + (minute - 1) * 60_000 + sampleAt - Date.now()))
        samples.push(await server.rssMb())
      }
      const answered = { ...traffic.answered }
      const requestsPerSecond = Object.fromEntries(
        TRAFFIC_CLASSES.map((name) => [name, Math.round((answered[name] - answeredBefore[name]) / 60)]),
      ) as Record<TrafficClass, number>
      answeredBefore = answered
      const figures = {
        minute,
        rssMb: Math.round(samples.reduce((sum, sample) => sum + sample, 0) / samples.length),
        peakRssMb: Math.max(...samples),
        requestsPerSecond,
        errors: traffic.failureCount,
      }
      minutes.push(figures)
      console.log(
        `minute ${minute}: RSS ${figures.rssMb} MB (peak ${figures.peakRssMb}), ${figures.errors} errors so far`,
      )
    }
    await running
  } finally {
    await server.stop()
  }

  const [previous, last] = minutes.slice(-2) as [MinuteFigures, MinuteFigures]
  const lastMinuteGrowthMb = last.rssMb - previous.rssMb
  const errors = traffic.failureCount
  const levelledOff = lastMinuteGrowthMb < MAX_LAST_MINUTE_GROWTH_MB
  console.table(
    minutes.map(({ minute, rssMb, peakRssMb, requestsPerSecond, errors }) => ({
      minute,
      'RSS MB (mean)': rssMb,
      'RSS MB (peak)': peakRssMb,
      ...requestsPerSecond,
      'errors so far': errors,
    })),
  )
  console.log(`requests answered: ${JSON.stringify(traffic.answered)}`)
  console.log(`errors: ${errors}${errors > 0 ? ` ${JSON.stringify(Object.fromEntries(traffic.failures))}` : ''}`)
  console.log(
    `memory: ${rssAtStartMb} MB at the start, ${last.rssMb} MB in the last minute (mean), ${lastMinuteGrowthMb} MB ` +
      `more than the minute before (bound: less than ${MAX_LAST_MINUTE_GROWTH_MB} MB): ` +
      (levelledOff ? 'levelled off' : 'still growing'),
  )
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/soak.json',
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        minutes: MINUTES,
        clients: CLIENTS,
        rssAtStartMb,
        perMinute: minutes,
        answered: traffic.answered,
        errors,
        failures: Object.fromEntries(traffic.failures),
        maxLastMinuteGrowthMb: MAX_LAST_MINUTE_GROWTH_MB,
        lastMinuteGrowthMb,
        passed: errors === 0 && levelledOff,
      },
      null,
      2,
    )}\n`,
  )
  console.log('written to bench/results/soak.json')
  if (errors > 0 || !levelledOff) process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

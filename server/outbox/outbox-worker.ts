import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { jobErrorText } from './job-error-text'
import {
  claimJob,
  failAbandonedJobs,
  findClaimableJobIds,
  finishJob,
  type ClaimedJob,
  type RecordedRunEnd,
} from './outbox.repository'

export type { ClaimedJob } from './outbox.repository'

/** How a handler's run ended; a handler that throws asks for another try (with backoff). */
export type JobOutcome = { state: 'sent' } | { state: 'skipped'; reason: string }
export type JobHandler = (job: ClaimedJob) => Promise<JobOutcome>

/**
 * The pause before each retry: the first within a minute, the last some seven hours after the first try. A job
 * that fails after the last one is marked failed and shown in the admin.
 */
export const RETRY_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const
/** Runs a job gets: the first try and one per backoff step. */
export const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1
export const DEFAULT_POLL_MS = 5000
export const DEFAULT_LEASE_MS = 120_000
/** Candidates read per query; the worker still takes and runs them one at a time. */
const CLAIM_BATCH = 20

export interface OutboxLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
  error(fields: object, message: string): void
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>
  handlers: Record<string, JobHandler>
  now: () => number
  /** Names this instance as the lease owner; a random one by default. */
  instanceId?: string
  pollMs?: number
  /** How long a claimed job stays this instance's; past it another instance takes the job up. */
  leaseMs?: number
  log: OutboxLog
}

/** host-pid-random, so the owner in a row says which machine and process held it, and two runs never share one. */
function defaultInstanceId(): string {
  return `${hostname().slice(0, 40)}-${process.pid}-${randomBytes(4).toString('hex')}`
}

/**
 * Runs the outbox's due jobs in this instance: claims one with a lease, runs its kind's handler, marks the outcome,
 * and takes the next, one at a time. `start()` polls every `pollMs` (and at once after `wake()`); tests call
 * `runDue()` with their own clock. Several instances on one database share the work without running a job twice
 * (docs/decisions.md says what "once" means when an instance dies mid-run).
 */
export class OutboxWorker {
  readonly instanceId: string
  private readonly db: Kysely<Database>
  private readonly handlers: Record<string, JobHandler>
  private readonly now: () => number
  private readonly pollMs: number
  private readonly leaseMs: number
  private readonly log: OutboxLog
  /** The run in progress (or the last one): runs are chained, so they never overlap. */
  private runs: Promise<unknown> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private polling = false
  private stopping = false
  private wokenDuringRun = false
  private runInProgress = false

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db
    this.handlers = options.handlers
    this.now = options.now
    this.instanceId = options.instanceId ?? defaultInstanceId()
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
    this.log = options.log
  }

  /** Polls for due jobs from now on: a run at once, then one `pollMs` after each run ends. */
  start(): void {
    if (this.polling) return
    this.polling = true
    this.stopping = false
    this.schedule(0)
  }

  /** Stops polling and claiming; resolves once the job in hand (if any) is finished and marked. */
  async stop(): Promise<void> {
    this.polling = false
    this.stopping = true
    clearTimeout(this.timer)
    this.timer = undefined
    await this.runs
  }

  /** Asks for a run soon (after this instance planned a job due now), without waiting for the next poll. */
  wake(): void {
    if (!this.polling) return
    if (this.runInProgress) this.wokenDuringRun = true
    else this.schedule(0)
  }

  /**
   * Claims and runs every job due at `now()`, one at a time, after any run already in progress; answers how many
   * this run took. A stopped worker takes none.
   */
  runDue(): Promise<number> {
    const run = this.runs.then(() => this.runAll())
    this.runs = run.catch(() => undefined)
    return run
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.poll(), delayMs)
    // The poll never keeps a process alive by itself: the server's socket does.
    this.timer.unref()
  }

  private async poll(): Promise<void> {
    this.timer = undefined
    try {
      await this.runDue()
    } catch (error) {
      // The database may be down: the loop goes on and tries again at the next poll.
      this.log.error({ err: error }, 'outbox run failed')
    }
    if (!this.polling) return
    const again = this.wokenDuringRun
    this.wokenDuringRun = false
    this.schedule(again ? 0 : this.pollMs)
  }

  private async runAll(): Promise<number> {
    if (this.stopping) return 0
    this.runInProgress = true
    try {
      const abandoned = await failAbandonedJobs(this.db, { now: this.now(), maxAttempts: MAX_ATTEMPTS })
      if (abandoned > 0) this.log.error({ jobs: abandoned }, 'outbox jobs failed: their last attempt was interrupted')
      let ran = 0
      for (;;) {
        const ids = await findClaimableJobIds(this.db, {
          now: this.now(),
          maxAttempts: MAX_ATTEMPTS,
          limit: CLAIM_BATCH,
        })
        let claimed = 0
        for (const id of ids) {
          if (this.stopping) return ran
          const job = await claimJob(this.db, {
            id,
            owner: this.instanceId,
            now: this.now(),
            leaseMs: this.leaseMs,
            maxAttempts: MAX_ATTEMPTS,
          })
          if (!job) continue
          claimed += 1
          await this.run(job)
          ran += 1
        }
        // Every candidate was taken by another instance, or none was left: nothing more is due for this one.
        if (claimed === 0) return ran
      }
    } finally {
      this.runInProgress = false
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = Object.hasOwn(this.handlers, job.kind) ? this.handlers[job.kind] : undefined
    const fields = { jobId: job.id, kind: job.kind, registrationId: job.registrationId, attempt: job.attempts + 1 }
    if (!handler) {
      const error = `No handler for the job kind "${job.kind}"`
      await this.finish(job, { state: 'failed', error })
      this.log.error({ ...fields, error }, 'outbox job failed')
      return
    }
    let outcome: JobOutcome
    try {
      outcome = await handler(job)
    } catch (thrown) {
      const error = jobErrorText(thrown)
      const attempts = job.attempts + 1
      const backoff = RETRY_BACKOFF_MS[attempts - 1]
      if (backoff === undefined) {
        await this.finish(job, { state: 'failed', error })
        this.log.error({ ...fields, error }, 'outbox job failed after its last attempt')
      } else {
        const retryAt = this.now() + backoff
        await this.finish(job, { state: 'planned', error, retryAt })
        this.log.warn({ ...fields, error, retryAt: new Date(retryAt).toISOString() }, 'outbox job failed; will retry')
      }
      return
    }
    await this.finish(job, outcome)
    this.log.info({ ...fields, state: outcome.state }, 'outbox job done')
  }

  private async finish(job: ClaimedJob, outcome: RecordedRunEnd): Promise<void> {
    const finished = await finishJob(this.db, { id: job.id, owner: this.instanceId, now: this.now(), outcome })
    if (!finished) {
      this.log.warn(
        { jobId: job.id, kind: job.kind },
        'outbox job no longer held by this instance (its lease ran out or it was deleted): outcome not recorded',
      )
    }
  }
}

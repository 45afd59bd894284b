import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import { fromJsonText, toJsonText } from '../db/json'
import type { Database, OutboxJobState } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'

type Db = Kysely<Database> | Transaction<Database>

/** A job to plan. Its dedupe key is unique for ever: name the moment in it when the same work may be planned again. */
export interface NewOutboxJob {
  kind: string
  dedupeKey: string
  /** The registration it is about (listed with it in the admin, deleted with it), or null. */
  registrationId: number | null
  /** An ISO-8601 time; stored as `toIsoTime` writes it (`2026-12-01T17:00:00.000Z`), as due times compare as text. */
  dueAt: string
  /** Anything JSON can carry; its handler reads it back through a schema. */
  payload: unknown
}

/** A job in an instance's hands. `attempts` counts the runs before this one (0 on the first). */
export interface ClaimedJob {
  id: number
  kind: string
  dedupeKey: string
  registrationId: number | null
  dueAt: string
  payload: unknown
  attempts: number
}

/** What the admin shows of a registration's jobs. */
export interface OutboxJobSummary {
  id: number
  kind: string
  dueAt: string
  state: OutboxJobState
  attempts: number
  lastError: string | null
  finishedAt: string | null
}

export interface OutboxHealth {
  /** Jobs due and not done: planned ones whose time has come, and those running now. */
  waiting: number
  /** Jobs that failed before and wait for their next try. */
  retrying: number
  /** Jobs that failed for good in the last 24 hours. */
  failedLastDay: number
  /** The earliest planned time, or null when nothing is planned. */
  nextDueAt: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000
/** `last_error` holds at most this many characters. */
const LAST_ERROR_MAX_LENGTH = 500

const isoAt = (ms: number) => toIsoTime(new Date(ms))

/**
 * Plans the jobs, one insert each, and answers how many were new; a job whose dedupe key is already planned (or was
 * ever) is left as it is. A UNIQUE violation is caught per row rather than `insertIgnoringDuplicates` used, because
 * MySQL counts a skipped duplicate as an affected row, so only this tells new from known on both dialects. A failed
 * statement leaves the caller's transaction usable on both.
 */
export async function enqueueJobs(db: Db, jobs: NewOutboxJob[], now: number = Date.now()): Promise<number> {
  let inserted = 0
  for (const job of jobs) {
    const dueAt = new Date(job.dueAt)
    if (Number.isNaN(dueAt.getTime())) throw new Error(`The job ${job.dedupeKey} has no valid due time: ${job.dueAt}`)
    try {
      await db
        .insertInto('outbox_jobs')
        .values({
          kind: job.kind,
          dedupe_key: job.dedupeKey,
          registration_id: job.registrationId,
          payload: toJsonText(job.payload),
          due_at: toIsoTime(dueAt),
          state: 'planned',
          created_at: isoAt(now),
        })
        .execute()
      inserted += 1
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  return inserted
}

/** Cancels a registration's jobs that have not started (of the given kinds, or all); answers how many. */
export async function cancelPlannedJobs(db: Db, filter: { registrationId: number; kinds?: string[] }): Promise<number> {
  if (filter.kinds?.length === 0) return 0
  let query = db
    .updateTable('outbox_jobs')
    .set({ state: 'cancelled' })
    .where('registration_id', '=', filter.registrationId)
    .where('state', '=', 'planned')
  if (filter.kinds) query = query.where('kind', 'in', filter.kinds)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function jobsOfRegistration(db: Db, registrationId: number): Promise<OutboxJobSummary[]> {
  const rows = await db
    .selectFrom('outbox_jobs')
    .select(['id', 'kind', 'due_at', 'state', 'attempts', 'last_error', 'finished_at'])
    .where('registration_id', '=', registrationId)
    .orderBy('due_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    dueAt: row.due_at,
    state: row.state,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    finishedAt: row.finished_at,
  }))
}

export async function outboxHealth(db: Db, now: number): Promise<OutboxHealth> {
  const nowIso = isoAt(now)
  const [waiting, retrying, failed, next] = await Promise.all([
    db
      .selectFrom('outbox_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) =>
        eb.or([eb('state', '=', 'running'), eb.and([eb('state', '=', 'planned'), eb('due_at', '<=', nowIso)])]),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outbox_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('state', '=', 'planned')
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outbox_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('state', '=', 'failed')
      .where('finished_at', '>=', isoAt(now - DAY_MS))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outbox_jobs')
      .select((eb) => eb.fn.min('due_at').as('due_at'))
      .where('state', '=', 'planned')
      .executeTakeFirst(),
  ])
  return {
    waiting: Number(waiting.count),
    retrying: Number(retrying.count),
    failedLastDay: Number(failed.count),
    nextDueAt: next?.due_at ?? null,
  }
}

/** Plans a failed job again, due now with a fresh count of attempts (the admin's "resend"); false if it had not failed. */
export async function retryJob(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox_jobs')
    .set({ state: 'planned', attempts: 0, due_at: isoAt(now), last_error: null, finished_at: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

// What the worker (outbox-worker.ts) does. Every change of a claimed job names its owner, so an instance that lost
// its lease (it stalled past it and another took the job) changes nothing.

/**
 * Ids of jobs an instance may take, earliest first: planned ones that are due, and running ones whose lease ran out
 * (their instance stopped mid-run) with attempts left. A candidate is only taken by `claimJob`.
 */
export async function findClaimableJobIds(
  db: Db,
  { now, maxAttempts, limit }: { now: number; maxAttempts: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox_jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'planned'), eb('due_at', '<=', isoAt(now))]),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now), eb('attempts', '<', maxAttempts)]),
      ]),
    )
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => Number(row.id))
}

/**
 * Takes the job for `owner` until `now + leaseMs` if it is still claimable, in one conditional UPDATE: of instances
 * racing for it, exactly one changes the row, and only that one gets the job back. Counts the run as an attempt.
 */
export async function claimJob(
  db: Db,
  {
    id,
    owner,
    now,
    leaseMs,
    maxAttempts,
  }: { id: number; owner: string; now: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedJob | null> {
  const result = await db
    .updateTable('outbox_jobs')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      state: 'running',
      lease_owner: owner,
      lease_until: now + leaseMs,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'planned'), eb('due_at', '<=', isoAt(now))]),
        eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now), eb('attempts', '<', maxAttempts)]),
      ]),
    )
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return null
  const row = await db
    .selectFrom('outbox_jobs')
    .select(['id', 'kind', 'dedupe_key', 'registration_id', 'due_at', 'payload', 'attempts'])
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: Number(row.id),
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    registrationId: row.registration_id === null ? null : Number(row.registration_id),
    dueAt: row.due_at,
    payload: fromJsonText(z.unknown(), row.payload),
    attempts: Number(row.attempts) - 1,
  }
}

/** How a run ended, as recorded: done (sent, skipped), failed for good, or planned again for a retry. */
export type RecordedRunEnd =
  | { state: 'sent' }
  | { state: 'skipped'; reason: string }
  | { state: 'failed'; error: string }
  | { state: 'planned'; error: string; retryAt: number }

/** Records how the owner's run ended; false when the job is no longer the owner's (its lease was taken over). */
export async function finishJob(
  db: Db,
  { id, owner, now, outcome }: { id: number; owner: string; now: number; outcome: RecordedRunEnd },
): Promise<boolean> {
  const reason = outcome.state === 'sent' ? null : outcome.state === 'skipped' ? outcome.reason : outcome.error
  // By characters, not UTF-16 units, so a cut never splits one (MySQL refuses half a surrogate pair).
  const lastError = reason === null ? null : Array.from(reason).slice(0, LAST_ERROR_MAX_LENGTH).join('')
  const result = await db
    .updateTable('outbox_jobs')
    .set({
      state: outcome.state,
      last_error: lastError,
      lease_owner: null,
      lease_until: null,
      ...(outcome.state === 'planned' ? { due_at: isoAt(outcome.retryAt) } : { finished_at: isoAt(now) }),
    })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Fails the jobs whose last attempt was interrupted (their instance stopped mid-run and the lease ran out): they are
 * not run again, as a job that stops its instance every time would otherwise do so for ever. Answers how many.
 */
export async function failAbandonedJobs(
  db: Db,
  { now, maxAttempts }: { now: number; maxAttempts: number },
): Promise<number> {
  const result = await db
    .updateTable('outbox_jobs')
    .set({
      state: 'failed',
      last_error: 'The last attempt was interrupted: its instance stopped before it finished',
      lease_owner: null,
      lease_until: null,
      finished_at: isoAt(now),
    })
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .where('attempts', '>=', maxAttempts)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The payloads of a registration's jobs of one kind, by job id (the admin names each e-mail by what it holds). */
export async function payloadsOfRegistration(
  db: Db,
  registrationId: number,
  kind: string,
): Promise<Map<number, unknown>> {
  const rows = await db
    .selectFrom('outbox_jobs')
    .select(['id', 'payload'])
    .where('registration_id', '=', registrationId)
    .where('kind', '=', kind)
    .execute()
  return new Map(rows.map((row) => [Number(row.id), JSON.parse(row.payload) as unknown]))
}

/** When the earliest planned job of a kind is due, or null when none is planned. */
export async function nextPlannedDueAt(db: Db, kind: string): Promise<string | null> {
  const row = await db
    .selectFrom('outbox_jobs')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .where('state', '=', 'planned')
    .where('kind', '=', kind)
    .executeTakeFirst()
  return row?.due_at ?? null
}

/** A dedupe key's prefix without LIKE's wildcards (`%`, `_`) or escape (`\`), so it matches only itself. */
const PLAIN_KEY_PREFIX = /^[A-Za-z0-9:.-]+$/

/**
 * Cancels the planned jobs of a kind whose dedupe key starts with `dedupeKeyPrefix`: the jobs of a subject that is
 * not a registration (a blog post's scheduled publication). Answers how many.
 */
export async function cancelPlannedJobsByKeyPrefix(
  db: Db,
  { kind, dedupeKeyPrefix }: { kind: string; dedupeKeyPrefix: string },
): Promise<number> {
  if (!PLAIN_KEY_PREFIX.test(dedupeKeyPrefix)) throw new Error(`Not a plain dedupe key prefix: ${dedupeKeyPrefix}`)
  const result = await db
    .updateTable('outbox_jobs')
    .set({ state: 'cancelled' })
    .where('kind', '=', kind)
    .where('state', '=', 'planned')
    .where('dedupe_key', 'like', `${dedupeKeyPrefix}%`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Empties the payload of finished jobs of the given kinds: sent and skipped ones, and failed ones finished before
 * `failedBefore` (until then the admin may plan them again). Answers how many.
 */
export async function clearFinishedPayloads(
  db: Db,
  { kinds, failedBefore }: { kinds: string[]; failedBefore: number },
): Promise<number> {
  const result = await db
    .updateTable('outbox_jobs')
    .set({ payload: toJsonText({}) })
    .where('kind', 'in', kinds)
    .where('payload', '!=', toJsonText({}))
    .where((eb) =>
      eb.or([
        eb('state', 'in', ['sent', 'skipped']),
        eb.and([eb('state', '=', 'failed'), eb('finished_at', '<', isoAt(failedBefore))]),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

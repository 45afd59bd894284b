import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { enqueueJobs, type NewOutboxJob } from '../outbox/outbox.repository'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { eraseInactiveRegistrations } from './personal-data.service'
import { inactiveBeforeOf, nextRetentionRunAt, readRetentionMonths, RETENTION_JOB } from './registration-retention'

/** The run due at `dueAt`: keyed by its UTC day, so however many instances plan it, one row runs, once. */
export const retentionRunJob = (dueAt: string): NewOutboxJob => ({
  kind: RETENTION_JOB,
  dedupeKey: `${RETENTION_JOB}:${dueAt.slice(0, 10)}`,
  registrationId: null,
  dueAt,
  payload: {},
})

/** Plans the next daily run unless it is planned (every instance does this when its outbox starts). */
export function planRetentionRun(db: Kysely<Database>, now: number): Promise<number> {
  return enqueueJobs(db, [retentionRunJob(nextRetentionRunAt(now))], now)
}

/**
 * The daily run: plans tomorrow's first (so a failing run still leaves the next one planned), then erases the
 * registrations inactive for longer than the admin's setting, each address leaving a tombstone.
 */
export async function runRetention(
  deps: { db: Kysely<Database>; now: () => number },
  job: ClaimedJob,
): Promise<JobOutcome> {
  const now = Math.max(deps.now(), Date.parse(job.dueAt))
  await planRetentionRun(deps.db, now)
  const months = await readRetentionMonths(deps.db)
  await eraseInactiveRegistrations(deps.db, inactiveBeforeOf(deps.now(), months), deps.now())
  return { state: 'sent' }
}

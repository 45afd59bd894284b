import type { Kysely } from 'kysely'
import {
  DEFAULT_REGISTRATION_RETENTION_MONTHS,
  REGISTRATION_RETENTION_MONTHS_MAX,
  REGISTRATION_RETENTION_MONTHS_MIN,
  RETENTION_RUN_HOUR_UTC,
} from '../../shared/registration-retention'
import type { RetentionStatus } from '../../shared/schemas/admin-privacy'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { nextPlannedDueAt } from '../outbox/outbox.repository'
import { countInactiveRegistrations } from '../repositories/personal-data.repository'
import { findSetting, saveSetting } from '../repositories/setting.repository'

export const RETENTION_MONTHS_SETTING = 'registration_retention_months'
/** The outbox kind of the daily retention run (server/privacy/retention-job.ts). */
export const RETENTION_JOB = 'registration-retention'

/** The admin's setting; the default when none was saved (or a stored value is out of range). */
export async function readRetentionMonths(db: Kysely<Database>): Promise<number> {
  const months = Number(await findSetting(db, RETENTION_MONTHS_SETTING))
  return Number.isInteger(months) &&
    months >= REGISTRATION_RETENTION_MONTHS_MIN &&
    months <= REGISTRATION_RETENTION_MONTHS_MAX
    ? months
    : DEFAULT_REGISTRATION_RETENTION_MONTHS
}

export function saveRetentionMonths(db: Kysely<Database>, months: number): Promise<void> {
  return saveSetting(db, RETENTION_MONTHS_SETTING, String(months))
}

/** The instant `months` calendar months before `now` (UTC): registrations inactive since before it are expired. */
export function inactiveBeforeOf(now: number, months: number): string {
  const moment = new Date(now)
  moment.setUTCMonth(moment.getUTCMonth() - months)
  return toIsoTime(moment)
}

/** The first daily run time (RETENTION_RUN_HOUR_UTC o'clock, UTC) after `now`. */
export function nextRetentionRunAt(now: number): string {
  const run = new Date(now)
  run.setUTCHours(RETENTION_RUN_HOUR_UTC, 0, 0, 0)
  if (run.getTime() <= now) run.setUTCDate(run.getUTCDate() + 1)
  return toIsoTime(run)
}

/** What the admin sees of retention: the setting, the next run, and how many registrations it would erase now. */
export async function retentionStatus(db: Kysely<Database>, now: number): Promise<RetentionStatus> {
  const months = await readRetentionMonths(db)
  const inactiveBefore = inactiveBeforeOf(now, months)
  const [planned, expiredNow] = await Promise.all([
    nextPlannedDueAt(db, RETENTION_JOB),
    countInactiveRegistrations(db, inactiveBefore),
  ])
  return { months, nextRunAt: planned ?? nextRetentionRunAt(now), inactiveBefore, expiredNow }
}

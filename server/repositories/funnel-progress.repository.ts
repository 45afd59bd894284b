import type { Kysely } from 'kysely'
import { FUNNEL_STEPS, type FunnelStep } from '../../shared/funnel/progress'
import { REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import type { Database } from '../db/schema'

type Db = Kysely<Database>

/**
 * The id of the webinar registration a browser names by its submission id; other forms' rows, and one in the trash,
 * do not count.
 */
export async function findWebinarRegistrationId(db: Db, submissionId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('submission_id', '=', submissionId)
    .where('source', '=', REGISTRATION_SOURCES.webinar)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row && Number(row.id)
}

/** Records the step unless it was recorded before, then returns when it was first reached. */
export async function recordFunnelStep(
  db: Db,
  registrationId: number,
  step: FunnelStep,
  reachedAt: string,
): Promise<string> {
  await insertIgnoringDuplicates(
    db,
    db.insertInto('funnel_progress').values({ registration_id: registrationId, step, reached_at: reachedAt }),
    ['registration_id', 'step'],
  ).execute()
  const row = await db
    .selectFrom('funnel_progress')
    .select('reached_at')
    .where('registration_id', '=', registrationId)
    .where('step', '=', step)
    .executeTakeFirstOrThrow()
  return row.reached_at
}

/**
 * The admin's per-period funnel: webinar registrations made in [from, before), and how many times each step was first
 * reached in it, leaving out registrations in the trash. Both are range counts on an index ((source, registration_date) and (step, reached_at)), so they stay
 * fast however many registrations there are; a visitor's funnel takes minutes, so the two describe the same people
 * except at the edges of the period.
 */
export async function funnelStepCounts(
  db: Db,
  period: { from: string; before: string },
): Promise<{ registrations: number; steps: Record<string, number> }> {
  const [registrations, steps] = await Promise.all([
    db
      .selectFrom('registrations')
      .where('deleted_at', 'is', null)
      .where('source', '=', REGISTRATION_SOURCES.webinar)
      .where('registration_date', '>=', period.from)
      .where('registration_date', '<', period.before)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('funnel_progress')
      .where('step', 'in', [...FUNNEL_STEPS])
      .where('reached_at', '>=', period.from)
      .where('reached_at', '<', period.before)
      // The trash is small: its ids are one index range, and no step of theirs counts.
      .where('registration_id', 'not in', (eb) =>
        eb.selectFrom('registrations').select('id').where('deleted_at', 'is not', null),
      )
      .select(['step', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('step')
      .execute(),
  ])
  return {
    registrations: Number(registrations.count),
    steps: Object.fromEntries(steps.map((row) => [row.step, Number(row.count)])),
  }
}

/** The dashboard's name for a day's webinar registrations among its funnel steps in `funnel_day_counts`. */
export const REGISTERED_STEP = 'registered'

export interface FunnelDayCount {
  day: string
  step: string
  count: number
}

/** The stored counts of the days in [fromDay, toDay] (YYYY-MM-DD, inclusive). */
export async function readFunnelDayCounts(db: Db, fromDay: string, toDay: string): Promise<FunnelDayCount[]> {
  return db
    .selectFrom('funnel_day_counts')
    .select(['day', 'step', 'count'])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute()
}

/** Keeps a closed day's counts; a day another request stored meanwhile keeps its rows (they are the same counts). */
export async function storeFunnelDayCounts(db: Db, counts: FunnelDayCount[]): Promise<void> {
  if (counts.length === 0) return
  await insertIgnoringDuplicates(db, db.insertInto('funnel_day_counts').values(counts), ['day', 'step']).execute()
}

/** Forgets every stored day count, after a change to past days (a deleted registration takes its steps with it). */
export async function forgetFunnelDayCounts(db: Db): Promise<void> {
  await db.deleteFrom('funnel_day_counts').execute()
}

/** When the registrant first reached each step they reached. */
export async function stepsReached(db: Db, registrationId: number): Promise<Map<FunnelStep, string>> {
  const rows = await db
    .selectFrom('funnel_progress')
    .select(['step', 'reached_at'])
    .where('registration_id', '=', registrationId)
    .execute()
  return new Map(rows.map((row) => [row.step as FunnelStep, row.reached_at]))
}

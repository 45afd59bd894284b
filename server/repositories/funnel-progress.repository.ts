import type { Kysely } from 'kysely'
import type { FunnelStep } from '../../shared/funnel/progress'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import type { Database } from '../db/schema'

type Db = Kysely<Database>

/** The id of the webinar registration a browser names by its submission id; other forms' rows do not count. */
export async function findWebinarRegistrationId(db: Db, submissionId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('registrations')
    .select('id')
    .where('submission_id', '=', submissionId)
    .where('source', '=', 'webinar')
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

/** Every step a registration reached, with its time, in the order reached. */
export async function listFunnelSteps(
  db: Db,
  registrationId: number,
): Promise<Array<{ step: string; reachedAt: string }>> {
  const rows = await db
    .selectFrom('funnel_progress')
    .select(['step', 'reached_at'])
    .where('registration_id', '=', registrationId)
    .orderBy('reached_at')
    .execute()
  return rows.map((row) => ({ step: row.step, reachedAt: row.reached_at }))
}

import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { SegmentRules } from './attendance-summary.service'

/** Registered → attended → completed → saw the offer → clicked, for one session or all (registrations not in the trash). */
export interface SessionFunnel {
  registered: number
  attended: number
  completed: number
  sawOffer: number
  clicked: number
}

export async function sessionFunnel(
  db: Kysely<Database>,
  session: string | undefined,
  rules: SegmentRules,
): Promise<SessionFunnel> {
  const threshold = rules.videoSeconds === null ? null : rules.thresholdPercent * rules.videoSeconds
  const watched = sql<number>`coalesce(webinar_attendance.watched_seconds, 0)`
  const offerStep = (step: 'offer_viewed' | 'offer_clicked') =>
    sql<number>`case when exists (select 1 from funnel_progress where funnel_progress.registration_id = webinar_attendees.registration_id and funnel_progress.step = ${step}) then 1 else 0 end`
  const row = await db
    .selectFrom('webinar_attendees')
    .innerJoin('registrations', 'registrations.id', 'webinar_attendees.registration_id')
    .leftJoin('webinar_attendance', (join) =>
      join
        .onRef('webinar_attendance.registration_id', '=', 'webinar_attendees.registration_id')
        .onRef('webinar_attendance.webinar_time', '=', 'webinar_attendees.webinar_time'),
    )
    .where('registrations.deleted_at', 'is', null)
    .$if(session !== undefined, (select) => select.where('webinar_attendees.webinar_time', '=', session!))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('registered'),
      sql<number | string>`coalesce(sum(case when ${watched} > 0 then 1 else 0 end), 0)`.as('attended'),
      (threshold === null
        ? sql<number | string>`0`
        : sql<
            number | string
          >`coalesce(sum(case when ${watched} > 0 and ${watched} * 100 >= ${threshold} then 1 else 0 end), 0)`
      ).as('completed'),
      sql<number | string>`coalesce(sum(${offerStep('offer_viewed')}), 0)`.as('sawOffer'),
      sql<number | string>`coalesce(sum(${offerStep('offer_clicked')}), 0)`.as('clicked'),
    ])
    .executeTakeFirstOrThrow()
  return {
    registered: Number(row.registered),
    attended: Number(row.attended),
    completed: Number(row.completed),
    sawOffer: Number(row.sawOffer),
    clicked: Number(row.clicked),
  }
}

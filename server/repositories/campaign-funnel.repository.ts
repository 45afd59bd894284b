import type { Kysely } from 'kysely'
import type { FunnelStep } from '../../shared/funnel/progress'
import type { CampaignFunnelRow } from '../../shared/schemas/admin-registrations'
import { REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import type { Database } from '../db/schema'

type Db = Kysely<Database>

/** The most campaigns the split lists: those with the most registrations. */
export const CAMPAIGN_FUNNEL_MAX_ROWS = 50

/**
 * The webinar registrations of a period per first-touch campaign (null: none), with how many of them reached the
 * video and the offer, whenever they did; the trash left out.
 */
export async function campaignFunnelCounts(
  db: Db,
  period: { from: string; before: string },
): Promise<CampaignFunnelRow[]> {
  const rows = await db
    .selectFrom('registrations')
    .where('deleted_at', 'is', null)
    .where('source', '=', REGISTRATION_SOURCES.webinar)
    .where('registration_date', '>=', period.from)
    .where('registration_date', '<', period.before)
    .select((eb) => {
      const reached = (step: FunnelStep) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('funnel_progress')
                .select('funnel_progress.registration_id')
                .whereRef('funnel_progress.registration_id', '=', 'registrations.id')
                .where('funnel_progress.step', '=', step),
            ),
          )
          .then(1)
          .else(0)
          .end()
      return [
        'utm_campaign',
        eb.fn.countAll<number | string>().as('registrations'),
        eb.fn.sum<number | string>(reached('video_started')).as('reachedVideo'),
        eb.fn.sum<number | string>(reached('offer_viewed')).as('reachedOffer'),
      ]
    })
    .groupBy('utm_campaign')
    .orderBy('registrations', 'desc')
    .orderBy('utm_campaign')
    .limit(CAMPAIGN_FUNNEL_MAX_ROWS)
    .execute()
  return rows.map((row) => ({
    campaign: row.utm_campaign,
    registrations: Number(row.registrations),
    reachedVideo: Number(row.reachedVideo),
    reachedOffer: Number(row.reachedOffer),
  }))
}

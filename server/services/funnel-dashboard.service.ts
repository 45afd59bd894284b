import type { Kysely } from 'kysely'
import { budapestDay, budapestDayStart, shiftDay } from '../../shared/budapest-time'
import { FUNNEL_STEPS } from '../../shared/funnel/progress'
import type { CampaignFunnelRow, FunnelPeriod } from '../../shared/schemas/admin-registrations'
import type { Database } from '../db/schema'
import { campaignFunnelCounts } from '../repositories/campaign-funnel.repository'
import {
  funnelStepCounts,
  readFunnelDayCounts,
  REGISTERED_STEP,
  storeFunnelDayCounts,
  type FunnelDayCount,
} from '../repositories/funnel-progress.repository'

type Db = Kysely<Database>

export interface FunnelDashboard {
  from: string
  to: string
  registrations: number
  /** Each step in funnel order with how many of the period's registrants reached it. */
  steps: Array<{ step: (typeof FUNNEL_STEPS)[number]; count: number }>
}

/**
 * Days before this many days ago are closed: nothing new is dated on them any more (registrations and steps take the
 * time they are recorded), so their counts can be kept. Yesterday stays live, for a server whose clock runs behind.
 */
const LIVE_DAYS = 2

/** The period's first and last Budapest day (YYYY-MM-DD), a "last N days" ending today. */
function periodDays(period: FunnelPeriod, today: string): { from: string; to: string } {
  if ('lastDays' in period) return { from: shiftDay(today, 1 - period.lastDays), to: today }
  return period
}

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day)
  return days
}

/** Registrations and steps dated in [from, to], counted now from the tables (two index range counts). */
async function countLive(db: Db, from: string, to: string): Promise<FunnelDayCount[]> {
  const counts = await funnelStepCounts(db, { from: budapestDayStart(from), before: budapestDayStart(shiftDay(to, 1)) })
  return [
    { day: from, step: REGISTERED_STEP, count: counts.registrations },
    ...Object.entries(counts.steps).map(([step, count]) => ({ day: from, step, count })),
  ]
}

/**
 * The counts of the closed days in [from, to]: those already kept are read, the others counted one day at a time
 * and kept for the next request.
 */
async function countClosedDays(db: Db, from: string, to: string): Promise<FunnelDayCount[]> {
  const kept = await readFunnelDayCounts(db, from, to)
  const counted = new Set(kept.filter((row) => row.step === REGISTERED_STEP).map((row) => row.day))
  const fresh: FunnelDayCount[] = []
  for (const day of daysBetween(from, to)) {
    if (!counted.has(day)) fresh.push(...(await countLive(db, day, day)))
  }
  await storeFunnelDayCounts(db, fresh)
  return [...kept, ...fresh]
}

/** The funnel in the period (Budapest days, `now` ending a "last N days"): registrations and steps reached in it. */
export async function funnelDashboard(db: Db, period: FunnelPeriod, now: number): Promise<FunnelDashboard> {
  const today = budapestDay(new Date(now))
  const { from, to } = periodDays(period, today)
  const firstLiveDay = shiftDay(today, 1 - LIVE_DAYS)
  const closedTo = to < firstLiveDay ? to : shiftDay(firstLiveDay, -1)
  const liveFrom = from > firstLiveDay ? from : firstLiveDay

  const counts = [
    ...(from <= closedTo ? await countClosedDays(db, from, closedTo) : []),
    ...(liveFrom <= to ? await countLive(db, liveFrom, to) : []),
  ]
  const total = (step: string) => counts.reduce((sum, row) => sum + (row.step === step ? row.count : 0), 0)
  return {
    from,
    to,
    registrations: total(REGISTERED_STEP),
    steps: FUNNEL_STEPS.map((step) => ({ step, count: total(step) })),
  }
}

/**
 * The funnel per first-touch campaign: the period's webinar registrants of each campaign, and how many of them reached
 * the video and the offer (by now, whenever they did). Counted from the tables on each request: it follows the
 * registrants, not the days, so no day's count can be kept.
 */
export async function campaignFunnel(
  db: Db,
  period: FunnelPeriod,
  now: number,
): Promise<{ from: string; to: string; campaigns: CampaignFunnelRow[] }> {
  const { from, to } = periodDays(period, budapestDay(new Date(now)))
  const campaigns = await campaignFunnelCounts(db, {
    from: budapestDayStart(from),
    before: budapestDayStart(shiftDay(to, 1)),
  })
  return { from, to, campaigns }
}

import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { currentFunnelConfig } from '../services/funnel.service'

const DAY_MS = 86_400_000

/** How many days the replay stays open after a session starts (the register config's schedule). */
export async function replayDays(db: Kysely<Database>): Promise<number> {
  return (await currentFunnelConfig(db, 'register')).schedule.replayDays
}

export const replayEndsAt = (webinarTime: string, days: number) =>
  new Date(Date.parse(webinarTime) + days * DAY_MS).toISOString()

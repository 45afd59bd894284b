import { expect, test } from 'vitest'
import type { DbHandle } from '../../server/db/client'
import { forgetFunnelDayCounts } from '../../server/repositories/funnel-progress.repository'
import { funnelDashboard } from '../../server/services/funnel-dashboard.service'
import { describeEachDialect } from '../setup/test-db'

const NOW = Date.parse('2026-11-25T10:00:00.000Z')

/** A webinar registration made at `at`, with the steps it reached then, written as the funnel would have. */
async function registrant(db: DbHandle, at: string, steps: string[]): Promise<void> {
  const { insertId } = await db.db
    .insertInto('registrations')
    .values({
      submission_id: null,
      full_name: 'Teszt Elek',
      email: 'elek@pelda.hu',
      registration_date: at,
      source: 'webinar',
      metadata: '{}',
      updated_at: null,
    })
    .executeTakeFirstOrThrow()
  for (const step of steps) {
    await db.db
      .insertInto('funnel_progress')
      .values({ registration_id: Number(insertId), step, reached_at: at })
      .execute()
  }
}

const stepCounts = (dashboard: Awaited<ReturnType<typeof funnelDashboard>>) =>
  Object.fromEntries(dashboard.steps.filter(({ count }) => count > 0).map(({ step, count }) => [step, count]))

describeEachDialect('funnel dashboard', (getDb) => {
  test('closed days are counted once and kept; the last two days are always counted afresh', async () => {
    const db = getDb()
    // 23:30 UTC on 19 November is already 20 November in Budapest (CET, UTC+1).
    await registrant(db, '2026-11-19T23:30:00.000Z', ['waiting_viewed', 'video_started'])
    await registrant(db, '2026-11-24T08:00:00.000Z', ['waiting_viewed'])

    const first = await funnelDashboard(db.db, { lastDays: 7 }, NOW)
    expect(first).toMatchObject({ from: '2026-11-19', to: '2026-11-25', registrations: 2 })
    expect(stepCounts(first)).toEqual({ waiting_viewed: 2, video_started: 1 })
    const kept = await db.db.selectFrom('funnel_day_counts').selectAll().orderBy('day').orderBy('step').execute()
    expect(new Set(kept.map((row) => row.day))).toEqual(
      new Set(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']),
    )
    expect(kept.filter((row) => row.day === '2026-11-20')).toEqual([
      { day: '2026-11-20', step: 'registered', count: 1 },
      { day: '2026-11-20', step: 'video_started', count: 1 },
      { day: '2026-11-20', step: 'waiting_viewed', count: 1 },
    ])

    // A row dated on a closed day behind the dashboard's back is not seen: the kept count answers.
    await registrant(db, '2026-11-21T09:00:00.000Z', ['waiting_viewed'])
    // Live days are counted again on every request.
    await registrant(db, '2026-11-25T09:00:00.000Z', ['waiting_viewed', 'offer_viewed'])
    const second = await funnelDashboard(db.db, { lastDays: 7 }, NOW)
    expect(second.registrations).toBe(3)
    expect(stepCounts(second)).toEqual({ waiting_viewed: 3, video_started: 1, offer_viewed: 1 })

    await forgetFunnelDayCounts(db.db)
    const recounted = await funnelDashboard(db.db, { lastDays: 7 }, NOW)
    expect(recounted.registrations).toBe(4)
    expect(stepCounts(recounted)).toEqual({ waiting_viewed: 4, video_started: 1, offer_viewed: 1 })
  })

  test('a date range in the past, the future or across today adds up the same as a fresh count', async () => {
    const db = getDb()
    await registrant(db, '2026-10-01T08:00:00.000Z', ['waiting_viewed', 'video_started', 'video_completed'])
    await registrant(db, '2026-11-25T08:00:00.000Z', ['waiting_viewed'])
    const october = { from: '2026-10-01', to: '2026-10-31' }
    for (let round = 0; round < 2; round += 1) {
      const dashboard = await funnelDashboard(db.db, october, NOW)
      expect(dashboard.registrations).toBe(1)
      expect(stepCounts(dashboard)).toEqual({ waiting_viewed: 1, video_started: 1, video_completed: 1 })
    }
    const across = await funnelDashboard(db.db, { from: '2026-09-30', to: '2026-12-31' }, NOW)
    expect(across.registrations).toBe(2)
    expect(stepCounts(across)).toEqual({ waiting_viewed: 2, video_started: 1, video_completed: 1 })
    const future = await funnelDashboard(db.db, { from: '2026-12-01', to: '2026-12-31' }, NOW)
    expect(future.registrations).toBe(0)
  })
})

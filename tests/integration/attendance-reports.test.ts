import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { erasePersonalData } from '../../server/privacy/personal-data.service'
import { ATTENDANCE_LIMITS } from '../../shared/attendance/reports'
import {
  attendanceHarness,
  attendanceRow,
  insertRegistrant,
  report,
  SESSION_START_MS,
  VIDEO_SECONDS,
} from '../setup/attendance'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const SECOND = 1000
const END_MS = SESSION_START_MS + VIDEO_SECONDS * SECOND

describeEachDialect('attendance reports', (getDb) => {
  test('heartbeats of a live viewing make one row: joined and left times, live seconds, position', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(SESSION_START_MS + 15 * SECOND)
    await visitor().funnel.attendance(report(anna.submissionId, 'live', [[0, 15]]))
    setNow(SESSION_START_MS + 30 * SECOND)
    await visitor().funnel.attendance(report(anna.submissionId, 'live', [[15, 30.4]], { sequence: 1 }))

    expect(await attendanceRow(db, anna.id)).toEqual({
      webinar_time: '2026-12-03T17:00:00.000Z',
      joined_at: '2026-12-03T17:00:15.000Z',
      left_at: '2026-12-03T17:00:30.000Z',
      live_seconds: 31,
      replay_seconds: 0,
      watched_seconds: 31,
      furthest_position: 31,
      position: 30,
    })
    const rows = await db.db.selectFrom('webinar_attendance').select('registration_id').execute()
    expect(rows).toHaveLength(1)
  })

  test('a repeated report adds nothing, and an older one arriving late adds its stretch but moves nothing back', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(SESSION_START_MS + 45 * SECOND)
    const second = report(anna.submissionId, 'live', [[15, 30]], { sequence: 1 })
    const third = report(anna.submissionId, 'live', [[30, 45]], { sequence: 2 })
    await visitor().funnel.attendance(third)
    await visitor().funnel.attendance(third)
    await visitor().funnel.attendance(second)
    await visitor().funnel.attendance(second)
    setNow(SESSION_START_MS + 50 * SECOND)
    await visitor().funnel.attendance(report(anna.submissionId, 'live', [[0, 15]], { sequence: 0 }))

    const row = await attendanceRow(db, anna.id)
    expect(row).toMatchObject({ live_seconds: 45, position: 45, left_at: '2026-12-03T17:00:45.000Z' })
  })

  test('a live report counts only stretches near the live point; one after the live window counts nothing live', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(SESSION_START_MS + 10 * SECOND)
    // Claims the whole video ten seconds after the start: only up to the live point (and 2 s of slack) counts.
    await visitor().funnel.attendance(report(anna.submissionId, 'live', [[0, VIDEO_SECONDS]]))
    expect(await attendanceRow(db, anna.id)).toMatchObject({ live_seconds: 12 })

    setNow(END_MS + ATTENDANCE_LIMITS.liveGraceMs + SECOND)
    await visitor().funnel.attendance(report(anna.submissionId, 'live', [[500, 600]], { sequence: 1 }))
    expect(await attendanceRow(db, anna.id)).toMatchObject({ live_seconds: 12, replay_seconds: 0 })

    await visitor().funnel.attendance(report(anna.submissionId, 'replay', [[5, 60]], { sequence: 2 }))
    expect(await attendanceRow(db, anna.id)).toMatchObject({
      live_seconds: 12,
      replay_seconds: 55,
      watched_seconds: 60,
      furthest_position: 60,
    })
  })

  test('one report adds at most its allowance of seconds, and nothing past the video', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(END_MS + 60 * SECOND)
    await visitor().funnel.attendance(report(anna.submissionId, 'replay', [[0, VIDEO_SECONDS + 500]]))
    expect(await attendanceRow(db, anna.id)).toMatchObject({ replay_seconds: ATTENDANCE_LIMITS.secondsPerReport })
    await visitor().funnel.attendance(report(anna.submissionId, 'replay', [[590, 24 * 3600]], { sequence: 1 }))
    expect(await attendanceRow(db, anna.id)).toMatchObject({
      replay_seconds: ATTENDANCE_LIMITS.secondsPerReport + 10,
      furthest_position: VIDEO_SECONDS,
    })
  })

  test('two page views reporting at once both count, in the one row', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(END_MS + 60 * SECOND)
    await Promise.all([
      visitor().funnel.attendance(report(anna.submissionId, 'replay', [[0, 100]], { viewId: randomUUID() })),
      visitor().funnel.attendance(report(anna.submissionId, 'replay', [[200, 300]], { viewId: randomUUID() })),
    ])
    expect(await attendanceRow(db, anna.id)).toMatchObject({ replay_seconds: 200 })
  })

  test('an erased registration takes its row with it, and its reports are refused and store nothing', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db, { email: 'anna@pelda.hu' })
    setNow(SESSION_START_MS + 15 * SECOND)
    await visitor().funnel.attendance(report(anna.submissionId, 'live', [[0, 15]]))
    await erasePersonalData(db.db, { email: 'anna@pelda.hu', adminId: 1, adminEmail: 'admin@pelda.hu' }, Date.now())

    expect(await attendanceRow(db, anna.id)).toBeUndefined()
    const error = await refusal(
      visitor().funnel.attendance(report(anna.submissionId, 'live', [[15, 30]], { sequence: 1 })),
    )
    expect(error.code).toBe('NOT_FOUND')
    expect(await db.db.selectFrom('webinar_attendance').select('registration_id').execute()).toEqual([])
  })

  test('reports are limited per registration and per client IP', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(END_MS)
    const { perRegistration, perIp } = ATTENDANCE_LIMITS
    for (let sequence = 0; sequence < perRegistration.maxRequests; sequence++) {
      await visitor(`198.51.100.${sequence}`).funnel.attendance(report(anna.submissionId, 'replay', [], { sequence }))
    }
    const perRegistrationRefusal = await refusal(
      visitor('198.51.100.200').funnel.attendance(report(anna.submissionId, 'replay', [[0, 10]], { sequence: 99 })),
    )
    expect(perRegistrationRefusal.code).toBe('TOO_MANY_REQUESTS')
    expect(await attendanceRow(db, anna.id)).toMatchObject({ replay_seconds: 0 })

    const unknown = report(randomUUID(), 'replay', [])
    for (let count = 0; count < perIp.maxRequests; count++) {
      await refusal(visitor('192.0.2.9').funnel.attendance(unknown))
    }
    const bob = await insertRegistrant(db)
    const perIpRefusal = await refusal(visitor('192.0.2.9').funnel.attendance(report(bob.submissionId, 'replay', [])))
    expect(perIpRefusal.code).toBe('TOO_MANY_REQUESTS')
    setNow(END_MS + perIp.windowMs)
    await visitor('192.0.2.9').funnel.attendance(report(bob.submissionId, 'replay', [[0, 10]]))
    expect(await attendanceRow(db, bob.id)).toMatchObject({ replay_seconds: 10 })
  })

  test('hostile reports are refused by their schema and store nothing', async () => {
    const db = getDb()
    const { visitor, setNow } = await attendanceHarness(db)
    const anna = await insertRegistrant(db)
    setNow(END_MS)
    const hostile = [
      report(anna.submissionId, 'replay', [[20, 10]]),
      report(anna.submissionId, 'replay', [[-5, 10]]),
      report(anna.submissionId, 'replay', [[0, Number.MAX_SAFE_INTEGER]]),
      report(
        anna.submissionId,
        'replay',
        Array.from({ length: 51 }, (_, index): [number, number] => [index, index + 1]),
      ),
      report(anna.submissionId, 'replay', [], { viewId: 'not-a-uuid' }),
      report(anna.submissionId, 'replay', [], { sequence: -1 }),
      { ...report(anna.submissionId, 'replay', []), mode: 'on-demand' as 'replay' },
    ]
    for (const input of hostile) expect((await refusal(visitor().funnel.attendance(input))).code).toBe('BAD_REQUEST')
    expect(await attendanceRow(db, anna.id)).toBeUndefined()
  })
})

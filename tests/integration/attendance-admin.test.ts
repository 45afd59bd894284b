import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { registrationCsvFile } from '../../server/services/registration-admin.service'
import { insertWebinarConfig } from '../../server/repositories/funnel-config.repository'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import { RegistrationFilterSchema } from '../../shared/schemas/admin-registrations'
import { attendanceHarness, insertRegistrant, report, SESSION_START_MS, VIDEO_SECONDS } from '../setup/attendance'
import { testCaller } from '../setup/context'
import { describeEachDialect } from '../setup/test-db'

const SECOND = 1000
const END_MS = SESSION_START_MS + VIDEO_SECONDS * SECOND
const ADMIN: ValidatedSession = {
  session: { id: 'test-session', expiresAt: END_MS + 86_400_000 },
  user: { id: 1, email: 'admin@example.com', role: 'admin' },
}

/** Five registrants of one 10-minute session: one per segment at its boundary, and the one who clicked the offer. */
async function sessionWithEverySegment(db: DbHandle) {
  const harness = await attendanceHarness(db)
  const viewers = {
    absent: await insertRegistrant(db, { fullName: 'Távol Ödön' }),
    early: await insertRegistrant(db, { fullName: 'Korán Kata' }),
    offer: await insertRegistrant(db, { fullName: 'Ajánlat Anna', steps: ['offer_viewed'] }),
    clicked: await insertRegistrant(db, { fullName: 'Kattint Kristóf', steps: ['offer_viewed', 'offer_clicked'] }),
    completed: await insertRegistrant(db, { fullName: 'Végig Vera' }),
  }
  // 90 % of 600 s is 540 s: one second short of it is early, the threshold itself is completed.
  const watch = async (submissionId: string, until: number) => {
    for (let from = 0, sequence = 0; from < until; from += 15, sequence++) {
      harness.setNow(SESSION_START_MS + Math.min(until, from + 15) * SECOND)
      await harness
        .visitor()
        .funnel.attendance(report(submissionId, 'live', [[from, Math.min(until, from + 15)]], { sequence }))
    }
  }
  await watch(viewers.early.submissionId, 539)
  await watch(viewers.offer.submissionId, 300)
  await watch(viewers.clicked.submissionId, 301)
  await watch(viewers.completed.submissionId, 540)
  return { ...harness, viewers }
}

describeEachDialect('attendance in the admin', (getDb) => {
  test('every registration is in one segment once the live window has ended, none before', async () => {
    const db = getDb()
    const { viewers, setNow, services } = await sessionWithEverySegment(db)
    const admin = () => testCaller(db, { services, session: ADMIN }).caller.admin
    const segmentOf = async (id: number) => (await admin().attendance.ofRegistration({ id }))?.summary.segment

    setNow(END_MS - 1)
    expect(await segmentOf(viewers.completed.id)).toBeNull()
    const list = (segment: string) =>
      admin()
        .registrations.list({ segment: segment as 'no-show' })
        .then((page) => page.items.map((r) => r.fullName))
    expect(await list('completed')).toEqual([])

    setNow(END_MS)
    expect(await segmentOf(viewers.absent.id)).toBe('no-show')
    expect(await segmentOf(viewers.early.id)).toBe('left-early')
    expect(await segmentOf(viewers.offer.id)).toBe('saw-offer')
    expect(await segmentOf(viewers.clicked.id)).toBe('saw-offer')
    expect(await segmentOf(viewers.completed.id)).toBe('completed')
    expect(await list('no-show')).toEqual(['Távol Ödön'])
    expect(await list('left-early')).toEqual(['Korán Kata'])
    expect((await list('saw-offer')).toSorted()).toEqual(['Ajánlat Anna', 'Kattint Kristóf'])
    expect(await list('completed')).toEqual(['Végig Vera'])

    await admin().attendance.saveCompletionThreshold({ percent: 50 })
    expect(await segmentOf(viewers.offer.id)).toBe('completed')
    expect((await list('completed')).toSorted()).toEqual([
      'Ajánlat Anna',
      'Kattint Kristóf',
      'Korán Kata',
      'Végig Vera',
    ])
  })

  test("a registration's attendance line gives Budapest times, minutes, the share and the offer", async () => {
    const db = getDb()
    const { viewers, setNow, services } = await sessionWithEverySegment(db)
    const admin = testCaller(db, { services, session: ADMIN }).caller.admin
    setNow(END_MS + 60 * SECOND)
    expect((await admin.attendance.ofRegistration({ id: viewers.offer.id }))?.line).toBe(
      'Részt vett 18:00–18:05, 5 perc (50 %), látta az ajánlatot',
    )
    expect((await admin.attendance.ofRegistration({ id: viewers.absent.id }))?.line).toBe('Nem jelent meg')
  })

  test('the CSV gains the segment and the minutes watched, one decimal with a comma', async () => {
    const db = getDb()
    const { setNow } = await sessionWithEverySegment(db)
    const csvOf = async (now: number) => {
      const file = await registrationCsvFile(db.db, RegistrationFilterSchema.parse({}), undefined, now)
      let text = ''
      for await (const part of file!) text += part
      return text.split('\r\n')
    }
    const rowOf = (lines: string[], name: string) => lines.find((line) => line.startsWith(name))!.split(';')
    const before = await csvOf(END_MS - 1)
    expect(before[0]).toMatch(/;Részvétel;Megnézett perc$/)
    expect(rowOf(before, 'Korán Kata').slice(-2)).toEqual(['', '9,0'])

    setNow(END_MS)
    const after = await csvOf(END_MS)
    expect(rowOf(after, 'Korán Kata').slice(-2)).toEqual(['Korán távozott', '9,0'])
    expect(rowOf(after, 'Végig Vera').slice(-2)).toEqual(['Végignézte', '9,0'])
    expect(rowOf(after, 'Távol Ödön').slice(-2)).toEqual(['Nem jelent meg', '0,0'])
    expect(rowOf(after, 'Ajánlat Anna').slice(-2)).toEqual(['Látta az ajánlatot', '5,0'])
  })

  test('the drop-off curve: the share still watching per minute, live and replay apart, with the moments', async () => {
    const db = getDb()
    const { setNow, visitor, services } = await sessionWithEverySegment(db)
    await insertWebinarConfig(
      db.db,
      {
        ...DEFAULT_WEBINAR_CONFIG,
        playback: 'simulated-live',
        videoSeconds: VIDEO_SECONDS,
        moments: [{ id: 'offer-1', kind: 'offer', at: 300, until: null, title: 'Az ajánlat', button: 'Megnézem' }],
      },
      '2026-12-02T00:00:00.000Z',
    )
    const late = await insertRegistrant(db)
    setNow(END_MS + 60 * SECOND)
    await visitor().funnel.attendance(report(late.submissionId, 'replay', [[120, 180]]))
    const admin = testCaller(db, { services, session: ADMIN }).caller.admin

    const curve = await admin.attendance.dropOffCurve({ session: new Date(SESSION_START_MS).toISOString() })
    expect(curve.minutes).toBe(10)
    expect(curve.live.viewers).toBe(4)
    expect(curve.live.shares).toEqual([1, 1, 1, 1, 1, 0.75, 0.5, 0.5, 0.5, 0])
    expect(curve.replay).toEqual({ viewers: 1, shares: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0] })
    expect(curve.moments).toEqual([{ kind: 'offer', at: 300, label: 'Az ajánlat' }])
    expect(await admin.attendance.sessions()).toEqual([new Date(SESSION_START_MS).toISOString()])
    expect(await admin.attendance.sessionFunnel({ session: new Date(SESSION_START_MS).toISOString() })).toEqual({
      registered: 6,
      attended: 5,
      completed: 1,
      sawOffer: 2,
      clicked: 1,
    })
    const other = await admin.attendance.dropOffCurve({ session: '2026-12-04T17:00:00.000Z' })
    expect(other.live.viewers).toBe(0)
  })
})

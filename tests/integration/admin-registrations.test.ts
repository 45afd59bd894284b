import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { createAppServices } from '../../server/services/app-services'
import { insertRegistrations, type NewRegistrationRow } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const NOW = Date.parse('2026-11-25T10:00:00.000Z')

/** A new operation on the row as last seen (`expectedUpdatedAt`), as the admin's browser makes it. */
const op = (expectedUpdatedAt: string | null = null) => ({ opId: randomUUID(), expectedUpdatedAt })

function session(role = 'admin'): ValidatedSession {
  return { session: { id: 's', expiresAt: NOW + 60_000 }, user: { id: 1, email: 'admin@example.com', role } }
}

const FIXTURE: NewRegistrationRow[] = [
  { fullName: 'Kovács Anna', email: 'anna@pelda.hu', registrationDate: '2026-11-20T09:30:00.000Z' },
  {
    fullName: 'Dr. Nagy Péter',
    email: 'peter@napfeny.hu',
    registrationDate: '2026-11-21T23:30:00.000Z',
    source: 'demo',
    status: 'contacted',
    metadata: { pharmacyName: 'Napfény Patika', position: 'owner' },
  },
  {
    fullName: "=cmd|' /C calc'!A0",
    email: 'evil@pelda.hu',
    registrationDate: '2026-11-22T08:00:00.000Z',
    source: 'contact',
    notes: 'Azt mondta: "holnap"\nhívjuk vissza',
    metadata: { pharmacyName: 'Szent Anna; Rendelő' },
  },
]

describeEachDialect('admin registrations', (getDb) => {
  const callers = () => {
    const services = createAppServices(envWith({ NODE_ENV: 'test' }), getDb(), { now: () => NOW })
    return {
      admin: testCaller(getDb(), { services, session: session() }).caller.admin,
      viewer: testCaller(getDb(), { services, session: session('viewer') }).caller.admin,
      anonymous: testCaller(getDb(), { services }).caller.admin,
    }
  }

  test('anonymous callers and non-admins are refused by every registrations procedure', async () => {
    const [id] = await insertRegistrations(getDb(), FIXTURE.slice(0, 1))
    const { viewer, anonymous } = callers()
    for (const [caller, code] of [
      [anonymous, 'UNAUTHORIZED'],
      [viewer, 'FORBIDDEN'],
    ] as const) {
      expect((await refusal(caller.registrations.list({}))).code).toBe(code)
      expect((await refusal(caller.registrations.setStatus({ id: id!, status: 'flagged', ...op() }))).code).toBe(code)
      expect((await refusal(caller.registrations.setNotes({ id: id!, notes: 'x', ...op() }))).code).toBe(code)
      expect((await refusal(caller.registrations.delete({ id: id!, ...op() }))).code).toBe(code)
      expect((await refusal(caller.funnelDashboard({ lastDays: 7 }))).code).toBe(code)
    }
    const { admin } = callers()
    expect((await admin.registrations.list({})).items[0]).toMatchObject({ status: 'new', notes: null, updatedAt: null })
    expect(await getDb().db.selectFrom('registration_admin_ops').select('op_id').execute()).toEqual([])
  })

  test('search, source, status and date filters, order and paging are done by the database', async () => {
    await insertRegistrations(getDb(), FIXTURE)
    const { admin } = callers()
    const names = async (input: Parameters<typeof admin.registrations.list>[0]) =>
      (await admin.registrations.list(input)).items.map((item) => item.fullName)

    expect(await names({})).toEqual(["=cmd|' /C calc'!A0", 'Dr. Nagy Péter', 'Kovács Anna'])
    expect(await names({ order: 'oldest' })).toEqual(['Kovács Anna', 'Dr. Nagy Péter', "=cmd|' /C calc'!A0"])
    expect(await names({ search: 'napfeny' })).toEqual(['Dr. Nagy Péter'])
    expect(await names({ search: 'ANNA' })).toEqual(['Kovács Anna'])
    expect(await names({ search: '%' })).toEqual([])
    // Any word's beginning, without case or accents, every typed word matching: not the middle of a word.
    expect(await names({ search: 'kovacs' })).toEqual(['Kovács Anna'])
    expect(await names({ search: ' péter  NAGY ' })).toEqual(['Dr. Nagy Péter'])
    expect(await names({ search: 'anna@pelda' })).toEqual(['Kovács Anna'])
    expect(await names({ search: 'pelda.hu' })).toEqual(["=cmd|' /C calc'!A0", 'Kovács Anna'])
    expect(await names({ search: 'eter' })).toEqual([])
    expect(await names({ search: 'anna nagy' })).toEqual([])
    expect(await names({ source: 'contact' })).toEqual(["=cmd|' /C calc'!A0", 'Dr. Nagy Péter'])
    expect(await names({ source: 'webinar' })).toEqual(['Kovács Anna'])
    expect(await names({ status: 'contacted' })).toEqual(['Dr. Nagy Péter'])
    // Budapest days: 23:30 UTC on the 21st is already the 22nd in Budapest.
    expect(await names({ from: '2026-11-22', to: '2026-11-22' })).toEqual(["=cmd|' /C calc'!A0", 'Dr. Nagy Péter'])
    const page = await admin.registrations.list({ pageSize: 25, page: 1, order: 'oldest' })
    expect(page.total).toBe(3)
    expect(await admin.registrations.list({ page: 2 })).toEqual({ items: [], total: 3 })
    expect(await admin.registrations.list({ search: 'nincs ilyen' })).toEqual({ items: [], total: 0 })
    expect((await refusal(admin.registrations.list({ pageSize: 1000 }))).code).toBe('BAD_REQUEST')
  })

  test('a search ending in any code point is answered, U+10FFFF and a cut surrogate pair included', async () => {
    const long = `${'x'.repeat(63)}😀y`
    await insertRegistrations(getDb(), [
      ...FIXTURE.slice(0, 1),
      { fullName: 'Zoltán \u{10ffff}\u{10ffff}b', email: 'z@pelda.hu', registrationDate: '2026-11-21T09:30:00.000Z' },
      { fullName: long, email: 'x@pelda.hu', registrationDate: '2026-11-22T09:30:00.000Z' },
    ])
    const { admin } = callers()
    const names = async (search: string) =>
      (await admin.registrations.list({ search })).items.map((item) => item.fullName)

    expect(await names('anna\u{10ffff}')).toEqual([])
    expect(await names('\u{10ffff}')).toEqual(['Zoltán \u{10ffff}\u{10ffff}b'])
    expect(await names('zoltan \u{10ffff}\u{10ffff}')).toEqual(['Zoltán \u{10ffff}\u{10ffff}b'])
    expect(await names('\u{10ffff}\u{10ffff}b')).toEqual(['Zoltán \u{10ffff}\u{10ffff}b'])
    expect(await names('\ud7ff \uffff \u{10000}')).toEqual([])
    expect(await names(long)).toEqual([long])
  })

  test('status and notes change, delete removes, each on the version the admin saw; a row already gone is reported', async () => {
    const [id] = await insertRegistrations(getDb(), FIXTURE.slice(0, 1))
    const { admin } = callers()
    const status = await admin.registrations.setStatus({ id: id!, status: 'completed', ...op(null) })
    expect(status).toMatchObject({ outcome: 'applied', replayed: false, registration: { status: 'completed' } })
    expect(status.updatedAt).toBe(status.registration!.updatedAt)
    const notes = await admin.registrations.setNotes({
      id: id!,
      notes: 'Visszahívni  \r\nkedden',
      ...op(status.updatedAt),
    })
    expect(notes.outcome).toBe('applied')
    // The test clock stands still: each change still moves the row's version forward.
    expect(notes.updatedAt! > status.updatedAt!).toBe(true)
    const [item] = (await admin.registrations.list({})).items
    expect(item).toMatchObject({ status: 'completed', notes: 'Visszahívni  \nkedden', updatedAt: notes.updatedAt })
    const cleared = await admin.registrations.setNotes({ id: id!, notes: '', ...op(notes.updatedAt) })
    expect((await admin.registrations.list({})).items[0]!.notes).toBeNull()
    expect(
      (await refusal(admin.registrations.setStatus({ id: id!, status: 'archived' as 'new', ...op(cleared.updatedAt) })))
        .code,
    ).toBe('BAD_REQUEST')
    expect(
      (
        await refusal(
          admin.registrations.setStatus({ id: id!, status: 'new', opId: 'not-a-uuid', expectedUpdatedAt: null }),
        )
      ).code,
    ).toBe('BAD_REQUEST')

    expect(await admin.registrations.delete({ id: id!, ...op(cleared.updatedAt) })).toMatchObject({
      outcome: 'applied',
      registration: null,
    })
    expect((await admin.registrations.list({})).total).toBe(0)
    expect(await admin.registrations.delete({ id: id!, ...op(cleared.updatedAt) })).toMatchObject({
      outcome: 'gone',
      replayed: false,
    })
    expect((await admin.registrations.setStatus({ id: id!, status: 'new', ...op(null) })).outcome).toBe('gone')
  })

  test('the same operation sent again, even twice at once, is applied once and answered with its first outcome', async () => {
    const [id] = await insertRegistrations(getDb(), FIXTURE.slice(0, 1))
    const { admin } = callers()
    const flagged = { id: id!, status: 'flagged' as const, ...op(null), opId: randomUUID().toUpperCase() }
    const first = await admin.registrations.setStatus(flagged)
    expect(first).toMatchObject({ outcome: 'applied', replayed: false })
    // Another admin changes the row after it; the replay must not undo that nor move the row's version.
    const note = await admin.registrations.setNotes({ id: id!, notes: 'Másik admin', ...op(first.updatedAt) })
    const again = await admin.registrations.setStatus(flagged)
    expect(again).toMatchObject({ outcome: 'applied', replayed: true, updatedAt: first.updatedAt })
    expect(again.registration).toMatchObject({ status: 'flagged', notes: 'Másik admin', updatedAt: note.updatedAt })
    const ops = await getDb().db.selectFrom('registration_admin_ops').select(['op_id', 'outcome']).execute()
    expect(ops).toHaveLength(2)
    // Operation ids are stored lower-cased, so the upper-case spelling of one is the same operation.
    expect(ops.map((row) => row.op_id)).toContain(flagged.opId.toLowerCase())

    const contacted = { id: id!, status: 'contacted' as const, ...op(note.updatedAt) }
    const racing = await Promise.all([
      admin.registrations.setStatus(contacted),
      admin.registrations.setStatus(contacted),
    ])
    expect(racing.map((result) => result.outcome)).toEqual(['applied', 'applied'])
    expect(racing.map((result) => result.replayed).sort()).toEqual([false, true])
    expect(racing[0].updatedAt).toBe(racing[1].updatedAt)

    const removal = { id: id!, ...op(racing[0].updatedAt) }
    expect((await admin.registrations.delete(removal)).outcome).toBe('applied')
    expect(await admin.registrations.delete(removal)).toMatchObject({ outcome: 'applied', replayed: true })
    expect((await getDb().db.selectFrom('registration_admin_ops').select('op_id').execute()).length).toBe(4)

    // The same id for another change is refused, not taken for a replay.
    expect((await refusal(admin.registrations.setNotes({ ...flagged, notes: 'x' }))).code).toBe('CONFLICT')
  })

  test('a change made on an older version of the row is a conflict: nothing changes and the server’s row is answered', async () => {
    const [id] = await insertRegistrations(getDb(), FIXTURE.slice(0, 1))
    const { admin } = callers()
    const first = await admin.registrations.setNotes({ id: id!, notes: 'Első admin', ...op(null) })
    const before = await getDb().db.selectFrom('registrations').selectAll().execute()

    const stale = { id: id!, status: 'completed' as const, ...op(null) }
    const conflict = await admin.registrations.setStatus(stale)
    expect(conflict).toMatchObject({
      outcome: 'conflict',
      replayed: false,
      updatedAt: null,
      registration: { status: 'new', notes: 'Első admin', updatedAt: first.updatedAt },
    })
    expect(
      (await admin.registrations.setNotes({ id: id!, notes: 'Második', ...op('2026-01-01T00:00:00.000Z') })).outcome,
    ).toBe('conflict')
    expect((await admin.registrations.delete({ id: id!, ...op(null) })).outcome).toBe('conflict')
    expect(await getDb().db.selectFrom('registrations').selectAll().execute()).toEqual(before)
    // Its replay is the same conflict, even though the version would match by now.
    await getDb().db.updateTable('registrations').set({ updated_at: null }).where('id', '=', id!).execute()
    expect(await admin.registrations.setStatus(stale)).toMatchObject({ outcome: 'conflict', replayed: true })
    expect((await admin.registrations.list({})).items[0]!.status).toBe('new')
  })

  test('recorded operations older than 30 days are swept when a new one is recorded', async () => {
    const [id] = await insertRegistrations(getDb(), FIXTURE.slice(0, 1))
    const ops = getDb().db.insertInto('registration_admin_ops')
    await ops
      .values([
        {
          op_id: randomUUID(),
          registration_id: id!,
          kind: 'status',
          outcome: 'applied',
          result_updated_at: null,
          recorded_at: '2026-10-25T09:59:59.999Z',
        },
        {
          op_id: randomUUID(),
          registration_id: id!,
          kind: 'notes',
          outcome: 'applied',
          result_updated_at: null,
          recorded_at: '2026-10-26T10:00:00.000Z',
        },
      ])
      .execute()
    const { admin } = callers()
    await admin.registrations.setStatus({ id: id!, status: 'contacted', ...op(null) })
    const kept = await getDb()
      .db.selectFrom('registration_admin_ops')
      .select('recorded_at')
      .orderBy('recorded_at')
      .execute()
    expect(kept.map((row) => row.recorded_at)).toEqual(['2026-10-26T10:00:00.000Z', '2026-11-25T10:00:00.000Z'])
  })

  test('the funnel dashboard counts the period’s webinar registrations and the steps reached in it', async () => {
    const ids = await insertRegistrations(getDb(), [
      { fullName: 'A', email: 'a@x.hu', registrationDate: '2026-11-24T10:00:00.000Z' },
      { fullName: 'B', email: 'b@x.hu', registrationDate: '2026-11-25T08:00:00.000Z' },
      { fullName: 'C', email: 'c@x.hu', registrationDate: '2026-10-01T08:00:00.000Z' },
      { fullName: 'D', email: 'd@x.hu', registrationDate: '2026-11-25T08:00:00.000Z', source: 'contact' },
    ])
    const reached = (index: number, steps: string[], at: string) =>
      Promise.all(
        steps.map((step) =>
          getDb()
            .db.insertInto('funnel_progress')
            .values({ registration_id: ids[index]!, step, reached_at: at })
            .execute(),
        ),
      )
    await reached(0, ['waiting_viewed', 'video_started', 'video_completed', 'offer_viewed'], '2026-11-24T10:05:00.000Z')
    await reached(1, ['waiting_viewed'], '2026-11-25T08:01:00.000Z')
    await reached(2, ['waiting_viewed', 'video_started'], '2026-10-01T08:15:00.000Z')
    const { admin } = callers()
    const week = await admin.funnelDashboard({ lastDays: 7 })
    expect(week).toMatchObject({ from: '2026-11-19', to: '2026-11-25', registrations: 2 })
    expect(Object.fromEntries(week.steps.map(({ step, count }) => [step, count]))).toEqual({
      waiting_viewed: 2,
      video_started: 1,
      video_25: 0,
      video_50: 0,
      video_75: 0,
      video_completed: 1,
      offer_viewed: 1,
      offer_clicked: 0,
    })
    const range = await admin.funnelDashboard({ from: '2026-10-01', to: '2026-10-31' })
    expect(range.registrations).toBe(1)
    expect(range.steps.filter(({ count }) => count > 0)).toEqual([
      { step: 'waiting_viewed', count: 1 },
      { step: 'video_started', count: 1 },
    ])
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSession, generateSessionToken, type ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { createAppServices } from '../../server/services/app-services'
import { purgeExpiredTrash } from '../../server/services/registration-trash-sweeper'
import { REGISTRATION_EXPORT_PATH, type RegistrationOrder } from '../../shared/schemas/admin-registrations'
import { FormMessages } from '../../shared/form-messages'
import { createUser, insertRegistrations, type NewRegistrationRow, type TestUser } from '../factories'
import { testCaller } from '../setup/context'
import { CHROME_USER_AGENT, testApp, type TestApp } from '../setup/http-app'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const NOW = Date.parse('2026-11-25T10:00:00.000Z')
const DAY = 86_400_000

const op = (expectedUpdatedAt: string | null = null) => ({ opId: randomUUID(), expectedUpdatedAt })

const sessionOf = (user: Pick<TestUser, 'id' | 'email' | 'role'>): ValidatedSession => ({
  session: { id: 's', expiresAt: NOW + 60_000 },
  user: { id: user.id, email: user.email, role: user.role },
})

const PEOPLE: NewRegistrationRow[] = [
  { fullName: 'Zoltán Kis', email: 'zoli@pelda.hu', registrationDate: '2026-11-20T09:00:00.000Z', status: 'new' },
  {
    fullName: 'Ábel Nagy',
    email: 'Abel@Pelda.hu',
    registrationDate: '2026-11-21T09:00:00.000Z',
    source: 'demo',
    status: 'flagged',
    metadata: { pharmacyName: 'Napfény Patika', position: 'owner' },
  },
  {
    fullName: 'bea Tóth',
    email: 'bea@alma.hu',
    registrationDate: '2026-11-22T09:00:00.000Z',
    source: 'contact',
    status: 'completed',
    metadata: { pharmacyName: 'Alma Patika' },
  },
  {
    fullName: 'Csaba Szabó',
    email: 'csaba@pelda.hu',
    registrationDate: '2026-11-23T09:00:00.000Z',
    source: 'ai-training-contact',
    status: 'contacted',
    metadata: { company: 'Csaba Kft.', message: 'Képzést kérünk', type: 'training-inquiry' },
  },
]

describeEachDialect('admin registrations: sorting, editing, history, bulk changes and the trash', (getDb) => {
  let clock = NOW
  const callers = async () => {
    const services = createAppServices(envWith({ NODE_ENV: 'test' }), getDb(), { now: () => clock })
    const anna = await createUser(getDb(), { email: `anna${randomUUID().slice(0, 8)}@patikachat.hu` })
    const bence = await createUser(getDb(), { email: `bence${randomUUID().slice(0, 8)}@patikachat.hu` })
    return {
      anna,
      bence,
      admin: testCaller(getDb(), { services, session: sessionOf(anna) }).caller.admin.registrations,
      other: testCaller(getDb(), { services, session: sessionOf(bence) }).caller.admin.registrations,
      viewer: testCaller(getDb(), { services, session: sessionOf({ ...anna, role: 'viewer' }) }).caller.admin
        .registrations,
      anonymous: testCaller(getDb(), { services }).caller.admin.registrations,
      dashboard: testCaller(getDb(), { services, session: sessionOf(anna) }).caller.admin.funnelDashboard,
    }
  }

  test('signed-out callers and non-admins are refused by every new procedure', async () => {
    clock = NOW
    const [id] = await insertRegistrations(getDb(), PEOPLE.slice(0, 1))
    const { viewer, anonymous } = await callers()
    const selection = { kind: 'ids' as const, ids: [id!] }
    for (const [caller, code] of [
      [anonymous, 'UNAUTHORIZED'],
      [viewer, 'FORBIDDEN'],
    ] as const) {
      const calls = [
        caller.edit({ id: id!, fullName: 'X Y', email: 'x@pelda.hu', details: {}, ...op() }),
        caller.restore({ id: id!, ...op() }),
        caller.history({ id: id! }),
        caller.trash({}),
        caller.bulkSetStatus({ opId: randomUUID(), selection, status: 'flagged' }),
        caller.bulkDelete({ opId: randomUUID(), selection }),
        caller.bulkRestore({ opId: randomUUID(), ids: [id!] }),
      ]
      for (const call of calls) expect((await refusal(call)).code).toBe(code)
    }
    const rows = await getDb().db.selectFrom('registrations').select(['status', 'deleted_at', 'full_name']).execute()
    expect(rows).toEqual([{ status: 'new', deleted_at: null, full_name: 'Zoltán Kis' }])
    expect(await getDb().db.selectFrom('registration_changes').select('id').execute()).toEqual([])
  })

  test('the list sorts by every column either way, names and addresses without case or accents', async () => {
    clock = NOW
    await insertRegistrations(getDb(), PEOPLE)
    const { admin } = await callers()
    const names = async (order: RegistrationOrder) => (await admin.list({ order })).items.map((item) => item.fullName)
    const reversed = (list: string[]) => [...list].reverse()

    expect(await names('newest')).toEqual(['Csaba Szabó', 'bea Tóth', 'Ábel Nagy', 'Zoltán Kis'])
    expect(await names('name-asc')).toEqual(['Ábel Nagy', 'bea Tóth', 'Csaba Szabó', 'Zoltán Kis'])
    expect(await names('name-desc')).toEqual(reversed(await names('name-asc')))
    expect(await names('email-asc')).toEqual(['Ábel Nagy', 'bea Tóth', 'Csaba Szabó', 'Zoltán Kis'])
    expect(await names('email-desc')).toEqual(reversed(await names('email-asc')))
    // Stored values, and within one value the registration time in the same direction.
    expect(await names('source-asc')).toEqual(['Csaba Szabó', 'bea Tóth', 'Ábel Nagy', 'Zoltán Kis'])
    expect(await names('source-desc')).toEqual(reversed(await names('source-asc')))
    expect(await names('status-asc')).toEqual(['bea Tóth', 'Csaba Szabó', 'Ábel Nagy', 'Zoltán Kis'])
    expect(await names('status-desc')).toEqual(reversed(await names('status-asc')))
    const paged = await admin.list({ order: 'name-asc', pageSize: 25, page: 1, source: 'contact' })
    expect(paged.items.map((item) => item.fullName)).toEqual(['Ábel Nagy', 'bea Tóth', 'Csaba Szabó'])
    expect(paged.total).toBe(3)
    expect((await refusal(admin.list({ order: 'full_name' as 'newest' }))).code).toBe('BAD_REQUEST')
  })

  test('an edit of name, address and details is validated, searchable at once and recorded with the admin', async () => {
    clock = NOW
    const [, abel, , csaba] = await insertRegistrations(getDb(), PEOPLE)
    const { admin, anna } = await callers()
    const edited = await admin.edit({
      id: abel!,
      fullName: '  Ábel Nagy-Kovács ',
      email: 'abel.kovacs@pelda.hu',
      details: { pharmacyName: 'Új Napfény Patika', position: 'pharmacist' },
      ...op(null),
    })
    expect(edited).toMatchObject({
      outcome: 'applied',
      registration: {
        fullName: 'Ábel Nagy-Kovács',
        email: 'abel.kovacs@pelda.hu',
        metadata: { pharmacyName: 'Új Napfény Patika', position: 'pharmacist' },
      },
    })
    expect((await admin.list({ search: 'kovacs' })).items.map((item) => item.id)).toEqual([abel])
    expect((await admin.list({ search: 'abel@pelda' })).items).toEqual([])
    expect((await admin.list({ order: 'email-asc' })).items[0]!.id).toBe(abel)

    const history = await admin.history({ id: abel! })
    expect(
      history.map(({ field, oldValue, newValue, adminEmail }) => ({ field, oldValue, newValue, adminEmail })),
    ).toEqual([
      { field: 'details.position', oldValue: 'owner', newValue: 'pharmacist', adminEmail: anna.email },
      {
        field: 'details.pharmacyName',
        oldValue: 'Napfény Patika',
        newValue: 'Új Napfény Patika',
        adminEmail: anna.email,
      },
      { field: 'email', oldValue: 'Abel@Pelda.hu', newValue: 'abel.kovacs@pelda.hu', adminEmail: anna.email },
      { field: 'fullName', oldValue: 'Ábel Nagy', newValue: 'Ábel Nagy-Kovács', adminEmail: anna.email },
    ])
    expect(history[0]!.createdAt).toBe(new Date(NOW).toISOString())

    // The training form's optional details can be emptied; a detail of another form is refused.
    const training = await admin.edit({
      id: csaba!,
      fullName: 'Csaba Szabó',
      email: 'csaba@pelda.hu',
      details: { company: '', message: 'Két napos képzést kérünk' },
      ...op(null),
    })
    expect(training.registration?.metadata).toEqual({ message: 'Két napos képzést kérünk', type: 'training-inquiry' })
    const wrongDetail = await refusal(
      admin.edit({
        id: csaba!,
        fullName: 'Csaba Szabó',
        email: 'csaba@pelda.hu',
        details: { pharmacyName: 'Nem ide' },
        ...op(training.updatedAt),
      }),
    )
    expect(wrongDetail.code).toBe('BAD_REQUEST')
    expect(wrongDetail.message).toBe('Pharmacy is not a detail of a ai-training-contact registration')

    // The forms' own rules and Hungarian messages.
    const invalid = await refusal(
      admin.edit({ id: abel!, fullName: ' ', email: 'nem-cim', details: {}, ...op(edited.updatedAt) }),
    )
    expect(invalid.code).toBe('BAD_REQUEST')
    expect(invalid.message).toContain(FormMessages.required)
    expect(invalid.message).toContain(FormMessages.invalidEmail)
    // An edit made on an older version is a conflict and changes nothing.
    const stale = await admin.edit({ id: abel!, fullName: 'Régi Ábel', email: 'a@pelda.hu', details: {}, ...op(null) })
    expect(stale).toMatchObject({ outcome: 'conflict', registration: { fullName: 'Ábel Nagy-Kovács' } })
    expect(await admin.history({ id: abel! })).toHaveLength(4)
  })

  test('a delete moves the row to the trash, out of every list, count, search, export and dashboard; restore brings it back', async () => {
    clock = NOW
    const [zoltan, abel] = await insertRegistrations(getDb(), [
      { ...PEOPLE[0]!, registrationDate: new Date(NOW - 60 * 60_000).toISOString() },
      PEOPLE[1]!,
    ])
    await getDb()
      .db.insertInto('funnel_progress')
      .values({
        registration_id: zoltan!,
        step: 'waiting_viewed',
        reached_at: new Date(NOW - 50 * 60_000).toISOString(),
      })
      .execute()
    const { admin, anna, bence, other, dashboard } = await callers()
    expect((await dashboard({ lastDays: 7 })).registrations).toBe(1)

    const removed = await admin.delete({ id: zoltan!, ...op(null) })
    expect(removed).toMatchObject({ outcome: 'applied', registration: null })
    expect(removed.updatedAt).not.toBeNull()
    expect(await admin.list({})).toMatchObject({ total: 1, items: [{ id: abel }] })
    expect((await admin.list({ search: 'zoltan' })).total).toBe(0)
    expect((await admin.list({ status: 'new' })).total).toBe(0)
    const week = await dashboard({ lastDays: 7 })
    expect(week.registrations).toBe(0)
    expect(week.steps.find((step) => step.step === 'waiting_viewed')?.count).toBe(0)
    // Nothing but a restore changes a row in the trash.
    expect((await admin.setStatus({ id: zoltan!, status: 'flagged', ...op(removed.updatedAt) })).outcome).toBe('gone')

    const trash = await admin.trash({})
    expect(trash).toMatchObject({
      total: 1,
      items: [
        { id: zoltan, fullName: 'Zoltán Kis', deletedAt: new Date(NOW).toISOString(), deletedByEmail: anna.email },
      ],
    })

    // The undo: a restore of the version the delete produced, by whichever admin.
    clock = NOW + 5000
    const restored = await other.restore({ id: zoltan!, ...op(removed.updatedAt) })
    expect(restored).toMatchObject({ outcome: 'applied', registration: { id: zoltan, fullName: 'Zoltán Kis' } })
    expect((await admin.list({})).total).toBe(2)
    expect((await admin.trash({})).total).toBe(0)
    expect((await dashboard({ lastDays: 7 })).registrations).toBe(1)
    // A second restore finds it out of the trash: a conflict, nothing changes.
    expect((await admin.restore({ id: zoltan!, ...op(restored.updatedAt) })).outcome).toBe('conflict')
    const history = await admin.history({ id: zoltan! })
    expect(
      history.map(({ field, oldValue, newValue, adminEmail }) => ({ field, oldValue, newValue, adminEmail })),
    ).toEqual([
      { field: 'deletedAt', oldValue: new Date(NOW).toISOString(), newValue: null, adminEmail: bence.email },
      { field: 'deletedAt', oldValue: null, newValue: new Date(NOW).toISOString(), adminEmail: anna.email },
    ])
  })

  test('a bulk status change of ticked rows or of the whole filter changes each once, with history and replay', async () => {
    clock = NOW
    const ids = await insertRegistrations(getDb(), PEOPLE)
    const { admin, anna } = await callers()
    const ticked = {
      opId: randomUUID(),
      selection: { kind: 'ids' as const, ids: [ids[0]!, ids[1]!] },
      status: 'contacted' as const,
    }
    const first = await admin.bulkSetStatus(ticked)
    expect(first).toEqual({ replayed: false, changedIds: [ids[0], ids[1]].sort((a, b) => a! - b!) })
    expect(await admin.bulkSetStatus(ticked)).toEqual({ replayed: true, changedIds: first.changedIds })
    expect((await refusal(admin.bulkDelete({ opId: ticked.opId, selection: ticked.selection }))).code).toBe('CONFLICT')
    // The same operation sent twice at once is applied once: one answer is the replay of the other.
    const racing = { ...ticked, opId: randomUUID(), status: 'flagged' as const }
    const answers = await Promise.all([admin.bulkSetStatus(racing), admin.bulkSetStatus(racing)])
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true])
    expect(answers[0].changedIds).toEqual(answers[1].changedIds)
    expect(await admin.history({ id: ids[0]! })).toHaveLength(2)
    await admin.bulkSetStatus({ ...racing, opId: randomUUID(), status: 'contacted' })
    const statuses = async () =>
      Object.fromEntries((await admin.list({})).items.map((item) => [item.fullName, item.status]))
    expect(await statuses()).toEqual({
      'Zoltán Kis': 'contacted',
      'Ábel Nagy': 'contacted',
      'bea Tóth': 'completed',
      'Csaba Szabó': 'contacted',
    })
    expect(await admin.history({ id: ids[1]! })).toMatchObject([
      { field: 'status', oldValue: 'flagged', newValue: 'contacted', adminEmail: anna.email },
      { field: 'status', oldValue: 'contacted', newValue: 'flagged', adminEmail: anna.email },
      { field: 'status', oldValue: 'flagged', newValue: 'contacted', adminEmail: anna.email },
    ])

    // Every row the filter matches, found by the server: the rows already so are left alone.
    const byFilter = await admin.bulkSetStatus({
      opId: randomUUID(),
      selection: { kind: 'filter', filter: { source: 'contact' } },
      status: 'completed',
    })
    expect(byFilter.changedIds.sort()).toEqual([ids[1], ids[3]].sort())
    expect(await statuses()).toEqual({
      'Zoltán Kis': 'contacted',
      'Ábel Nagy': 'completed',
      'bea Tóth': 'completed',
      'Csaba Szabó': 'completed',
    })
    expect(await admin.history({ id: ids[2]! })).toEqual([])
    // Each changed row moved to a new version: a change made on the old one is a conflict.
    expect((await admin.setStatus({ id: ids[1]!, status: 'new', ...op(null) })).outcome).toBe('conflict')
    expect(
      (await refusal(admin.bulkSetStatus({ opId: randomUUID(), selection: { kind: 'ids', ids: [] }, status: 'new' })))
        .code,
    ).toBe('BAD_REQUEST')
  })

  test('a bulk delete trashes the ticked rows and its undo restores exactly them; rows already in the trash stay', async () => {
    clock = NOW
    const ids = await insertRegistrations(getDb(), PEOPLE)
    const { admin } = await callers()
    const earlier = await admin.delete({ id: ids[3]!, ...op(null) })
    expect(earlier.outcome).toBe('applied')
    const removal = { opId: randomUUID(), selection: { kind: 'filter' as const, filter: { search: 'pelda' } } }
    const removed = await admin.bulkDelete(removal)
    expect(removed.changedIds.sort()).toEqual([ids[0], ids[1]].sort())
    expect(await admin.bulkDelete(removal)).toEqual({ replayed: true, changedIds: removed.changedIds })
    expect((await admin.list({})).items.map((item) => item.id)).toEqual([ids[2]])
    expect((await admin.trash({})).total).toBe(3)

    const undo = await admin.bulkRestore({ opId: randomUUID(), ids: removed.changedIds })
    expect(undo.changedIds).toEqual(removed.changedIds)
    expect((await admin.list({})).total).toBe(3)
    expect((await admin.trash({})).items.map((item) => item.id)).toEqual([ids[3]])
    const trashedAt = new Date(NOW).toISOString()
    expect(
      (await admin.history({ id: ids[0]! })).map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue })),
    ).toEqual([
      { field: 'deletedAt', oldValue: trashedAt, newValue: null },
      { field: 'deletedAt', oldValue: null, newValue: trashedAt },
    ])
    // A restore names rows in the trash only: a live row is left alone.
    expect((await admin.bulkRestore({ opId: randomUUID(), ids: [ids[0]!] })).changedIds).toEqual([])
    // And a change of ticked rows leaves those in the trash alone.
    const ticked = { kind: 'ids' as const, ids: [ids[2]!, ids[3]!] }
    expect(
      (await admin.bulkSetStatus({ opId: randomUUID(), selection: ticked, status: 'flagged' })).changedIds,
    ).toEqual([ids[2]])
    expect((await admin.bulkDelete({ opId: randomUUID(), selection: ticked })).changedIds).toEqual([ids[2]])
    expect((await admin.trash({})).items.find((item) => item.id === ids[3])?.status).toBe('contacted')
  })

  test('the trash is purged of rows older than 30 days with their words, steps and history; newer ones stay', async () => {
    clock = NOW - 31 * DAY
    const [old, recent] = await insertRegistrations(getDb(), PEOPLE.slice(0, 2))
    await getDb()
      .db.insertInto('funnel_progress')
      .values({ registration_id: old!, step: 'waiting_viewed', reached_at: '2026-10-01T00:00:00.000Z' })
      .execute()
    const { admin } = await callers()
    await admin.delete({ id: old!, ...op(null) })
    clock = NOW - 29 * DAY
    await admin.delete({ id: recent!, ...op(null) })

    expect(await purgeExpiredTrash(getDb().db, NOW)).toBe(1)
    expect((await admin.trash({})).items.map((item) => item.id)).toEqual([recent])
    const left = async (table: 'registration_search_words' | 'funnel_progress' | 'registration_changes') =>
      (await getDb().db.selectFrom(table).select('registration_id').where('registration_id', '=', old!).execute())
        .length
    expect(await left('registration_search_words')).toBe(0)
    expect(await left('funnel_progress')).toBe(0)
    expect(await left('registration_changes')).toBe(0)
    expect(await purgeExpiredTrash(getDb().db, NOW)).toBe(0)
  })
})

let site: TestApp
beforeAll(async () => {
  site = await testApp()
})
afterAll(() => site.close())

test('the CSV export takes the ticked rows by id and never holds a row in the trash', async () => {
  const user = await createUser(site.db, { role: 'admin' })
  const token = generateSessionToken()
  await createSession(site.db.db, token, user.id)
  const ids = await insertRegistrations(site.db, PEOPLE)
  await site.db.db
    .updateTable('registrations')
    .set({ deleted_at: '2026-11-24T00:00:00.000Z', deleted_by: user.id })
    .where('id', '=', ids[2]!)
    .execute()
  const exportCsv = (query: string) =>
    site.app.inject({
      method: 'GET',
      url: `${REGISTRATION_EXPORT_PATH}${query}`,
      headers: { 'user-agent': CHROME_USER_AGENT, cookie: `session=${token}` },
    })
  const names = (body: string) =>
    body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(';')[0])

  expect(names((await exportCsv('')).body)).toEqual(['Csaba Szabó', 'Ábel Nagy', 'Zoltán Kis'])
  expect(names((await exportCsv(`?ids=${ids[0]},${ids[1]},${ids[2]}&source=contact`)).body)).toEqual([
    'Ábel Nagy',
    'Zoltán Kis',
  ])
  expect((await exportCsv(`?ids=${ids[2]}`)).statusCode).toBe(404)
  expect((await exportCsv('?ids=1,x')).statusCode).toBe(400)
})

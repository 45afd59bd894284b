import { createHmac, randomUUID } from 'node:crypto'
import type { TRPCError } from '@trpc/server'
import { expect, test } from 'vitest'
import { ZodError, z } from 'zod'
import type { ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { ERASURE_HASH_KEY_SETTING } from '../../server/privacy/erasure-hash'
import { planRetentionRun } from '../../server/privacy/retention-job'
import { recordFunnelStep } from '../../server/repositories/funnel-progress.repository'
import { createAppServices } from '../../server/services/app-services'
import { AdminPrivacyMessages } from '../../shared/schemas/admin-privacy'
import { createUser, insertRegistrations, insertWebinarTrail, type TestUser } from '../factories'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect, TABLES_CHILD_FIRST } from '../setup/test-db'

const NOW = Date.parse('2026-11-25T10:00:00.000Z')
const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

function fieldErrorsOf(error: TRPCError): Record<string, string[] | undefined> {
  if (!(error.cause instanceof ZodError)) throw new Error(`expected a validation error, got ${error.code}`)
  return z.flattenError(error.cause).fieldErrors
}

const sessionOf = (user: Pick<TestUser, 'id' | 'email' | 'role'>): ValidatedSession => ({
  session: { id: 's', expiresAt: NOW + 60_000 },
  user: { id: user.id, email: user.email, role: user.role },
})

describeEachDialect('admin privacy: lookup, erasure and retention of people’s data', (getDb) => {
  let clock = NOW
  const setUp = async () => {
    clock = NOW
    const services = createAppServices(envWith({ NODE_ENV: 'test' }), getDb(), { now: () => clock })
    const admin = await createUser(getDb(), { email: `admin-${randomUUID().slice(0, 8)}@patikachat.hu` })
    const as = (session: ValidatedSession | null) => testCaller(getDb(), { services, session }).caller.admin
    return {
      services,
      admin,
      caller: as(sessionOf(admin)),
      viewer: as(sessionOf({ ...admin, role: 'viewer' })),
      anonymous: as(null),
    }
  }

  /** Anna's three registrations (one trashed, one whose address an admin changed) and Béla's one. */
  const seedAnnaAndBela = async (caller: Awaited<ReturnType<typeof setUp>>['caller']) => {
    const [webinar, contact, retyped, bela] = await insertRegistrations(getDb(), [
      {
        fullName: 'Kovács Anna',
        email: 'anna@pelda.hu',
        registrationDate: iso(NOW - 10 * DAY),
        metadata: {
          marketingConsent: { version: '2025-01', givenAt: iso(NOW - 10 * DAY) },
          firstTouch: { source: 'facebook', campaign: 'webinar-nov' },
        },
      },
      {
        fullName: 'Kovács Anna',
        email: ' Anna@Pelda.hu',
        registrationDate: iso(NOW - 8 * DAY),
        source: 'contact',
        notes: 'Visszahívni kedden',
      },
      { fullName: 'Anna K.', email: 'anna@pelda.hu', registrationDate: iso(NOW - 6 * DAY) },
      { fullName: 'Nagy Béla', email: 'bela@pelda.hu', registrationDate: iso(NOW - 5 * DAY) },
    ])
    await insertWebinarTrail(getDb(), { id: webinar!, email: 'anna@pelda.hu' }, iso(NOW - 10 * DAY))
    await insertWebinarTrail(getDb(), { id: bela!, email: 'bela@pelda.hu' }, iso(NOW - 5 * DAY))
    await caller.registrations.delete({ id: contact!, opId: randomUUID(), expectedUpdatedAt: null })
    await caller.registrations.edit({
      id: retyped!,
      fullName: 'Anna K.',
      email: 'anna.k@pelda.hu',
      details: {},
      opId: randomUUID(),
      expectedUpdatedAt: null,
    })
    return { webinar: webinar!, contact: contact!, retyped: retyped!, bela: bela! }
  }

  /** Every row of every table, as JSON: what the database holds, to search for an address in. */
  const wholeDatabase = async () => {
    const tables: Record<string, unknown[]> = {}
    for (const table of TABLES_CHILD_FIRST) tables[table] = await getDb().db.selectFrom(table).selectAll().execute()
    return JSON.stringify(tables)
  }

  test('signed-out callers and non-admins are refused by every privacy procedure, and nothing changes', async () => {
    const { caller, viewer, anonymous } = await setUp()
    const ids = await seedAnnaAndBela(caller)
    const before = await wholeDatabase()
    for (const [as, code] of [
      [anonymous, 'UNAUTHORIZED'],
      [viewer, 'FORBIDDEN'],
    ] as const) {
      const calls = {
        lookup: () => as.privacy.lookup({ email: 'anna@pelda.hu' }),
        erase: () => as.privacy.erase({ email: 'anna@pelda.hu' }),
        retention: () => as.privacy.retention(),
        saveRetention: () => as.privacy.saveRetention({ months: 1 }),
      }
      for (const [name, call] of Object.entries(calls)) {
        expect({ name, code: (await refusal(call())).code }).toEqual({ name, code })
      }
    }
    expect(await wholeDatabase()).toBe(before)
    expect(await getDb().db.selectFrom('registrations').select('id').orderBy('id').execute()).toEqual(
      [ids.webinar, ids.contact, ids.retyped, ids.bela].map((id) => ({ id })),
    )
  })

  test('a lookup finds every registration of the address with everything kept with it, grouped', async () => {
    const { caller } = await setUp()
    const ids = await seedAnnaAndBela(caller)

    const report = await caller.privacy.lookup({ email: '  ANNA@pelda.hu ' })

    expect(report.email).toBe('anna@pelda.hu')
    expect(report.lookedUpAt).toBe(iso(NOW))
    expect(report.erasures).toEqual([])
    expect(report.registrations.map((held) => held.registration.id)).toEqual([ids.webinar, ids.contact, ids.retyped])
    const [webinar, contact, retyped] = report.registrations
    expect(webinar).toMatchObject({
      deletedAt: null,
      marketingConsent: { version: '2025-01', givenAt: iso(NOW - 10 * DAY) },
      funnelSteps: [
        { step: 'waiting_viewed', reachedAt: iso(NOW - 10 * DAY) },
        { step: 'video_started', reachedAt: iso(NOW - 10 * DAY) },
      ],
      webinarAttendance: { webinarTime: iso(NOW - 10 * DAY), justInTime: false, unsubscribedAt: null },
      changes: [],
    })
    expect(webinar!.registration.metadata.firstTouch).toEqual({ source: 'facebook', campaign: 'webinar-nov' })
    expect(webinar!.emails.map((email) => [email.kind, email.payload])).toEqual([
      ['webinar-email', { kind: 'confirmation', webinarTime: iso(NOW - 10 * DAY), sequence: 0 }],
      ['lead-notification', {}],
    ])
    expect(webinar!.searchWords).toContain('anna@pelda.hu')
    expect(contact).toMatchObject({
      deletedAt: iso(NOW),
      marketingConsent: null,
      webinarAttendance: null,
      registration: { notes: 'Visszahívni kedden', source: 'contact' },
      changes: [{ field: 'deletedAt', oldValue: null, newValue: iso(NOW) }],
    })
    expect(retyped!.registration.email).toBe('anna.k@pelda.hu')
    expect(retyped!.changes).toMatchObject([{ field: 'email', oldValue: 'anna@pelda.hu', newValue: 'anna.k@pelda.hu' }])

    const bela = await caller.privacy.lookup({ email: 'bela@pelda.hu' })
    expect(bela.registrations.map((held) => held.registration.id)).toEqual([ids.bela])
    expect((await caller.privacy.lookup({ email: 'senki@pelda.hu' })).registrations).toEqual([])
  })

  test('a lookup or erasure of something that is not an address is refused with a clear message', async () => {
    const { caller } = await setUp()
    for (const email of ['', '   ', 'nem-cim', 'a@b@c']) {
      for (const call of [() => caller.privacy.lookup({ email }), () => caller.privacy.erase({ email })]) {
        const error = await refusal(call())
        expect(error.code).toBe('BAD_REQUEST')
        expect(fieldErrorsOf(error)).toEqual({
          email: [email.trim() === '' ? AdminPrivacyMessages.emailRequired : AdminPrivacyMessages.emailInvalid],
        })
      }
    }
  })

  test('an erasure deletes the address everywhere in one go and leaves only a dated, keyed-hash tombstone', async () => {
    const { caller, admin } = await setUp()
    const ids = await seedAnnaAndBela(caller)
    const annaIds = [ids.webinar, ids.contact, ids.retyped]
    const wordsBefore = await getDb()
      .db.selectFrom('registration_search_words')
      .select('word')
      .where('registration_id', 'in', annaIds)
      .execute()
    const belaBefore = await caller.privacy.lookup({ email: 'bela@pelda.hu' })
    clock = NOW + 60_000

    const erasure = await caller.privacy.erase({ email: 'Anna@Pelda.hu' })

    expect(erasure).toEqual({
      erasedAt: iso(clock),
      reason: 'request',
      erasedByEmail: admin.email,
      counts: {
        registrations: 3,
        searchWords: wordsBefore.length,
        funnelSteps: 2,
        changes: 2,
        emails: 2,
        webinarAttendees: 1,
        roomRecords: 0,
        webinarQuestions: 0,
      },
    })
    const database = await wholeDatabase()
    expect(database).not.toMatch(/anna/i)
    expect(database).not.toContain('Visszahívni')
    for (const table of ['registration_search_words', 'funnel_progress', 'registration_changes'] as const) {
      expect(
        await getDb().db.selectFrom(table).select('registration_id').where('registration_id', 'in', annaIds).execute(),
      ).toEqual([])
    }
    const key = await getDb()
      .db.selectFrom('settings')
      .select('value')
      .where('name', '=', ERASURE_HASH_KEY_SETTING)
      .executeTakeFirstOrThrow()
    const tombstones = await getDb().db.selectFrom('privacy_erasures').selectAll().execute()
    expect(tombstones).toEqual([
      {
        id: expect.anything() as unknown,
        email_hash: createHmac('sha256', key.value).update('anna@pelda.hu').digest('hex'),
        reason: 'request',
        erased_at: iso(clock),
        erased_by: admin.id,
        counts: JSON.stringify(erasure.counts),
      },
    ])
    expect(await caller.privacy.lookup({ email: 'bela@pelda.hu' })).toEqual({ ...belaBefore, lookedUpAt: iso(clock) })

    const after = await caller.privacy.lookup({ email: 'anna@pelda.hu' })
    expect(after.registrations).toEqual([])
    expect(after.erasures).toEqual([erasure])

    const again = await refusal(caller.privacy.erase({ email: 'anna@pelda.hu' }))
    expect({ code: again.code, message: again.message }).toEqual({
      code: 'NOT_FOUND',
      message: AdminPrivacyMessages.nothingHeld,
    })
    expect(await getDb().db.selectFrom('privacy_erasures').select('id').execute()).toHaveLength(1)
  })

  test('two admins erasing one address at once: one erases it, the other is told nothing is held, one tombstone', async () => {
    const { caller } = await setUp()
    await seedAnnaAndBela(caller)
    const outcomes = await Promise.allSettled([
      caller.privacy.erase({ email: 'anna@pelda.hu' }),
      caller.privacy.erase({ email: 'anna@pelda.hu' }),
    ])
    const erased = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as TRPCError] : []))
    expect(erased.map((outcome) => outcome.value.counts.registrations)).toEqual([3])
    expect(refused.map((error) => [error.code, error.message])).toEqual([
      ['NOT_FOUND', AdminPrivacyMessages.nothingHeld],
    ])
    expect(await getDb().db.selectFrom('privacy_erasures').select('reason').execute()).toEqual([{ reason: 'request' }])
  })

  /** Registrations around the 24-month line: two of one address expired, and three kept for a reason each. */
  const seedAges = async () => {
    const [old, oldAgain, stepLater, editedLater, recent] = await insertRegistrations(getDb(), [
      { fullName: 'Régi Ödön', email: 'regi@pelda.hu', registrationDate: '2024-01-01T09:00:00.000Z' },
      { fullName: 'Régi Ödön', email: 'Regi@pelda.hu', registrationDate: '2024-02-01T09:00:00.000Z' },
      { fullName: 'Lépő Lili', email: 'lili@pelda.hu', registrationDate: '2024-01-01T09:00:00.000Z' },
      { fullName: 'Javított János', email: 'janos@pelda.hu', registrationDate: '2024-01-01T09:00:00.000Z' },
      { fullName: 'Friss Flóra', email: 'flora@pelda.hu', registrationDate: iso(NOW - 10 * DAY) },
    ])
    await recordFunnelStep(getDb().db, oldAgain!, 'waiting_viewed', '2024-02-01T09:05:00.000Z')
    await recordFunnelStep(getDb().db, stepLater!, 'offer_viewed', '2025-06-01T09:00:00.000Z')
    await getDb()
      .db.updateTable('registrations')
      .set({ updated_at: '2025-01-01T09:00:00.000Z' })
      .where('id', '=', editedLater!)
      .execute()
    return { old: old!, oldAgain: oldAgain!, stepLater: stepLater!, editedLater: editedLater!, recent: recent! }
  }

  test('the retention setting defaults to 24 months, refuses bad values and counts what a run would erase now', async () => {
    const { caller } = await setUp()
    await seedAges()

    expect(await caller.privacy.retention()).toEqual({
      months: 24,
      nextRunAt: '2026-11-26T02:00:00.000Z',
      inactiveBefore: '2024-11-25T10:00:00.000Z',
      expiredNow: 2,
    })
    for (const months of [0, 121, 1.5, Number.NaN]) {
      const error = await refusal(caller.privacy.saveRetention({ months }))
      expect(error.code).toBe('BAD_REQUEST')
      expect(fieldErrorsOf(error)).toEqual({ months: [AdminPrivacyMessages.monthsInvalid] })
    }
    expect((await caller.privacy.retention()).months).toBe(24)

    expect(await caller.privacy.saveRetention({ months: 12 })).toEqual({
      months: 12,
      nextRunAt: '2026-11-26T02:00:00.000Z',
      inactiveBefore: '2025-11-25T10:00:00.000Z',
      expiredNow: 4,
    })
    expect((await caller.privacy.retention()).months).toBe(12)
  })

  test('the daily run is one outbox job per day: it runs once on two instances, erases with tombstones and plans the next day', async () => {
    const { caller, services } = await setUp()
    const ids = await seedAges()
    expect(await planRetentionRun(getDb().db, NOW)).toBe(1)
    expect(await planRetentionRun(getDb().db, NOW + 3_600_000)).toBe(0)
    const planned = await getDb().db.selectFrom('outbox_jobs').select(['dedupe_key', 'due_at', 'state']).execute()
    expect(planned).toEqual([
      { dedupe_key: 'registration-retention:2026-11-26', due_at: '2026-11-26T02:00:00.000Z', state: 'planned' },
    ])

    clock = Date.parse('2026-11-26T02:00:00.000Z')
    const other = createAppServices(envWith({ NODE_ENV: 'test' }), getDb(), { now: () => clock })
    const ran = await Promise.all([services.outbox.runDue(), other.outbox.runDue()])
    expect(ran[0] + ran[1]).toBe(1)

    expect(await getDb().db.selectFrom('registrations').select('id').orderBy('id').execute()).toEqual(
      [ids.stepLater, ids.editedLater, ids.recent].map((id) => ({ id })),
    )
    expect(
      await getDb()
        .db.selectFrom('funnel_progress')
        .select('registration_id')
        .where('registration_id', '=', ids.oldAgain)
        .execute(),
    ).toEqual([])
    expect(
      await getDb().db.selectFrom('outbox_jobs').select(['dedupe_key', 'due_at', 'state']).orderBy('id').execute(),
    ).toEqual([
      { dedupe_key: 'registration-retention:2026-11-26', due_at: '2026-11-26T02:00:00.000Z', state: 'sent' },
      { dedupe_key: 'registration-retention:2026-11-27', due_at: '2026-11-27T02:00:00.000Z', state: 'planned' },
    ])
    const lookup = await caller.privacy.lookup({ email: 'regi@pelda.hu' })
    expect(lookup.registrations).toEqual([])
    expect(lookup.erasures).toEqual([
      {
        erasedAt: '2026-11-26T02:00:00.000Z',
        reason: 'retention',
        erasedByEmail: null,
        counts: {
          registrations: 2,
          searchWords: expect.any(Number) as unknown,
          funnelSteps: 1,
          changes: 0,
          emails: 0,
          webinarAttendees: 0,
          roomRecords: 0,
          webinarQuestions: 0,
        },
      },
    ])
    expect(await getDb().db.selectFrom('privacy_erasures').select('erased_by').execute()).toEqual([{ erased_by: null }])
    expect((await caller.privacy.retention()).nextRunAt).toBe('2026-11-27T02:00:00.000Z')
    await other.close()
  })
})

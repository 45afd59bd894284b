import { randomUUID } from 'node:crypto'
import { Migrator } from 'kysely'
import { expect, test } from 'vitest'
import { migrations } from '../../migrations/index'
import type { DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { FIRST_TOUCH_TAG_MAX_LENGTH } from '../../shared/first-touch'
import { FORM_NAMES } from '../../shared/schemas/forms'
import { RegistrationMetadataSchema } from '../../shared/schemas/registration'
import { insertRegistrations } from '../factories'
import { formSubmitter } from '../setup/form-submitter'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const START = Date.parse('2026-11-25T10:00:00.000Z')
const RATE_WINDOW_MS = 60_000
const AD_CLICK = {
  source: 'google',
  medium: 'cpc',
  campaign: 'tavasz',
  term: 'patika chatbot',
  content: 'hirdetes-a',
  gclid: 'Cj0KCQ-elso',
  referrer: 'https://www.google.com',
  landingPath: '/',
}

async function storedRows(db: DbHandle) {
  const rows = await db.db
    .selectFrom('registrations')
    .select(['id', 'source', 'metadata', 'utm_source', 'utm_campaign'])
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    source: row.source,
    firstTouch: RegistrationMetadataSchema.parse(JSON.parse(row.metadata)).firstTouch,
    utmSource: row.utm_source,
    utmCampaign: row.utm_campaign,
  }))
}

describeEachDialect('first touch', (getDb) => {
  test('every public form stores the first touch it was sent with, its source and campaign in their own columns', async () => {
    const visitor = formSubmitter(getDb(), START)
    for (const form of FORM_NAMES) await visitor.submit(form, { firstTouch: AD_CLICK })
    await visitor.submit('join', { firstTouch: { landingPath: '/kapcsolat' }, email: 'direkt@pelda.hu' })
    await visitor.submit('training', { email: 'nincs@pelda.hu' })

    expect((await storedRows(getDb())).map(({ id: _id, ...row }) => row)).toEqual([
      { source: 'webinar', firstTouch: AD_CLICK, utmSource: 'google', utmCampaign: 'tavasz' },
      { source: 'demo', firstTouch: AD_CLICK, utmSource: 'google', utmCampaign: 'tavasz' },
      { source: 'contact', firstTouch: AD_CLICK, utmSource: 'google', utmCampaign: 'tavasz' },
      { source: 'ai-training-contact', firstTouch: AD_CLICK, utmSource: 'google', utmCampaign: 'tavasz' },
      { source: 'contact', firstTouch: { landingPath: '/kapcsolat' }, utmSource: null, utmCampaign: null },
      { source: 'ai-training-contact', firstTouch: undefined, utmSource: null, utmCampaign: null },
    ])
  })

  test('a first touch with a value too long, an unknown key or a control character is refused, saving nothing', async () => {
    const visitor = formSubmitter(getDb(), START)
    const tooLong = 'x'.repeat(FIRST_TOUCH_TAG_MAX_LENGTH + 1)
    for (const firstTouch of [
      { campaign: tooLong },
      { campaign: 'tavasz', visitorId: 'abc' },
      { source: 'google\u0000' },
    ]) {
      const error = await refusal(visitor.submit('join', { firstTouch }))
      expect(error.code).toBe('BAD_REQUEST')
    }
    expect(await storedRows(getDb())).toEqual([])
  })

  test('a resend of a stored submission without its first touch answers the same receipt and keeps the first', async () => {
    const visitor = formSubmitter(getDb(), START)
    const submissionId = randomUUID()
    const first = await visitor.submit('demo', { submissionId, firstTouch: AD_CLICK })
    const resent = await visitor.submit('demo', { submissionId })
    expect(resent).toEqual(first)
    const rows = await storedRows(getDb())
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ firstTouch: AD_CLICK, utmCampaign: 'tavasz' })
  })

  test("a webinar registrant who registers again keeps where they first came from; a later visit's campaign waits for the owner's confirmation", async () => {
    const visitor = formSubmitter(getDb(), START)
    await visitor.submit('webinar', { firstTouch: AD_CLICK })
    visitor.advance(RATE_WINDOW_MS)
    await visitor.submit('webinar', { firstTouch: { source: 'facebook', campaign: 'osz', landingPath: '/' } })
    await visitor.submit('webinar', { email: 'bela@pelda.hu' })
    visitor.advance(RATE_WINDOW_MS)
    await visitor.submit('webinar', { email: 'bela@pelda.hu', firstTouch: { source: 'hirlevel', campaign: 'dec' } })

    expect(
      (await storedRows(getDb())).map(({ firstTouch, utmSource, utmCampaign }) => [firstTouch, utmSource, utmCampaign]),
    ).toEqual([
      [AD_CLICK, 'google', 'tavasz'],
      [undefined, null, null],
    ])
    const waiting = await getDb().db.selectFrom('registration_change_requests').select('requested').execute()
    expect(waiting.map((request) => String(request.requested))).toEqual([
      expect.stringContaining('"source":"facebook"'),
      expect.stringContaining('"source":"hirlevel"'),
    ])
  })

  test('the admin filters the list by source and campaign as written; signed out and non-admins are refused', async () => {
    const db = getDb()
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`
    await insertRegistrations(db, [
      { fullName: 'Kovács Anna', email: 'anna@pelda.hu', registrationDate: at(20), metadata: { firstTouch: AD_CLICK } },
      {
        fullName: 'Nagy Péter',
        email: 'peter@pelda.hu',
        registrationDate: at(21),
        metadata: { firstTouch: { source: 'facebook', campaign: 'tavasz' } },
      },
      {
        fullName: 'Szabó Éva',
        email: 'eva@pelda.hu',
        registrationDate: at(22),
        metadata: { firstTouch: { source: 'google', campaign: 'osz' } },
      },
      { fullName: 'Tóth Gábor', email: 'gabor@pelda.hu', registrationDate: at(23) },
    ])
    const { admin, viewer, anonymous } = formSubmitter(db, START)
    const names = async (filter: Parameters<typeof admin.registrations.list>[0]) =>
      (await admin.registrations.list(filter)).items.map((item) => item.fullName)

    expect(await names({ utmCampaign: 'tavasz' })).toEqual(['Nagy Péter', 'Kovács Anna'])
    expect(await names({ utmSource: 'google' })).toEqual(['Szabó Éva', 'Kovács Anna'])
    expect(await names({ utmSource: ' google ', utmCampaign: 'tavasz' })).toEqual(['Kovács Anna'])
    expect(await names({ utmCampaign: 'Tavasz' })).toEqual([])
    expect((await admin.registrations.list({ utmCampaign: 'tavasz' })).total).toBe(2)
    expect((await admin.registrations.list({})).items.find((item) => item.fullName === 'Kovács Anna')).toMatchObject({
      metadata: { firstTouch: AD_CLICK },
    })
    expect(
      (await refusal(admin.registrations.list({ utmCampaign: 'x'.repeat(FIRST_TOUCH_TAG_MAX_LENGTH + 1) }))).code,
    ).toBe('BAD_REQUEST')

    for (const [caller, code] of [
      [anonymous, 'UNAUTHORIZED'],
      [viewer, 'FORBIDDEN'],
    ] as const) {
      expect((await refusal(caller.registrations.list({ utmCampaign: 'tavasz' }))).code).toBe(code)
      expect((await refusal(caller.campaignFunnel({ lastDays: 7 }))).code).toBe(code)
    }
  })

  test('the funnel by campaign counts the period’s webinar registrants, and how many reached the video and the offer', async () => {
    const db = getDb()
    const ids = await insertRegistrations(db, [
      ...['a', 'b', 'c'].map((name) => ({
        fullName: `Tavaszi ${name}`,
        email: `${name}@tavasz.hu`,
        registrationDate: '2026-11-24T09:00:00.000Z',
        metadata: { firstTouch: { source: 'google', campaign: 'tavasz' } },
      })),
      {
        fullName: 'Őszi',
        email: 'osz@pelda.hu',
        registrationDate: '2026-11-23T09:00:00.000Z',
        metadata: { firstTouch: { campaign: 'osz' } },
      },
      { fullName: 'Direkt', email: 'direkt@pelda.hu', registrationDate: '2026-11-22T09:00:00.000Z' },
      // Outside the period, another form, or in the trash: not counted.
      {
        fullName: 'Régi',
        email: 'regi@pelda.hu',
        registrationDate: '2026-10-01T09:00:00.000Z',
        metadata: { firstTouch: { campaign: 'tavasz' } },
      },
      {
        fullName: 'Demó',
        email: 'demo@pelda.hu',
        registrationDate: '2026-11-24T09:00:00.000Z',
        source: 'demo',
        metadata: { firstTouch: { campaign: 'tavasz' } },
      },
      {
        fullName: 'Törölt',
        email: 'torolt@pelda.hu',
        registrationDate: '2026-11-24T09:00:00.000Z',
        metadata: { firstTouch: { campaign: 'tavasz' } },
      },
    ])
    const [a, b, c, osz, , , , trashed] = ids
    const steps: Array<[number, string]> = [
      [a!, 'waiting_viewed'],
      [a!, 'video_started'],
      [a!, 'offer_viewed'],
      [b!, 'video_started'],
      [c!, 'waiting_viewed'],
      [osz!, 'video_started'],
      [trashed!, 'video_started'],
    ]
    for (const [registrationId, step] of steps) {
      await db.db
        .insertInto('funnel_progress')
        .values({ registration_id: registrationId, step, reached_at: '2026-11-24T10:00:00.000Z' })
        .execute()
    }
    await db.db
      .updateTable('registrations')
      .set({ deleted_at: '2026-11-25T08:00:00.000Z' })
      .where('id', '=', trashed!)
      .execute()

    const { admin } = formSubmitter(db, START)
    expect(await admin.campaignFunnel({ lastDays: 7 })).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      campaigns: [
        { campaign: 'tavasz', registrations: 3, reachedVideo: 2, reachedOffer: 1 },
        { campaign: null, registrations: 1, reachedVideo: 0, reachedOffer: 0 },
        { campaign: 'osz', registrations: 1, reachedVideo: 1, reachedOffer: 0 },
      ],
    })
    expect((await admin.campaignFunnel({ from: '2026-12-01', to: '2026-12-31' })).campaigns).toEqual([])
  })

  test('the migration copies the source and campaign of registrations stored before it into their columns', async () => {
    const { db } = getDb()
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
    expect((await migrator.migrateTo('2026-11-27T06-00-00_add_registration_trash_and_history')).error).toBeUndefined()
    const metadataOf = [
      { firstTouch: AD_CLICK },
      { pharmacyName: 'Napfény Patika', firstTouch: { campaign: 'osz' } },
      { firstTouch: { source: 'facebook', campaign: 42 } },
      { pharmacyName: 'firstTouch Patika' },
      {},
    ]
    for (const [index, metadata] of metadataOf.entries()) {
      await db
        .insertInto('registrations')
        .values({
          submission_id: `before-${index}`,
          full_name: `Régi ${index}`,
          email: `regi${index}@pelda.hu`,
          registration_date: `2026-11-0${index + 1}T10:00:00.000Z`,
          source: 'contact',
          status: 'new',
          metadata: JSON.stringify(metadata),
        })
        .execute()
    }
    await migrateToLatest(db)
    const rows = await db
      .selectFrom('registrations')
      .select(['submission_id', 'utm_source', 'utm_campaign'])
      .orderBy('submission_id')
      .execute()
    expect(rows).toEqual([
      { submission_id: 'before-0', utm_source: 'google', utm_campaign: 'tavasz' },
      { submission_id: 'before-1', utm_source: null, utm_campaign: 'osz' },
      { submission_id: 'before-2', utm_source: 'facebook', utm_campaign: null },
      { submission_id: 'before-3', utm_source: null, utm_campaign: null },
      { submission_id: 'before-4', utm_source: null, utm_campaign: null },
    ])
  })
})

import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { CACHE_TAGS, RenderCache } from '../../server/render/render-cache'
import {
  insertOfferConfig,
  insertRegisterConfig,
  insertWebinarConfig,
} from '../../server/repositories/funnel-config.repository'
import { createAppServices } from '../../server/services/app-services'
import {
  DEFAULT_OFFER_CONFIG,
  DEFAULT_REGISTER_CONFIG,
  DEFAULT_WEBINAR_CONFIG,
  DEFAULT_WEBINAR_SCHEDULE,
} from '../../shared/funnel/config-defaults'
import { JUST_IN_TIME_VALUE, upcomingSessions } from '../../shared/funnel/webinar-sessions'
import { FUNNEL_PROGRESS_RATE_LIMIT, FunnelMessages } from '../../shared/funnel/progress'
import { FORM_RULES, type WebinarInput } from '../../shared/schemas/forms'
import type { RegisterConfig } from '../../shared/schemas/funnel-configs'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const START = Date.parse('2026-11-25T10:00:00.000Z')
const MINUTE = 60_000

function adminSession(role = 'admin'): ValidatedSession {
  return {
    session: { id: 'test-session', expiresAt: START + MINUTE },
    user: { id: 1, email: 'admin@example.com', role },
  }
}

/** Callers over one set of services whose clock the test moves. */
function funnelHarness(db: DbHandle) {
  let now = START
  const renderCache = new RenderCache()
  const services = { ...createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: () => now }), renderCache }
  const visitor = (clientIp = '203.0.113.7') => testCaller(db, { services, clientIp }).caller
  return {
    services,
    renderCache,
    visitor,
    admin: (role?: string) => testCaller(db, { services, session: adminSession(role) }).caller.admin,
    advance: (ms: number) => {
      now += ms
    },
    now: () => now,
    /** A webinar registration through the real form, its token aged the form's minimum delay. */
    async register(overrides: Partial<WebinarInput> = {}) {
      const caller = visitor()
      const { token } = await caller.forms.token({ form: 'webinar' })
      now += FORM_RULES.webinar.minDelayMs
      const input = { fullName: 'Kovács Anna', email: 'anna@pelda.hu', submissionId: randomUUID(), formToken: token }
      return { input, receipt: await caller.forms.webinar({ ...input, ...overrides }) }
    },
  }
}

const registerConfig = (overrides: Partial<RegisterConfig>): RegisterConfig => ({
  ...DEFAULT_REGISTER_CONFIG,
  ...overrides,
})

/** A register config as saved before "Webinar date" joined the one-off sessions: the date in its own column. */
async function insertRegisterConfigWithWebinarDate(
  db: DbHandle,
  webinarDate: string,
  createdAt: string,
  config: RegisterConfig = DEFAULT_REGISTER_CONFIG,
): Promise<void> {
  await insertRegisterConfig(db.db, config, createdAt)
  await db.db
    .updateTable('register_configs')
    .set({ webinar_date: webinarDate })
    .where('created_at', '=', createdAt)
    .execute()
}

async function storedMetadata(db: DbHandle, submissionId: string): Promise<unknown> {
  const row = await db.db
    .selectFrom('registrations')
    .select('metadata')
    .where('submission_id', '=', submissionId)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.metadata)
}

describeEachDialect('funnel', (getDb) => {
  test('with no saved config each one falls back to the built-in default', async () => {
    const { visitor } = funnelHarness(getDb())
    expect(await visitor().funnel.registerConfig()).toEqual(DEFAULT_REGISTER_CONFIG)
    expect(await visitor().funnel.webinarConfig()).toEqual(DEFAULT_WEBINAR_CONFIG)
    expect(await visitor().funnel.offerConfig()).toEqual(DEFAULT_OFFER_CONFIG)
    expect(DEFAULT_REGISTER_CONFIG).toMatchObject({
      headline: 'Register for Our Free Webinar',
      ctaButton: 'Reserve My Spot Now',
      privacyText: 'We respect your privacy. Your information will not be shared.',
    })
    expect(DEFAULT_REGISTER_CONFIG.bulletPoints).toHaveLength(3)
    expect(DEFAULT_WEBINAR_CONFIG.title).toBe('The Evergreen Webinar Formula')
    expect(DEFAULT_WEBINAR_CONFIG.resources).toHaveLength(3)
    expect(DEFAULT_WEBINAR_CONFIG.keyPoints).toHaveLength(3)
    expect(DEFAULT_OFFER_CONFIG).toMatchObject({
      title: 'Special Limited-Time Offer',
      regularPrice: 997,
      salePrice: 497,
      cta: 'Get Started Today',
      guarantee: '30-Day Money-Back Guarantee',
    })
    expect(DEFAULT_OFFER_CONFIG.features).toHaveLength(5)
    expect(DEFAULT_OFFER_CONFIG.bonuses.map((bonus) => bonus.value)).toEqual([197, 97, 147])
  })

  test('the newest row by created_at wins, and of two saved at the same moment the later one', async () => {
    const db = getDb().db
    const { visitor } = funnelHarness(getDb())
    await insertRegisterConfig(db, registerConfig({ headline: 'Newest' }), '2026-11-20T10:00:00.000Z')
    await insertRegisterConfig(db, registerConfig({ headline: 'Older, inserted later' }), '2026-11-01T10:00:00.000Z')
    expect((await visitor().funnel.registerConfig()).headline).toBe('Newest')

    await insertWebinarConfig(db, { ...DEFAULT_WEBINAR_CONFIG, title: 'First' }, '2026-11-20T10:00:00.000Z')
    await insertWebinarConfig(db, { ...DEFAULT_WEBINAR_CONFIG, title: 'Second' }, '2026-11-20T10:00:00.000Z')
    expect((await visitor().funnel.webinarConfig()).title).toBe('Second')

    const offer = { ...DEFAULT_OFFER_CONFIG, title: 'Saved offer', regularPrice: 1200, salePrice: 600 }
    await insertOfferConfig(db, offer, '2026-11-20T10:00:00.000Z')
    expect(await visitor().funnel.offerConfig()).toEqual(offer)
  })

  test('a config saved with a webinar date reads it as a one-off session in Budapest time, offered as before', async () => {
    const funnel = funnelHarness(getDb())
    const read = () => funnel.visitor().funnel.registerConfig()
    const withDates = registerConfig({ schedule: { ...DEFAULT_WEBINAR_SCHEDULE, dates: ['2026-12-05T10:00'] } })
    await insertRegisterConfigWithWebinarDate(
      getDb(),
      '2026-12-01T17:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      withDates,
    )
    const migrated = await read()
    expect(migrated).not.toHaveProperty('webinarDate')
    expect(migrated.schedule).toEqual({ ...DEFAULT_WEBINAR_SCHEDULE, dates: ['2026-12-05T10:00', '2026-12-01T18:00'] })
    // /register offers what it offered with the date beside the schedule: the date first, then the one-off session.
    expect(upcomingSessions(migrated, new Date(funnel.now()))).toEqual([
      { value: '2026-12-01T17:00:00.000Z', startsAt: '2026-12-01T17:00:00.000Z', label: 'kedd, december 1., 18:00' },
      { value: '2026-12-05T09:00:00.000Z', startsAt: '2026-12-05T09:00:00.000Z', label: 'szombat, december 5., 10:00' },
      { value: JUST_IN_TIME_VALUE, startsAt: null, label: 'Most: 10 perc múlva kezdődik' },
    ])

    // Written with an offset, or already among the one-off sessions: the same one session, listed once.
    await insertRegisterConfigWithWebinarDate(getDb(), '2026-12-01T18:00:00+01:00', '2026-11-02T00:00:00.000Z')
    expect((await read()).schedule.dates).toEqual(['2026-12-01T18:00'])
    const alreadyListed = registerConfig({ schedule: { ...DEFAULT_WEBINAR_SCHEDULE, dates: ['2026-12-01T18:00'] } })
    await insertRegisterConfigWithWebinarDate(
      getDb(),
      '2026-12-01T17:00:00.000Z',
      '2026-11-03T00:00:00.000Z',
      alreadyListed,
    )
    expect((await read()).schedule.dates).toEqual(['2026-12-01T18:00'])

    // Saved again from the editor, the date lives in the list alone; an evergreen config reads as saved.
    expect(await funnel.admin().saveRegisterConfig(await read())).toEqual({ ok: true })
    const saved = await getDb()
      .db.selectFrom('register_configs')
      .select('webinar_date')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(saved.webinar_date).toBe('')
    expect((await read()).schedule.dates).toEqual(['2026-12-01T18:00'])
    await insertRegisterConfig(getDb().db, DEFAULT_REGISTER_CONFIG, '2099-01-01T00:00:00.000Z')
    expect(await read()).toEqual(DEFAULT_REGISTER_CONFIG)
  })

  test('a future webinar date is the registrant’s webinar time; a past one gives 10 minutes after registering', async () => {
    const funnel = funnelHarness(getDb())
    await insertRegisterConfigWithWebinarDate(getDb(), '2026-12-01T17:00:00.000Z', '2026-11-01T00:00:00.000Z')
    const future = await funnel.register()
    expect(future.receipt.webinarTime).toBe('2026-12-01T17:00:00.000Z')
    expect(await storedMetadata(getDb(), future.input.submissionId)).toEqual({
      webinarTime: '2026-12-01T17:00:00.000Z',
    })

    await insertRegisterConfigWithWebinarDate(getDb(), '2026-11-20T17:00:00.000Z', '2026-11-02T00:00:00.000Z')
    // Another person: the same address registering again would only keep a request for the first (issue 37).
    const past = await funnel.register({ email: 'bela@pelda.hu' })
    const tenMinutesAfter = new Date(funnel.now() + 10 * MINUTE).toISOString()
    expect(past.receipt.webinarTime).toBe(tenMinutesAfter)
    expect(await storedMetadata(getDb(), past.input.submissionId)).toEqual({ webinarTime: tenMinutesAfter })
  })

  test('a resend of a webinar registration later on is the same registration, with its first webinar time', async () => {
    const funnel = funnelHarness(getDb())
    const first = await funnel.register()
    funnel.advance(5 * MINUTE)
    const resent = await funnel.visitor().forms.webinar(first.input)
    expect(resent).toEqual(first.receipt)
  })

  test('each funnel step is stored once per registration; a repeat answers when it was first reached', async () => {
    const funnel = funnelHarness(getDb())
    const { input } = await funnel.register()
    const registration = input.submissionId
    const firstView = await funnel.visitor().funnel.progress({ registration, step: 'offer_viewed' })
    expect(firstView).toEqual({ step: 'offer_viewed', reachedAt: new Date(funnel.now()).toISOString() })

    funnel.advance(7 * MINUTE)
    expect(await funnel.visitor().funnel.progress({ registration, step: 'offer_viewed' })).toEqual(firstView)
    await funnel.visitor().funnel.progress({ registration: registration.toUpperCase(), step: 'offer_clicked' })

    const id = await getDb()
      .db.selectFrom('registrations')
      .select('id')
      .where('submission_id', '=', registration)
      .executeTakeFirstOrThrow()
    const steps = await getDb()
      .db.selectFrom('funnel_progress')
      .select(['step', 'reached_at as reachedAt'])
      .where('registration_id', '=', Number(id.id))
      .orderBy('reached_at')
      .execute()
    expect(steps).toEqual([
      { step: 'offer_viewed', reachedAt: firstView.reachedAt },
      { step: 'offer_clicked', reachedAt: new Date(funnel.now()).toISOString() },
    ])
  })

  test('progress for an unknown reference, or for a registration of another form, is refused and stores nothing', async () => {
    const funnel = funnelHarness(getDb())
    const unknown = await refusal(
      funnel.visitor().funnel.progress({ registration: randomUUID(), step: 'video_started' }),
    )
    expect(unknown.code).toBe('NOT_FOUND')
    expect(unknown.message).toBe(FunnelMessages.unknownRegistration)

    const other = randomUUID()
    await getDb()
      .db.insertInto('registrations')
      .values({
        submission_id: other,
        full_name: 'Szabó Éva',
        email: 'eva@rendelo.hu',
        registration_date: new Date(START).toISOString(),
        source: 'contact',
        status: 'new',
        notes: null,
        metadata: '{}',
        updated_at: null,
      })
      .execute()
    expect((await refusal(funnel.visitor().funnel.progress({ registration: other, step: 'video_started' }))).code).toBe(
      'NOT_FOUND',
    )
    const badStep = await refusal(
      funnel.visitor().funnel.progress({ registration: other, step: 'video_99' as 'video_50' }),
    )
    expect(badStep.code).toBe('BAD_REQUEST')
    expect(await getDb().db.selectFrom('funnel_progress').selectAll().execute()).toEqual([])
  })

  test('progress events are rate limited per client IP', async () => {
    const funnel = funnelHarness(getDb())
    const { input } = await funnel.register()
    const send = (clientIp: string) =>
      funnel.visitor(clientIp).funnel.progress({ registration: input.submissionId, step: 'video_started' })
    for (let event = 0; event < FUNNEL_PROGRESS_RATE_LIMIT.maxEvents; event += 1) await send('198.51.100.1')
    expect((await refusal(send('198.51.100.1'))).code).toBe('TOO_MANY_REQUESTS')
    await send('198.51.100.2')
    funnel.advance(FUNNEL_PROGRESS_RATE_LIMIT.windowMs + 1)
    await send('198.51.100.1')
  })

  test('an admin saves a config: it is in force at once and the cached pages showing the old one are dropped', async () => {
    const funnel = funnelHarness(getDb())
    const page = { status: 200, html: '<p>offer</p>', etag: '"1"' }
    funnel.renderCache.set(
      '/offer',
      { ...page, tags: [CACHE_TAGS.funnelConfig('offer')] },
      funnel.renderCache.generation,
    )
    funnel.renderCache.set(
      '/register',
      { ...page, tags: [CACHE_TAGS.funnelConfig('register')] },
      funnel.renderCache.generation,
    )

    const offer = { ...DEFAULT_OFFER_CONFIG, title: '  Black Friday offer  ' }
    expect(await funnel.admin().saveOfferConfig(offer)).toEqual({ ok: true })
    expect((await funnel.visitor().funnel.offerConfig()).title).toBe('Black Friday offer')
    expect(funnel.renderCache.get('/offer')).toBeUndefined()
    expect(funnel.renderCache.get('/register')).toBeDefined()
  })

  test('config saves are refused for non-admins and for invalid configs, and change nothing', async () => {
    const funnel = funnelHarness(getDb())
    expect((await refusal(funnel.visitor().admin.saveRegisterConfig(DEFAULT_REGISTER_CONFIG))).code).toBe(
      'UNAUTHORIZED',
    )
    expect((await refusal(funnel.admin('viewer').saveRegisterConfig(DEFAULT_REGISTER_CONFIG))).code).toBe('FORBIDDEN')
    const invalid = [
      () => funnel.admin().saveRegisterConfig(registerConfig({ bulletPoints: ['Jó', '  '] })),
      () => funnel.admin().saveRegisterConfig(registerConfig({ headline: 'x'.repeat(301) })),
      () =>
        funnel.admin().saveRegisterConfig(registerConfig({ bulletPoints: Array.from({ length: 11 }, () => 'Pont') })),
      () =>
        funnel.admin().saveWebinarConfig({
          ...DEFAULT_WEBINAR_CONFIG,
          resources: [{ name: 'Letöltés', link: 'javascript:alert(1)' }],
        }),
      () => funnel.admin().saveWebinarConfig({ ...DEFAULT_WEBINAR_CONFIG, videoUrl: '//evil.example/video.mp4' }),
      () => funnel.admin().saveOfferConfig({ ...DEFAULT_OFFER_CONFIG, salePrice: 1200 }),
      () => funnel.admin().saveOfferConfig({ ...DEFAULT_OFFER_CONFIG, bonuses: [{ name: 'Bónusz', value: -1 }] }),
    ]
    for (const save of invalid) expect((await refusal(save())).code).toBe('BAD_REQUEST')
    for (const table of ['register_configs', 'webinar_configs', 'offer_configs'] as const) {
      expect(await getDb().db.selectFrom(table).selectAll().execute()).toEqual([])
    }
  })

  test('the admin sees the latest saved versions newest first, and restoring one is saving it again', async () => {
    const funnel = funnelHarness(getDb())
    expect(await funnel.admin().offerConfigVersions()).toEqual([])
    for (const title of ['First offer', 'Second offer', 'Third offer']) {
      await funnel.admin().saveOfferConfig({ ...DEFAULT_OFFER_CONFIG, title })
    }
    const versions = await funnel.admin().offerConfigVersions()
    expect(versions.map((version) => version.config.title)).toEqual(['Third offer', 'Second offer', 'First offer'])
    await funnel.admin().saveOfferConfig(versions[2]!.config)
    expect((await funnel.visitor().funnel.offerConfig()).title).toBe('First offer')
    expect((await refusal(funnel.visitor().admin.offerConfigVersions())).code).toBe('UNAUTHORIZED')
  })
})

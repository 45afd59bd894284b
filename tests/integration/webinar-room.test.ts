import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith } from '../../server/env'
import { erasePersonalData } from '../../server/privacy/personal-data.service'
import { createAppServices } from '../../server/services/app-services'
import {
  DEFAULT_REGISTER_CONFIG,
  DEFAULT_WEBINAR_CONFIG,
  DEFAULT_WEBINAR_SCHEDULE,
} from '../../shared/funnel/config-defaults'
import { FORM_RULES } from '../../shared/schemas/forms'
import type { RegisterConfig, WebinarConfig } from '../../shared/schemas/funnel-configs'
import { RoomRefusals } from '../../shared/schemas/webinar-room'
import { ROOM_RATE_LIMIT, type WebinarMoment } from '../../shared/webinar/room'
import { testCaller } from '../setup/context'
import { refusal } from '../setup/refusal'
import { describeEachDialect } from '../setup/test-db'

const START = Date.parse('2026-11-25T10:00:00.000Z')
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const VIDEO_SECONDS = 3600
const iso = (ms: number) => new Date(ms).toISOString()

const OFFER: WebinarMoment = {
  id: 'offer-1',
  kind: 'offer',
  at: 600,
  until: null,
  title: 'Az ajánlat',
  button: 'Kérem',
}
const POLL: WebinarMoment = {
  id: 'poll-1',
  kind: 'poll',
  at: 300,
  until: 900,
  question: 'Hány éve dolgozik gyógyszertárban?',
  choices: ['1–5', '6–15', 'Több'],
}
const HANDOUT: WebinarMoment = { id: 'handout-1', kind: 'handout', at: 60, until: null, name: 'Lista', link: '/blog' }

const webinarConfig = (overrides: Partial<WebinarConfig> = {}): WebinarConfig => ({
  ...DEFAULT_WEBINAR_CONFIG,
  playback: 'simulated-live',
  videoSeconds: VIDEO_SECONDS,
  moments: [HANDOUT, POLL, OFFER],
  ...overrides,
})

/** A schedule of the site's own: weekly sessions besides the spec's fallback. */
const scheduledRegisterConfig: RegisterConfig = {
  ...DEFAULT_REGISTER_CONFIG,
  schedule: { ...DEFAULT_WEBINAR_SCHEDULE, weekly: [{ weekday: 3, time: '18:00' }], replayDays: 3 },
}

function adminSession(role = 'admin'): ValidatedSession {
  return { session: { id: 'test-session', expiresAt: START + DAY }, user: { id: 1, email: 'admin@example.com', role } }
}

/** Callers over one set of services whose clock the test moves, and registrations whose session the test sets. */
function roomHarness(db: DbHandle) {
  let now = START
  let registrations = 0
  const services = createAppServices(envWith({ NODE_ENV: 'test' }), db, { now: () => now })
  const visitor = (clientIp = '203.0.113.7') => testCaller(db, { services, clientIp }).caller.funnel
  const admin = (role?: string) => testCaller(db, { services, session: adminSession(role) }).caller.admin
  return {
    visitor,
    admin,
    signedOut: () => testCaller(db, { services }).caller.admin,
    now: () => now,
    advance(ms: number) {
      now += ms
    },
    async configure(webinar: WebinarConfig = webinarConfig(), register: RegisterConfig = scheduledRegisterConfig) {
      await admin().saveRegisterConfig(register)
      await admin().saveWebinarConfig(webinar)
    },
    /** A webinar registration through the real form whose stored session starts at `startsAt`. */
    async register(startsAt: number, email = 'anna@pelda.hu'): Promise<string> {
      // Each from an address of its own, as different people register: the form's allowance is per client IP.
      registrations += 1
      const caller = testCaller(db, { services, clientIp: `198.51.100.${registrations}` }).caller
      const { token } = await caller.forms.token({ form: 'webinar' })
      now += FORM_RULES.webinar.minDelayMs
      const submissionId = randomUUID()
      await caller.forms.webinar({ fullName: 'Kovács Anna', email, submissionId, formToken: token })
      const { id } = await db.db
        .selectFrom('registrations')
        .select('id')
        .where('submission_id', '=', submissionId)
        .executeTakeFirstOrThrow()
      await db.db
        .updateTable('webinar_attendees')
        .set({ webinar_time: iso(startsAt) })
        .where('registration_id', '=', id)
        .execute()
      return submissionId
    },
  }
}

describeEachDialect('webinar room', (getDb) => {
  test('a session that started 12 minutes ago is live at 720 s by the server clock, with its times', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const registration = await room.register(START - 12 * MINUTE)
    const startsAt = START - 12 * MINUTE
    const now = room.now()
    const state = await room.visitor().roomState({ registration })
    expect(state).toEqual({
      serverTime: iso(now),
      mode: 'live',
      startsAt: iso(startsAt),
      endsAt: iso(startsAt + VIDEO_SECONDS * 1000),
      replayClosesAt: iso(startsAt + 3 * DAY),
      position: (now - startsAt) / 1000,
      known: true,
      polls: [],
    })
    expect(state.position).toBeCloseTo(720 + FORM_RULES.webinar.minDelayMs / 1000, 6)
    room.advance(30_000)
    expect((await room.visitor().roomState({ registration })).position).toBe((now + 30_000 - startsAt) / 1000)
  })

  test('the mode follows the session: upcoming, live, the replay after the end, closed after the window', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const startsAt = START + 5 * MINUTE
    const registration = await room.register(startsAt)
    const at = async (ms: number) => {
      room.advance(ms - room.now())
      const { mode, position } = await room.visitor().roomState({ registration })
      return { mode, position }
    }
    expect(await at(startsAt - 1000)).toEqual({ mode: 'upcoming', position: null })
    expect(await at(startsAt)).toEqual({ mode: 'live', position: 0 })
    expect(await at(startsAt + VIDEO_SECONDS * 1000 - 1000)).toEqual({ mode: 'live', position: VIDEO_SECONDS - 1 })
    expect(await at(startsAt + VIDEO_SECONDS * 1000)).toEqual({ mode: 'replay', position: null })
    expect(await at(startsAt + 3 * DAY - 1)).toEqual({ mode: 'replay', position: null })
    expect(await at(startsAt + 3 * DAY)).toEqual({ mode: 'closed', position: null })
  })

  test('on demand: by Playback, without the video length, for the spec fallback schedule and for a preview', async () => {
    const room = roomHarness(getDb())
    await room.configure(webinarConfig({ playback: 'on-demand' }))
    const registration = await room.register(START - 12 * MINUTE)
    const state = await room.visitor().roomState({ registration })
    expect(state).toMatchObject({ mode: 'on-demand', position: null, known: true })
    expect(state.replayClosesAt).toBe(iso(START - 12 * MINUTE + 3 * DAY))
    room.advance(3 * DAY)
    expect((await room.visitor().roomState({ registration })).mode).toBe('closed')

    // The spec's 10-minute fallback (no schedule of the site's own): the spec's player, as before, never closed.
    await room.configure(webinarConfig(), { ...DEFAULT_REGISTER_CONFIG, schedule: DEFAULT_WEBINAR_SCHEDULE })
    expect(await room.visitor().roomState({ registration })).toMatchObject({
      mode: 'on-demand',
      replayClosesAt: null,
      position: null,
    })

    const preview = await room.visitor().roomState({})
    expect(preview).toEqual({
      serverTime: iso(room.now()),
      mode: 'on-demand',
      startsAt: null,
      endsAt: null,
      replayClosesAt: null,
      position: null,
      known: false,
      polls: [],
    })
  })

  test('a reference the server does not know plays the session its browser stored, and is not known', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const startsAt = START - 20 * MINUTE
    const state = await room.visitor().roomState({ registration: randomUUID(), webinarTime: iso(startsAt) })
    expect(state).toMatchObject({ mode: 'live', position: 1200, known: false, polls: [], startsAt: iso(startsAt) })
    // A known registration's stored session wins over what its browser says.
    const registration = await room.register(START - 12 * MINUTE)
    const known = await room.visitor().roomState({ registration, webinarTime: iso(startsAt) })
    expect(known.startsAt).toBe(iso(START - 12 * MINUTE))
  })

  test('each moment event is recorded once with its position; an offer first shown is the offer first viewed', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const registration = await room.register(START - 12 * MINUTE)
    const db = getDb().db
    expect(
      await room.visitor().momentEvent({ registration, momentId: HANDOUT.id, event: 'shown', position: 65.4 }),
    ).toEqual({ offerFirstViewedAt: null })

    const shownAt = room.now()
    expect(
      await room.visitor().momentEvent({ registration, momentId: OFFER.id, event: 'shown', position: 720 }),
    ).toEqual({ offerFirstViewedAt: iso(shownAt) })
    room.advance(MINUTE)
    expect(
      await room.visitor().momentEvent({ registration, momentId: OFFER.id, event: 'shown', position: 780 }),
    ).toEqual({ offerFirstViewedAt: iso(shownAt) })
    expect(
      await room.visitor().momentEvent({ registration, momentId: OFFER.id, event: 'clicked', position: 790 }),
    ).toEqual({ offerFirstViewedAt: iso(shownAt) })

    const events = await db
      .selectFrom('webinar_moment_events')
      .select(['moment_id', 'event', 'position_seconds', 'created_at'])
      .orderBy('created_at')
      .orderBy('moment_id')
      .execute()
    expect(events.map((row) => ({ ...row, position_seconds: Number(row.position_seconds) }))).toEqual([
      { moment_id: HANDOUT.id, event: 'shown', position_seconds: 65, created_at: iso(shownAt) },
      { moment_id: OFFER.id, event: 'shown', position_seconds: 720, created_at: iso(shownAt) },
      { moment_id: OFFER.id, event: 'clicked', position_seconds: 790, created_at: iso(shownAt + MINUTE) },
    ])
    const steps = await db.selectFrom('funnel_progress').select(['step', 'reached_at']).execute()
    expect(steps).toEqual([{ step: 'offer_viewed', reached_at: iso(shownAt) }])
    const reminders = await db
      .selectFrom('outbox_jobs')
      .select('dedupe_key')
      .where('dedupe_key', 'like', '%:offer_reminder:%')
      .execute()
    expect(reminders).toHaveLength(1)
  })

  test('a moment event of an unknown registration or moment is refused and changes nothing', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const registration = await room.register(START - 12 * MINUTE)
    const unknown = await refusal(
      room.visitor().momentEvent({ registration: randomUUID(), momentId: OFFER.id, event: 'shown', position: 1 }),
    )
    expect({ code: unknown.code, message: unknown.message }).toEqual({
      code: 'NOT_FOUND',
      message: RoomRefusals.unknownRegistration,
    })
    const noMoment = await refusal(
      room.visitor().momentEvent({ registration, momentId: 'offer-gone', event: 'shown', position: 1 }),
    )
    expect({ code: noMoment.code, message: noMoment.message }).toEqual({
      code: 'BAD_REQUEST',
      message: RoomRefusals.unknownMoment,
    })
    const hostile = await refusal(
      room.visitor().momentEvent({ registration, momentId: "' OR '1'='1", event: 'shown', position: 1 }),
    )
    expect(hostile.code).toBe('BAD_REQUEST')
    const badInput = await refusal(
      room.visitor().momentEvent({ registration, momentId: 'x'.repeat(65), event: 'shown', position: -1 }),
    )
    expect(badInput.code).toBe('BAD_REQUEST')
    expect(await getDb().db.selectFrom('webinar_moment_events').selectAll().execute()).toEqual([])
    expect(await getDb().db.selectFrom('funnel_progress').selectAll().execute()).toEqual([])
  })

  test('one answer per registration and poll, counted across registrations; the room state brings the shares', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const anna = await room.register(START - 12 * MINUTE, 'anna@pelda.hu')
    const bela = await room.register(START - 12 * MINUTE, 'bela@pelda.hu')
    const cecil = await room.register(START + DAY, 'cecil@pelda.hu')

    expect(
      await room.visitor().answerPoll({ registration: anna, momentId: POLL.id, choice: 1, position: 400 }),
    ).toEqual({ momentId: POLL.id, choice: 1, counts: [0, 1, 0] })
    expect(
      await room.visitor().answerPoll({ registration: bela, momentId: POLL.id, choice: 2, position: 410 }),
    ).toEqual({ momentId: POLL.id, choice: 2, counts: [0, 1, 1] })
    // A second answer keeps the first.
    expect(
      await room.visitor().answerPoll({ registration: anna, momentId: POLL.id, choice: 0, position: 420 }),
    ).toEqual({ momentId: POLL.id, choice: 1, counts: [0, 1, 1] })
    expect(await room.visitor().answerPoll({ registration: cecil, momentId: POLL.id, choice: 1, position: 5 })).toEqual(
      {
        momentId: POLL.id,
        choice: 1,
        counts: [0, 2, 1],
      },
    )
    expect((await room.visitor().roomState({ registration: anna })).polls).toEqual([
      { momentId: POLL.id, choice: 1, counts: [0, 2, 1] },
    ])
    expect((await room.visitor().roomState({ registration: randomUUID() })).polls).toEqual([])

    const stored = await getDb()
      .db.selectFrom('webinar_poll_answers')
      .select(['choice', 'position_seconds', 'webinar_time'])
      .orderBy('created_at')
      .execute()
    expect(stored.map((row) => [Number(row.choice), Number(row.position_seconds), row.webinar_time])).toEqual([
      [1, 400, iso(START - 12 * MINUTE)],
      [2, 410, iso(START - 12 * MINUTE)],
      [1, 5, iso(START + DAY)],
    ])
  })

  test('an answer out of the choices, to a moment that is no poll, or of an unknown registration is refused', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const registration = await room.register(START - 12 * MINUTE)
    const cases = [
      [{ registration, momentId: POLL.id, choice: 3, position: 1 }, 'BAD_REQUEST', RoomRefusals.choiceOutOfRange],
      [{ registration, momentId: OFFER.id, choice: 0, position: 1 }, 'BAD_REQUEST', RoomRefusals.notAPoll],
      [{ registration, momentId: 'poll-gone', choice: 0, position: 1 }, 'BAD_REQUEST', RoomRefusals.notAPoll],
      [
        { registration: randomUUID(), momentId: POLL.id, choice: 0, position: 1 },
        'NOT_FOUND',
        RoomRefusals.unknownRegistration,
      ],
    ] as const
    for (const [input, code, message] of cases) {
      const refused = await refusal(room.visitor().answerPoll(input))
      expect({ code: refused.code, message: refused.message }).toEqual({ code, message })
    }
    const outOfSchema = await refusal(
      room.visitor().answerPoll({ registration, momentId: POLL.id, choice: 1.5, position: 1 }),
    )
    expect(outOfSchema.code).toBe('BAD_REQUEST')
    expect(await getDb().db.selectFrom('webinar_poll_answers').selectAll().execute()).toEqual([])
  })

  test('the admin reads each poll per session and in total, older versions’ answered polls too', async () => {
    const room = roomHarness(getDb())
    const oldPoll: WebinarMoment = { ...POLL, id: 'poll-old', question: 'Régi kérdés?', choices: ['Igen', 'Nem'] }
    await room.configure(webinarConfig({ moments: [oldPoll] }))
    const early = START - 12 * MINUTE
    const late = START + DAY
    const anna = await room.register(early, 'anna@pelda.hu')
    const bela = await room.register(early, 'bela@pelda.hu')
    const cecil = await room.register(late, 'cecil@pelda.hu')
    await room.visitor().answerPoll({ registration: anna, momentId: oldPoll.id, choice: 1, position: 1 })
    await room.configure(webinarConfig())
    const unanswered: WebinarMoment = { ...POLL, id: 'poll-2', question: 'Még egy?', choices: ['A', 'B'] }
    await room.configure(webinarConfig({ moments: [POLL, unanswered, OFFER] }))
    await room.visitor().answerPoll({ registration: anna, momentId: POLL.id, choice: 0, position: 1 })
    await room.visitor().answerPoll({ registration: bela, momentId: POLL.id, choice: 2, position: 1 })
    await room.visitor().answerPoll({ registration: cecil, momentId: POLL.id, choice: 2, position: 1 })

    expect(await room.admin().pollResults()).toEqual([
      {
        momentId: POLL.id,
        question: POLL.question,
        choices: POLL.choices,
        inCurrentConfig: true,
        counts: [1, 0, 2],
        total: 3,
        sessions: [
          { webinarTime: iso(early), counts: [1, 0, 1], total: 2 },
          { webinarTime: iso(late), counts: [0, 0, 1], total: 1 },
        ],
      },
      {
        momentId: 'poll-2',
        question: 'Még egy?',
        choices: ['A', 'B'],
        inCurrentConfig: true,
        counts: [0, 0],
        total: 0,
        sessions: [],
      },
      {
        momentId: oldPoll.id,
        question: 'Régi kérdés?',
        choices: ['Igen', 'Nem'],
        inCurrentConfig: false,
        counts: [0, 1],
        total: 1,
        sessions: [{ webinarTime: iso(early), counts: [0, 1], total: 1 }],
      },
    ])
    const signedOut = await refusal(room.signedOut().pollResults())
    expect(signedOut.code).toBe('UNAUTHORIZED')
    const viewer = await refusal(room.admin('viewer').pollResults())
    expect(viewer.code).toBe('FORBIDDEN')
  })

  test('the room procedures share one allowance per client IP', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const registration = await room.register(START - 12 * MINUTE)
    const clientIp = '192.0.2.44'
    for (let index = 0; index < ROOM_RATE_LIMIT.maxRequests - 2; index += 1) {
      await room.visitor(clientIp).roomState({ registration })
    }
    await room.visitor(clientIp).momentEvent({ registration, momentId: OFFER.id, event: 'shown', position: 720 })
    await room.visitor(clientIp).answerPoll({ registration, momentId: POLL.id, choice: 0, position: 720 })
    for (const call of [
      () => room.visitor(clientIp).roomState({ registration }),
      () => room.visitor(clientIp).momentEvent({ registration, momentId: OFFER.id, event: 'clicked', position: 721 }),
      () => room.visitor(clientIp).answerPoll({ registration, momentId: POLL.id, choice: 1, position: 721 }),
    ]) {
      expect((await refusal(call())).code).toBe('TOO_MANY_REQUESTS')
    }
    expect((await room.visitor('192.0.2.45').roomState({ registration })).mode).toBe('live')
    room.advance(ROOM_RATE_LIMIT.windowMs)
    expect((await room.visitor(clientIp).roomState({ registration })).mode).toBe('live')
    const clicks = await getDb()
      .db.selectFrom('webinar_moment_events')
      .where('event', '=', 'clicked')
      .selectAll()
      .execute()
    expect(clicks).toEqual([])
  })

  test('an erased registration takes its moment events and poll answers with it', async () => {
    const room = roomHarness(getDb())
    await room.configure()
    const registration = await room.register(START - 12 * MINUTE)
    await room.visitor().momentEvent({ registration, momentId: OFFER.id, event: 'shown', position: 720 })
    await room.visitor().answerPoll({ registration, momentId: POLL.id, choice: 0, position: 720 })
    const erasure = await erasePersonalData(
      getDb().db,
      { email: 'anna@pelda.hu', adminId: 1, adminEmail: 'admin@example.com' },
      room.now(),
    )
    expect(erasure.counts.roomRecords).toBe(2)
    expect(await getDb().db.selectFrom('webinar_moment_events').selectAll().execute()).toEqual([])
    expect(await getDb().db.selectFrom('webinar_poll_answers').selectAll().execute()).toEqual([])
  })
})

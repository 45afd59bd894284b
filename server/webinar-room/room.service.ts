import type { Kysely } from 'kysely'
import { hasOwnSessions } from '../../shared/funnel/webinar-schedule'
import type { WebinarConfig } from '../../shared/schemas/funnel-configs'
import {
  RoomRefusals,
  type AdminPollResult,
  type MomentEventInput,
  type MomentEventReceipt,
  type PollAnswerInput,
  type PollCounts,
  type PollResult,
  type RoomState,
  type RoomStateInput,
} from '../../shared/schemas/webinar-room'
import { livePosition, roomMode, ROOM_RATE_LIMIT, type PollMoment } from '../../shared/webinar/room'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { planOfferReminder } from '../funnel/offer-reminder'
import { replayEndsAt } from '../funnel/replay-window'
import { rateLimitSubject } from '../rate-limit-subject'
import { recordFunnelStep, stepsReached } from '../repositories/funnel-progress.repository'
import { DomainError } from '../services/domain-error'
import type { RateLimitStore } from '../services/form-guard/rate-limit-store'
import { currentFunnelConfig } from '../services/funnel.service'
import {
  answeredPolls,
  findRoomRegistration,
  findSavedMoments,
  pollChoiceCounts,
  pollChoiceCountsBySession,
  recordMomentEvent,
  storePollAnswer,
  type ChoiceCount,
  type RoomRegistration,
} from './room.repository'

type Db = Kysely<Database>

export interface RoomDeps {
  db: Db
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/** One allowance per client IP for the room's state, moments, polls and the asker's questions together. */
export async function spendRoomAllowance(deps: RoomDeps, now: number): Promise<void> {
  const { maxRequests, windowMs } = ROOM_RATE_LIMIT
  if (!(await deps.rateLimits.tryHit(`webinar-room:${rateLimitSubject(deps.clientIp)}`, maxRequests, windowMs, now))) {
    throw new DomainError('too-many-requests', 'Rate limit exceeded')
  }
}

async function knownRegistration(db: Db, submissionId: string): Promise<RoomRegistration> {
  const registration = await findRoomRegistration(db, submissionId)
  if (!registration) throw new DomainError('not-found', RoomRefusals.unknownRegistration)
  return registration
}

const toPosition = (seconds: number) => Math.round(seconds)

/** Per choice, from the grouped counts of one poll (a choice nobody took counts 0). */
function countsOf(rows: readonly ChoiceCount[], choiceCount: number): PollCounts {
  const counts = Array.from({ length: choiceCount }, () => 0)
  for (const row of rows) if (row.choice < choiceCount) counts[row.choice] = (counts[row.choice] ?? 0) + row.count
  return { counts, total: counts.reduce((sum, count) => sum + count, 0) }
}

const pollsOf = (config: WebinarConfig) =>
  config.moments.filter((moment): moment is PollMoment => moment.kind === 'poll')

async function pollResultsFor(db: Db, config: WebinarConfig, answers: Map<string, number>): Promise<PollResult[]> {
  const polls = pollsOf(config).filter((poll) => answers.has(poll.id))
  const rows = await pollChoiceCounts(
    db,
    polls.map((poll) => poll.id),
  )
  return polls.map((poll) => ({
    momentId: poll.id,
    choice: answers.get(poll.id) ?? 0,
    counts: countsOf(
      rows.filter((row) => row.momentId === poll.id),
      poll.choices.length,
    ).counts,
  }))
}

/**
 * The room's state by the server's clock: the session's times and mode for this registration (its stored session;
 * for a reference the server does not know, the start its browser stored), the live point, and its answered polls.
 * Without a registration (an admin's preview) the room is on demand.
 */
export async function roomState(deps: RoomDeps, input: RoomStateInput): Promise<RoomState> {
  const now = deps.now()
  await spendRoomAllowance(deps, now)
  const [config, registerConfig, registration] = await Promise.all([
    currentFunnelConfig(deps.db, 'webinar'),
    currentFunnelConfig(deps.db, 'register'),
    input.registration === undefined ? undefined : findRoomRegistration(deps.db, input.registration),
  ])
  const webinarTime =
    input.registration === undefined ? null : registration ? registration.webinarTime : (input.webinarTime ?? null)
  const startsAtMs = webinarTime === null ? null : Date.parse(webinarTime)
  // Without a schedule of the site's own (the spec's 10-minute fallback) the room is the spec's player, as before
  // issue 39, and never closes; simulated live also needs the video's length to know the session's end.
  const scheduled = hasOwnSessions(registerConfig.schedule)
  const replayClosesAt =
    webinarTime === null || !scheduled ? null : replayEndsAt(webinarTime, registerConfig.schedule.replayDays)
  const videoSeconds = config.videoSeconds
  const playback = videoSeconds === null || !scheduled ? 'on-demand' : config.playback
  const mode = roomMode(
    {
      startsAtMs,
      videoSeconds: videoSeconds ?? 0,
      replayClosesAtMs: replayClosesAt === null ? null : Date.parse(replayClosesAt),
      playback,
    },
    now,
  )
  const endsAt =
    startsAtMs === null || videoSeconds === null ? null : new Date(startsAtMs + videoSeconds * 1000).toISOString()
  const polls = registration ? await pollResultsFor(deps.db, config, await answeredPolls(deps.db, registration.id)) : []
  return {
    serverTime: toIsoTime(new Date(now)),
    mode,
    startsAt: webinarTime,
    endsAt,
    replayClosesAt,
    position: mode === 'live' && startsAtMs !== null ? livePosition(now, startsAtMs) : null,
    known: registration !== undefined,
    polls,
  }
}

/**
 * A moment of the current Webinar Content was shown to, or clicked by, the registration: recorded once per event
 * with the video position. An offer's first showing is the offer's first view (its 15-minute countdown and reminder).
 */
export async function recordRoomMomentEvent(deps: RoomDeps, input: MomentEventInput): Promise<MomentEventReceipt> {
  const now = deps.now()
  await spendRoomAllowance(deps, now)
  const registration = await knownRegistration(deps.db, input.registration)
  const config = await currentFunnelConfig(deps.db, 'webinar')
  const moment = config.moments.find((candidate) => candidate.id === input.momentId)
  if (!moment) throw new DomainError('bad-request', RoomRefusals.unknownMoment)
  const at = toIsoTime(new Date(now))
  await recordMomentEvent(deps.db, {
    registrationId: registration.id,
    momentId: moment.id,
    event: input.event,
    positionSeconds: toPosition(input.position),
    at,
  })
  if (moment.kind === 'offer' && input.event === 'shown') {
    const offerViewedAt = await recordFunnelStep(deps.db, registration.id, 'offer_viewed', at)
    await planOfferReminder(deps.db, registration.id, offerViewedAt)
    return { offerFirstViewedAt: offerViewedAt }
  }
  return { offerFirstViewedAt: (await stepsReached(deps.db, registration.id)).get('offer_viewed') ?? null }
}

/**
 * The registration's answer to a poll of the current Webinar Content, one per poll: a second answer keeps the first.
 * Answers with the choice kept and the shares across every registration.
 */
export async function answerRoomPoll(deps: RoomDeps, input: PollAnswerInput): Promise<PollResult> {
  const now = deps.now()
  await spendRoomAllowance(deps, now)
  const registration = await knownRegistration(deps.db, input.registration)
  const config = await currentFunnelConfig(deps.db, 'webinar')
  const poll = pollsOf(config).find((candidate) => candidate.id === input.momentId)
  if (!poll) throw new DomainError('bad-request', RoomRefusals.notAPoll)
  if (input.choice >= poll.choices.length) throw new DomainError('bad-request', RoomRefusals.choiceOutOfRange)
  const choice = await storePollAnswer(deps.db, {
    registrationId: registration.id,
    momentId: poll.id,
    choice: input.choice,
    positionSeconds: toPosition(input.position),
    webinarTime: registration.webinarTime,
    at: toIsoTime(new Date(now)),
  })
  const [result] = await pollResultsFor(deps.db, config, new Map([[poll.id, choice]]))
  if (!result) throw new Error(`The poll ${poll.id} lost its answer`)
  return result
}

/**
 * The admin's poll results: each poll of the current Webinar Content (answered or not), then each poll of an older
 * version that has answers, with its counts in total and per session, sessions oldest first.
 */
export async function adminPollResults(db: Db): Promise<AdminPollResult[]> {
  const [config, rows] = await Promise.all([currentFunnelConfig(db, 'webinar'), pollChoiceCountsBySession(db)])
  const current = pollsOf(config)
  const currentIds = new Set(current.map((poll) => poll.id))
  const olderIds = new Set(rows.map((row) => row.momentId).filter((id) => !currentIds.has(id)))
  const older = [...(await findSavedMoments(db, olderIds)).values()].filter(
    (moment): moment is PollMoment => moment.kind === 'poll',
  )
  const resultOf = (poll: PollMoment, inCurrentConfig: boolean): AdminPollResult => {
    const own = rows.filter((row) => row.momentId === poll.id)
    const sessionTimes = [...new Set(own.map((row) => row.webinarTime))].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a.localeCompare(b),
    )
    return {
      momentId: poll.id,
      question: poll.question,
      choices: poll.choices,
      inCurrentConfig,
      ...countsOf(own, poll.choices.length),
      sessions: sessionTimes.map((webinarTime) => ({
        webinarTime,
        ...countsOf(
          own.filter((row) => row.webinarTime === webinarTime),
          poll.choices.length,
        ),
      })),
    }
  }
  return [...current.map((poll) => resultOf(poll, true)), ...older.map((poll) => resultOf(poll, false))]
}

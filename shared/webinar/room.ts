// No zod here: the webinar room imports these, and its page must not load a validation library for them.
// The procedures' schemas are in shared/schemas/webinar-room.ts; the config's in shared/schemas/funnel-configs.ts.

/** Webinar Content's "Playback": a scheduled session runs as one live point for everyone, or the spec's player. */
export const WEBINAR_PLAYBACKS = ['simulated-live', 'on-demand'] as const
export type WebinarPlayback = (typeof WEBINAR_PLAYBACKS)[number]
export const WEBINAR_PLAYBACK_LABELS: Record<WebinarPlayback, string> = {
  'simulated-live': 'Simulated live',
  'on-demand': 'On demand',
}

export const MOMENT_KINDS = ['offer', 'handout', 'poll'] as const
export type MomentKind = (typeof MOMENT_KINDS)[number]
export const MOMENT_KIND_LABELS: Record<MomentKind, string> = { offer: 'Offer', handout: 'Handout', poll: 'Poll' }

interface MomentWindow {
  /** Stable across config versions (the editor gives a new moment one), so reports and answers keep their moment. */
  id: string
  /** Seconds into the video. */
  at: number
  /** Seconds into the video when it goes away; null: until the end (and in the replay, whenever the position is past `at`). */
  until: number | null
}
export interface OfferMoment extends MomentWindow {
  kind: 'offer'
  title: string
  button: string
}
export interface HandoutMoment extends MomentWindow {
  kind: 'handout'
  name: string
  link: string
}
export interface PollMoment extends MomentWindow {
  kind: 'poll'
  question: string
  /** 2–5 choices; an answer is the choice's index. */
  choices: string[]
}
export type WebinarMoment = OfferMoment | HandoutMoment | PollMoment

/** One line of the scripted chat ("mm:ss; name; text"), shown as the live position passes `at`. */
export interface ChatLine {
  at: number
  name: string
  text: string
}

/**
 * What the room is for this registration now:
 * - `live`: a scheduled session under way, one live point (position = server now − start), no seeking;
 * - `replay`: after the session's end (start + the video's length) until the replay window closes, seekable;
 * - `on-demand`: the spec's player (Playback "On demand", no stored session, the 10-minute fallback, a preview);
 * - `closed`: the replay window has closed, the "no longer available" page;
 * - `upcoming`: before the start (the waiting page's business; the room shows its countdown).
 */
export const ROOM_MODES = ['upcoming', 'live', 'replay', 'on-demand', 'closed'] as const
export type RoomMode = (typeof ROOM_MODES)[number]

/** The moments whose window holds the position (a late joiner sees at once what opened before they came). */
export function momentsAt<M extends { at: number; until: number | null }>(
  moments: readonly M[],
  position: number,
): M[] {
  return moments.filter((moment) => position >= moment.at && (moment.until === null || position < moment.until))
}

/** The scripted chat's lines the position has passed, oldest first. */
export function chatLinesUpTo(lines: readonly ChatLine[], position: number): ChatLine[] {
  return lines.filter((line) => line.at <= position).toSorted((a, b) => a.at - b.at)
}

/** Where the live point is, in seconds of the video, given the server's clock (never the device's). */
export function livePosition(serverNowMs: number, startsAtMs: number): number {
  return Math.max(0, (serverNowMs - startsAtMs) / 1000)
}

export interface RoomTimes {
  /** The session's start; null without a stored session (the spec's 10-minute fallback). */
  startsAtMs: number | null
  videoSeconds: number
  replayClosesAtMs: number | null
  playback: WebinarPlayback
}

/** The room's mode at a server time. */
export function roomMode(times: RoomTimes, serverNowMs: number): RoomMode {
  const { startsAtMs, videoSeconds, replayClosesAtMs, playback } = times
  if (replayClosesAtMs !== null && serverNowMs >= replayClosesAtMs) return 'closed'
  if (playback === 'on-demand' || startsAtMs === null) return 'on-demand'
  if (serverNowMs < startsAtMs) return 'upcoming'
  return serverNowMs < startsAtMs + videoSeconds * 1000 ? 'live' : 'replay'
}

/** "mm:ss" (minutes may pass 59: "75:00") to seconds, or null when it is not that shape. */
export function parseTimelineTime(text: string): number | null {
  const match = /^\s*(\d{1,3}):([0-5]\d)\s*$/.exec(text)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** Seconds as the editors write them: "mm:ss", minutes unpadded past 99. */
export function formatTimelineTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

/** The room's texts a visitor reads (Hungarian), in one place for the page and its tests. */
export const RoomMessages = {
  live: 'ÉLŐ',
  join: 'Csatlakozás',
  captions: 'Feliratok',
  questionHeading: 'Kérdése van?',
  questionLabel: 'Az Ön kérdése',
  questionSend: 'Kérdés elküldése',
  questionTooLong: (max: number) => `A kérdés legfeljebb ${max} karakter lehet`,
  questionEmpty: 'Kérjük, írja be a kérdését',
  questionTooMany: 'Most túl sok kérdés érkezett Öntől. Kérjük, próbálja újra néhány perc múlva.',
  questionFailed: 'A kérdést most nem sikerült elküldeni. Kérjük, próbálja újra.',
  questionNeedsRegistration:
    'Kérdést a regisztrációjával küldhet: nyissa meg a webinárium linkjét a visszaigazoló e-mailből.',
  answerHeading: 'Válasz a csapattól',
  yourQuestions: 'Az Ön kérdései',
  questionAskedAt: (time: string) => `Elküldve a videó ${time} pontján`,
  answerPending: 'A csapat hamarosan válaszol, e-mailben is.',
  questionCount: (length: number, max: number) => `${length} / ${max} karakter`,
  chatHeading: 'A webinárium csevegése',
  pollAnswered: 'Köszönjük a válaszát! Az eddigi válaszok megoszlása:',
  pollSend: 'Válasz elküldése',
  offerButtonFallback: 'Megnézem az ajánlatot',
  replay: 'Felvétel',
  pollFailed: 'A válaszát most nem sikerült elküldeni. Kérjük, próbálja újra.',
  pollYourChoice: 'az Ön válasza',
  pollNeedsRegistration:
    'Szavazni a regisztrációjával lehet: nyissa meg a webinárium linkjét a visszaigazoló e-mailből.',
  offerTimeLeft: 'Az ajánlatból hátralévő idő:',
  upcomingHeading: 'A webinárium még nem kezdődött el',
  upcomingStartsIn: 'A kezdésig hátralévő idő:',
  upcomingBack: 'Vissza a várakozó oldalra',
  closedHeading: 'A felvétel lejárt',
} as const

/** Per registration and per client IP; a person asks a few questions in an hour, a script is stopped. */
export const QUESTION_LIMITS = { maxLength: 1000, perRegistration: 5, perIp: 20, windowMs: 10 * 60_000 } as const
/** Per client IP: the room's reports (moments shown and clicked, poll answers, its state every 20 s or so). */
export const ROOM_RATE_LIMIT = { maxRequests: 120, windowMs: 60_000 } as const

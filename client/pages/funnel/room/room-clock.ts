import type { RoomState } from '../../../../shared/schemas/webinar-room'
import { livePosition, type RoomMode } from '../../../../shared/webinar/room'

/**
 * The server's clock as this page sees it: the server's answer, taken as true half-way through the round trip, moved
 * on by the page's monotonic clock (`performance.now()`). The device's wall clock is never read, so a phone set an
 * hour wrong still lands on the live point.
 */
export type ServerClock = (pageNowMs: number) => number

export function serverClock(serverTime: string, askedAtMs: number, answeredAtMs: number): ServerClock {
  const serverAtAnswer = Date.parse(serverTime) + (answeredAtMs - askedAtMs) / 2
  return (pageNowMs) => serverAtAnswer + (pageNowMs - answeredAtMs)
}

/**
 * The room's mode at the server's time now: the state's own mode moved on by the clock, so a session turns live at
 * its start and into the replay at its end without waiting for the next answer.
 */
export function modeAt(state: RoomState, serverNowMs: number): RoomMode {
  const endsAtMs = state.endsAt === null ? null : Date.parse(state.endsAt)
  const closesAtMs = state.replayClosesAt === null ? null : Date.parse(state.replayClosesAt)
  if (closesAtMs !== null && serverNowMs >= closesAtMs) return 'closed'
  if (state.mode === 'upcoming' && state.startsAt !== null && serverNowMs >= Date.parse(state.startsAt)) return 'live'
  if (state.mode === 'upcoming' || state.mode === 'live') {
    if (endsAtMs !== null && serverNowMs >= endsAtMs) return 'replay'
  }
  return state.mode
}

/** The live point in seconds of the video at the server's time now (0 before the start). */
export function livePointAt(state: RoomState, serverNowMs: number): number {
  return state.startsAt === null ? 0 : livePosition(serverNowMs, Date.parse(state.startsAt))
}

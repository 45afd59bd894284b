import { expect, test } from 'vitest'
import { livePointAt, modeAt, serverClock } from '../../client/pages/funnel/room/room-clock'
import { pollShare } from '../../client/pages/funnel/room/poll-card'
import type { RoomState } from '../../shared/schemas/webinar-room'

const START = Date.parse('2026-12-03T18:00:00.000Z')
const MINUTE = 60_000

const liveState = (overrides: Partial<RoomState> = {}): RoomState => ({
  serverTime: new Date(START + 12 * MINUTE).toISOString(),
  mode: 'live',
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(START + 60 * MINUTE).toISOString(),
  replayClosesAt: new Date(START + 3 * 24 * 60 * MINUTE).toISOString(),
  position: 12 * 60,
  known: true,
  polls: [],
  ...overrides,
})

test("the server's time is taken half-way through the round trip and moved on by the page's own clock", () => {
  // Asked at 1 000 ms of the page's clock, answered at 1 400 ms: the server's time was true at 1 200 ms.
  const clock = serverClock(new Date(START).toISOString(), 1000, 1400)
  expect(clock(1400)).toBe(START + 200)
  expect(clock(6400)).toBe(START + 5200)
})

test('the live point is the time since the start by the server, never before 0', () => {
  const state = liveState()
  expect(livePointAt(state, START + 12 * MINUTE)).toBe(12 * 60)
  expect(livePointAt(state, START - MINUTE)).toBe(0)
  expect(livePointAt(liveState({ startsAt: null }), START)).toBe(0)
})

test("the room's mode moves on with the server's clock between two answers", () => {
  const upcoming = liveState({ mode: 'upcoming' })
  expect(modeAt(upcoming, START - 1)).toBe('upcoming')
  expect(modeAt(upcoming, START)).toBe('live')
  expect(modeAt(liveState(), START + 59 * MINUTE)).toBe('live')
  expect(modeAt(liveState(), START + 60 * MINUTE)).toBe('replay')
  expect(modeAt(liveState({ mode: 'replay' }), START + 3 * 24 * 60 * MINUTE)).toBe('closed')
  expect(modeAt(liveState({ mode: 'on-demand', startsAt: null, endsAt: null }), START + 90 * MINUTE)).toBe('on-demand')
})

test("a poll's shares are whole percentages of all answers, 0 before any", () => {
  expect(pollShare([1, 2, 1], 1)).toBe(50)
  expect(pollShare([1, 2], 0)).toBe(33)
  expect(pollShare([0, 0], 0)).toBe(0)
})

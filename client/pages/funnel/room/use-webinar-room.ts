import { useCallback, useEffect, useRef, useState } from 'react'
import type { PollResult } from '../../../../shared/schemas/webinar-room'
import type { WebinarRegistrationRecord } from '../../../../shared/schemas/forms'
import {
  chatLinesUpTo,
  momentsAt,
  type ChatLine,
  type RoomMode,
  type WebinarMoment,
} from '../../../../shared/webinar/room'
import type { WebinarConfig } from '../../../../shared/schemas/funnel-configs'
import { livePointAt, modeAt } from './room-clock'
import { useRoomApi } from './use-room-api'
import { useRoomState } from './use-room-state'

export interface WebinarRoom {
  /** `loading` until the server's first answer; a room whose state cannot be had plays on demand. */
  mode: RoomMode | 'loading'
  /** For the player in a live session: the live point now. */
  livePoint: (() => number) | null
  /** The position now, for whatever records one (a question asked). */
  getPosition: () => number
  /** The player reports its position here. */
  onPlayerPosition: (seconds: number) => void
  /** Before the start: how long until it, by the server's clock. */
  startsInMs: number
  visibleMoments: WebinarMoment[]
  chatLines: ChatLine[]
  /** Whether this registration can answer polls (the server knows it, and this is no preview). */
  canAnswer: boolean
  pollResult: (momentId: string) => PollResult | undefined
  answerPoll: (momentId: string, choice: number) => Promise<void>
  recordClick: (momentId: string) => void
}

/**
 * The room around the player: its mode and live point by the server's clock (never the device's), the moments whose
 * window holds the position (recorded once each as shown), the scripted chat the live point has passed, the polls.
 */
export function useWebinarRoom(
  config: WebinarConfig,
  registration: WebinarRegistrationRecord | undefined,
  preview: boolean,
): WebinarRoom {
  const api = useRoomApi(registration, preview)
  const load = useRoomState(api.fetchState)
  const ready = load.status === 'ready' ? load : null
  const [serverNowMs, setServerNowMs] = useState<number | null>(null)
  const [playerSeconds, setPlayerSeconds] = useState(0)
  const playerPosition = useRef(0)
  const [answers, setAnswers] = useState<Record<string, PollResult>>({})
  const shown = useRef(new Set<string>())

  // The server's clock, read once a second: it turns the room live at the start and into the replay at the end.
  useEffect(() => {
    if (!ready) return
    const tick = () => setServerNowMs(ready.clock(performance.now()))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [ready])

  const mode: WebinarRoom['mode'] = ready
    ? serverNowMs === null
      ? ready.state.mode
      : modeAt(ready.state, serverNowMs)
    : load.status === 'failed'
      ? 'on-demand'
      : 'loading'
  const live = mode === 'live' && ready !== null
  const livePoint = useCallback(() => (ready ? livePointAt(ready.state, ready.clock(performance.now())) : 0), [ready])
  const position = live
    ? serverNowMs === null
      ? (ready.state.position ?? 0)
      : livePointAt(ready.state, serverNowMs)
    : playerSeconds
  const getPosition = useCallback(() => (live ? livePoint() : playerPosition.current), [live, livePoint])

  const visibleMoments = mode === 'loading' ? [] : momentsAt(config.moments, position)
  const visibleKey = visibleMoments.map((moment) => moment.id).join(' ')
  useEffect(() => {
    for (const moment of visibleMoments) {
      if (shown.current.has(moment.id)) continue
      shown.current.add(moment.id)
      api.recordMoment(moment.id, 'shown', getPosition())
    }
    // The visible moments change with their ids; the list itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey, api, getPosition])

  return {
    mode,
    livePoint: live ? livePoint : null,
    getPosition,
    onPlayerPosition: (seconds) => {
      playerPosition.current = seconds
      setPlayerSeconds(Math.floor(seconds))
    },
    startsInMs:
      ready?.state.startsAt && serverNowMs !== null ? Math.max(0, Date.parse(ready.state.startsAt) - serverNowMs) : 0,
    visibleMoments,
    chatLines: live ? chatLinesUpTo(config.chatScript, position) : [],
    canAnswer: !preview && ready?.state.known === true,
    pollResult: (momentId) => answers[momentId] ?? ready?.state.polls.find((poll) => poll.momentId === momentId),
    answerPoll: async (momentId, choice) => {
      const result = await api.answerPoll(momentId, choice, getPosition())
      setAnswers((previous) => ({ ...previous, [momentId]: result }))
    },
    recordClick: (momentId) => api.recordMoment(momentId, 'clicked', getPosition()),
  }
}

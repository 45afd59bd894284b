import { useEffect, useState } from 'react'
import type { RoomState } from '../../../../shared/schemas/webinar-room'
import { serverClock, type ServerClock } from './room-clock'

/** Often enough that a drifting device clock or a changed session is caught, rarely enough for a thousand viewers. */
export const ROOM_STATE_REFRESH_MS = 30_000

export type RoomStateLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; state: RoomState; clock: ServerClock }

/**
 * The room's state from the server, asked at once and every ROOM_STATE_REFRESH_MS, with the server's clock measured
 * at each answer. A failed refresh keeps the last answer (its clock still runs); only a first failure says `failed`.
 */
export function useRoomState(fetchState: (() => Promise<RoomState>) | null): RoomStateLoad {
  const [load, setLoad] = useState<RoomStateLoad>({ status: 'loading' })
  useEffect(() => {
    if (!fetchState) return
    let current = true
    const ask = async () => {
      const askedAt = performance.now()
      try {
        const state = await fetchState()
        const answeredAt = performance.now()
        if (current) setLoad({ status: 'ready', state, clock: serverClock(state.serverTime, askedAt, answeredAt) })
      } catch (error) {
        console.warn("The webinar room's state could not be loaded", error)
        if (current) setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }))
      }
    }
    void ask()
    const timer = setInterval(() => void ask(), ROOM_STATE_REFRESH_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [fetchState])
  return load
}

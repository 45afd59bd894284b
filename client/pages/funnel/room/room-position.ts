import { createContext, useContext } from 'react'

/**
 * The video's position now, in seconds, for the room's parts that record where in the video something happened (a
 * question asked): the live point in a live session, the player's own position otherwise.
 */
export const RoomPositionContext = createContext<() => number>(() => 0)

export const useRoomPosition = (): (() => number) => useContext(RoomPositionContext)

import { useMemo } from 'react'
import type { PollResult, RoomState } from '../../../../shared/schemas/webinar-room'
import type { WebinarRegistrationRecord } from '../../../../shared/schemas/forms'
import { trpc } from '../../../lib/trpc'

export interface RoomApi {
  /** Null until the stored registration (or the admin's preview) is known. */
  fetchState: (() => Promise<RoomState>) | null
  /** Records a moment shown or clicked; never in the way (a failure is logged). */
  recordMoment: (momentId: string, event: 'shown' | 'clicked', position: number) => void
  answerPoll: (momentId: string, choice: number, position: number) => Promise<PollResult>
}

/**
 * The room's procedures for the stored registration, called straight through the client: the state's answer must
 * not come from a cache, since its time is the server's clock. A preview has no registration, so it records nothing.
 */
export function useRoomApi(registration: WebinarRegistrationRecord | undefined, preview: boolean): RoomApi {
  const { client } = trpc.useUtils()
  const reference = preview ? undefined : registration?.submissionId
  const webinarTime = registration?.webinarTime
  const known = registration !== undefined
  return useMemo(
    () => ({
      fetchState: known
        ? () => client.funnel.roomState.query({ registration: reference, webinarTime: reference ? webinarTime : null })
        : null,
      recordMoment: (momentId, event, position) => {
        if (!reference) return
        client.funnel.momentEvent
          .mutate({ registration: reference, momentId, event, position })
          .catch((error: unknown) => console.warn(`The moment ${momentId} (${event}) could not be recorded`, error))
      },
      answerPoll: (momentId, choice, position) =>
        reference
          ? client.funnel.answerPoll.mutate({ registration: reference, momentId, choice, position })
          : Promise.reject(new Error('A preview has no registration to answer with')),
    }),
    [client, known, reference, webinarTime],
  )
}

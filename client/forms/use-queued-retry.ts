import { useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../lib/api-client'
import type { QueuedOutcome } from './form-outbox'

/** While a form's submission waits in the browser's outbox, the open form sends it again this often. */
export const FORM_RETRY_MS = 10_000

export interface RetryProgress {
  /** Sends that did not reach the server, the form's own first one included. */
  failedAttempts: number
  /** A send again is on its way now. */
  sending: boolean
}

/**
 * Sends a form's queued submission (`queuedId`, null when none waits) again while the form stays open: every
 * FORM_RETRY_MS, and at once when the browser comes back online, through the outbox's one run per page (which sends
 * whatever else waits too). Answers each attempt's progress for the form to show; `onOutcome` hears once whether the
 * server saved the submission or refused it for good.
 */
export function useQueuedRetry(
  queuedId: string | null,
  client: ApiClient,
  onOutcome: (outcome: QueuedOutcome) => void,
): RetryProgress | null {
  // The progress of the submission it was counted for: a new one starts from its first failed send.
  const [progress, setProgress] = useState<(RetryProgress & { id: string }) | null>(null)
  // The latest render's, so a re-render does not restart the retries.
  const latest = useRef({ client, onOutcome })
  useEffect(() => {
    latest.current = { client, onOutcome }
  })

  useEffect(() => {
    if (queuedId === null) return
    const failedSoFar = (current: typeof progress) => (current?.id === queuedId ? current.failedAttempts : 1)
    let settled = false
    let inFlight = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopWatching = () => undefined as void
    const outbox = import('./form-outbox')

    const attempt = async () => {
      clearTimeout(timer)
      if (settled || inFlight) return
      inFlight = true
      setProgress((current) => ({ id: queuedId, failedAttempts: failedSoFar(current), sending: true }))
      const stillQueued = await import('./form-outbox-flush')
        .then(async ({ flushQueued }) => {
          await flushQueued(latest.current.client)
          return (await outbox).queuedSubmissions().some((queued) => queued.submissionId === queuedId)
        })
        .catch((error: unknown) => {
          console.warn('The kept submission could not be sent again yet', error)
          return true
        })
      inFlight = false
      if (settled || !stillQueued) return
      setProgress((current) => ({ id: queuedId, failedAttempts: failedSoFar(current) + 1, sending: false }))
      timer = setTimeout(() => void attempt(), FORM_RETRY_MS)
    }
    const retryNow = () => void attempt()

    outbox.then(
      ({ watchQueued }) => {
        if (settled) return
        stopWatching = watchQueued(queuedId, (outcome) => {
          settled = true
          latest.current.onOutcome(outcome)
        })
      },
      (error: unknown) => console.warn('The outbox could not be loaded', error),
    )
    timer = setTimeout(retryNow, FORM_RETRY_MS)
    window.addEventListener('online', retryNow)
    return () => {
      settled = true
      clearTimeout(timer)
      window.removeEventListener('online', retryNow)
      stopWatching()
    }
  }, [queuedId])

  if (queuedId === null) return null
  if (progress?.id !== queuedId) return { failedAttempts: 1, sending: false }
  return { failedAttempts: progress.failedAttempts, sending: progress.sending }
}

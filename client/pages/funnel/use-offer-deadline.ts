import { useEffect } from 'react'
import { OFFER_COUNTDOWN_MS } from '../../../shared/funnel/countdown'
import type { FunnelProgressReceipt } from '../../../shared/funnel/progress'
import { useStoredValue } from '../../hooks/use-stored-value'

/**
 * When the offer runs out: 15 minutes after the visitor first saw it, never after this view. The first view is kept
 * in browser storage and, for a registrant, on the server (`offer_viewed`); the earlier of the two wins, so neither a
 * reload nor a later visit restarts the countdown (UCPD Annex I, point 7: a timer that resets is misleading).
 * `undefined` until the browser storage has been read.
 */
export function useOfferDeadline(reportOfferViewed: () => Promise<FunnelProgressReceipt | null>): number | undefined {
  const [firstViewedAt, setFirstViewedAt] = useStoredValue('offerFirstViewedAt')

  const storageRead = firstViewedAt !== undefined
  useEffect(() => {
    if (!storageRead) return
    const viewedAt = firstViewedAt ?? new Date().toISOString()
    if (!firstViewedAt) setFirstViewedAt(viewedAt)
    let current = true
    void reportOfferViewed().then((receipt) => {
      if (current && receipt && Date.parse(receipt.reachedAt) < Date.parse(viewedAt))
        setFirstViewedAt(receipt.reachedAt)
    })
    return () => {
      current = false
    }
    // Once per page view, when storage has been read; the stored value changing (this effect writes it) is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageRead])

  if (firstViewedAt === undefined) return undefined
  return Date.parse(firstViewedAt ?? new Date().toISOString()) + OFFER_COUNTDOWN_MS
}

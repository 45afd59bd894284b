import { useEffect, useState } from 'react'
import { OFFER_COUNTDOWN_MS } from '../../../shared/funnel/countdown'
import type { FunnelProgressReceipt } from '../../../shared/funnel/progress'
import { useStoredValue } from '../../hooks/use-stored-value'

/**
 * When the offer runs out: 15 minutes after the visitor first saw it, never after this view. The first view is kept
 * in browser storage and, for a registrant, on the server (`offer_viewed`); the earlier of the two wins, so neither a
 * reload nor a later visit restarts the countdown (UCPD Annex I, point 7: a timer that resets is misleading).
 * `undefined` until the browser storage has been read.
 */
export function useOfferDeadline(
  reportOfferViewed: () => Promise<FunnelProgressReceipt | null>,
  /** An admin's preview (or a preview still being checked): the countdown runs from this view, nothing is kept. */
  preview = false,
): number | undefined {
  const [firstViewedAt, setFirstViewedAt] = useStoredValue('offerFirstViewedAt')
  const [openedAt] = useState(() => new Date().toISOString())

  const storageRead = firstViewedAt !== undefined
  useEffect(() => {
    if (!storageRead || preview) return
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
  }, [storageRead, preview])

  if (firstViewedAt === undefined) return undefined
  return Date.parse(preview ? openedAt : (firstViewedAt ?? openedAt)) + OFFER_COUNTDOWN_MS
}

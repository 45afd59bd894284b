import { useEffect, useState } from 'react'
import { COUNTDOWN_TICK_MS } from '../../../shared/funnel/countdown'

/**
 * The current time, updated every second until `until` (milliseconds since the epoch) has come; null during the
 * server render and hydration, so a countdown never renders a time the browser would disagree with, and while
 * there is nothing to count to.
 */
export function useNow(until: number | undefined): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    if (until === undefined) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current >= until) clearInterval(timer)
    }
    const timer = setInterval(tick, COUNTDOWN_TICK_MS)
    tick()
    return () => clearInterval(timer)
  }, [until])
  return now
}

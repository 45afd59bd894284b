import type { FirstTouchValues } from '../../shared/first-touch'
import { firstTouchOfPageLoad } from '../../shared/first-touch-reading'

let firstTouch: FirstTouchValues | null = null

/**
 * Where this visit first came from (its campaign tags, referring site, landing path), sent with every form: read from
 * the address the page was loaded at (its navigation entry keeps it whatever client-side navigation followed) and the
 * referrer, then kept in memory only, never in browser storage, so it needs no consent and ends with the visit.
 * None for a visit from nowhere.
 */
export function visitFirstTouch(): FirstTouchValues | undefined {
  const [pageLoad] = performance.getEntriesByType('navigation')
  firstTouch ??= firstTouchOfPageLoad(pageLoad?.name ?? window.location.href, document.referrer)
  return Object.keys(firstTouch).length > 0 ? firstTouch : undefined
}

import { firstTouchOfPageLoad, type FirstTouchValues } from '../../shared/first-touch'
import { FIRST_PAGE_LOAD } from '../lib/first-page-load'

let firstTouch: FirstTouchValues | undefined

/** Where this visit first came from (its campaign tags, referring site, landing path), sent with every form. */
export function visitFirstTouch(): FirstTouchValues | undefined {
  if (FIRST_PAGE_LOAD === null) return undefined
  firstTouch ??= firstTouchOfPageLoad(FIRST_PAGE_LOAD.address, FIRST_PAGE_LOAD.referrer)
  return firstTouch
}

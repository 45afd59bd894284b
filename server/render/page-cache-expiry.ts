import type { DehydratedState } from '@tanstack/react-query'
import { sessionsChangeAt } from '../../shared/funnel/webinar-sessions'
import type { RegisterConfig } from '../../shared/schemas/funnel-configs'

type QueryExpiryRule = (data: unknown, renderedAt: Date) => number | null

/**
 * Queries whose page shows something that goes out of date with time alone, by tRPC path: the register config's
 * schedule, from which the registration form lists the next sessions at render time. The rule names the first
 * instant that list may differ (shared/funnel/webinar-sessions.ts).
 */
const QUERY_EXPIRY_RULES: Record<string, QueryExpiryRule> = {
  'funnel.registerConfig': (data, renderedAt) => sessionsChangeAt(data as RegisterConfig, renderedAt),
}

/**
 * Until when a page rendered at `renderedAt` (noted before its data was read) may be served from the cache: the
 * earliest expiry of the queries it prefetched, or null when none of them goes out of date by itself.
 */
export function pageCacheExpiry(state: DehydratedState, renderedAt: Date): number | null {
  const expiries = state.queries.flatMap((query) => {
    const [path] = query.queryKey
    const rule = Array.isArray(path) ? QUERY_EXPIRY_RULES[path.join('.')] : undefined
    const expiry = rule?.(query.state.data, renderedAt)
    return expiry === undefined || expiry === null ? [] : [expiry]
  })
  return expiries.length === 0 ? null : Math.min(...expiries)
}

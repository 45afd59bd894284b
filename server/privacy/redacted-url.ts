import { ADMIN_TAB_PARAM, PREVIEW_PARAM } from '../../shared/admin-params'
import { BLOG_CATEGORY_PARAM } from '../../shared/blog'
import { FORM_SENT_PARAMS } from '../../shared/form-pages'
import { UNSUBSCRIBE_PARAMS } from '../../shared/funnel/personal-link-paths'

export const REDACTED = '[redacted]'

/**
 * Query parameters whose values say how the site was used, not who used it: kept in the log. Every other value (a
 * search, an address, a token, an id that names a person's row, anything added later) is redacted.
 */
const KEPT_PARAMS = new Set([
  BLOG_CATEGORY_PARAM,
  ADMIN_TAB_PARAM,
  PREVIEW_PARAM,
  FORM_SENT_PARAMS.form,
  UNSUBSCRIBE_PARAMS.done,
  'batch',
  'utm_source',
  'utm_medium',
  'utm_campaign',
])

/** tRPC's GET input: its shape stays readable, every text in it (a search, an address, a token) is redacted. */
const TRPC_INPUT_PARAM = 'input'

const EMAIL_SHAPED = /@|%40/i

/**
 * A request's address as the log keeps it: the path with any segment shaped like an e-mail address redacted, and
 * the query with only the values of `KEPT_PARAMS` and the numbers of tRPC's input left (issue 37: searches,
 * addresses and tokens never reach the access log).
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const redactedPath = path
    .split('/')
    .map((segment) => (EMAIL_SHAPED.test(segment) ? REDACTED : segment))
    .join('/')
  if (queryStart === -1) return redactedPath
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map(redactedQueryPair)
    .join('&')
  return `${redactedPath}?${query}`
}

function redactedQueryPair(pair: string): string {
  const equals = pair.indexOf('=')
  const rawName = equals === -1 ? pair : pair.slice(0, equals)
  const name = decodedOrNull(rawName.replace(/\+/g, ' '))
  if (name === null || EMAIL_SHAPED.test(rawName)) return REDACTED
  if (equals === -1) return rawName
  const rawValue = pair.slice(equals + 1)
  if (KEPT_PARAMS.has(name) && !EMAIL_SHAPED.test(rawValue)) return pair
  if (name === TRPC_INPUT_PARAM) return `${rawName}=${redactedTrpcInput(rawValue)}`
  return `${rawName}=${REDACTED}`
}

function redactedTrpcInput(rawValue: string): string {
  const text = decodedOrNull(rawValue)
  if (text === null) return REDACTED
  try {
    return JSON.stringify(withoutTexts(JSON.parse(text)))
  } catch {
    return REDACTED
  }
}

/** The value with every string replaced; numbers, booleans, null and the keys stay. */
function withoutTexts(value: unknown): unknown {
  if (typeof value === 'string') return REDACTED
  if (Array.isArray(value)) return value.map(withoutTexts)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutTexts(inner)]))
  }
  return value
}

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

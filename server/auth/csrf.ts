import type { FastifyRequest } from 'fastify'
import { UNSUBSCRIBE_PATH } from '../../shared/funnel/personal-link'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Writes that carry their own credential in the address and use no session: RFC 8058's one-click unsubscribe is
 * posted by the mail provider's server, without an Origin, and a forged one could only unsubscribe its own token.
 */
const TOKEN_AUTHENTICATED_WRITES = new Set([UNSUBSCRIBE_PATH])

/**
 * Lucia's CSRF rule: a state-changing request must come from our own pages. Browsers always send Origin on
 * cross-site POSTs (form posts included, whatever the content type), and Sec-Fetch-Site where supported.
 */
export function isCrossSiteWrite(request: FastifyRequest, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  if (TOKEN_AUTHENTICATED_WRITES.has(request.url.split('?')[0]!)) return false
  if (request.headers['sec-fetch-site'] === 'same-origin') return false
  const origin = request.headers.origin
  if (!origin) return true
  if (origin === siteOrigin) return false
  const host = request.headers.host
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`)
}

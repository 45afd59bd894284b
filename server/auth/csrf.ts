import type { FastifyRequest } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Lucia's CSRF rule: a state-changing request must come from our own pages. Browsers always send Origin on
 * cross-site POSTs (form posts included, whatever the content type), and Sec-Fetch-Site where supported.
 */
export function isCrossSiteWrite(request: FastifyRequest, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  if (request.headers['sec-fetch-site'] === 'same-origin') return false
  const origin = request.headers.origin
  if (!origin) return true
  if (origin === siteOrigin) return false
  const host = request.headers.host
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`)
}

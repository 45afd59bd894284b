import type { Server } from 'node:http'
import type { FastifyHttpOptions } from 'fastify'

/** How long the server waits on a caller (docs/decisions.md has the reasons for each number). */
export interface HttpTimeouts {
  /** The whole request, headers and body: a 5 MB cover (6.7 MB as sent) must fit over a slow mobile link. */
  requestMs: number
  /** The request's headers, a few KB. */
  headersMs: number
  /** A connection on which nothing moves, in either direction, while a request is open. */
  idleMs: number
  /** A kept-alive connection between requests; longer than the reverse proxy's own (deploy/Caddyfile). */
  keepAliveMs: number
  /** How often Node looks for requests past `requestMs` or `headersMs`, so each is cut at most this much late. */
  checkEveryMs: number
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 120_000,
  headersMs: 15_000,
  idleMs: 30_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5000,
}

/**
 * Fastify's server options for the timeouts. Fastify leaves the whole request unbounded unless told
 * (https://fastify.dev/docs/latest/Reference/Server/#requesttimeout); the headers' bound and the checking interval are
 * Node's (https://nodejs.org/api/http.html#httpcreateserveroptions-requestlistener).
 */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  } satisfies FastifyHttpOptions<Server>
}

import type { FastifyRequest } from 'fastify'
import { redactedUrl } from './redacted-url'

/**
 * What each request's log lines say about it: Fastify's own fields (lib/logger-pino.js) with the address redacted
 * (./redacted-url.ts). https://fastify.dev/docs/latest/Reference/Logging/#log-serializers
 */
export function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

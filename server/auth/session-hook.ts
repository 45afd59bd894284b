import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppServices } from '../services/app-services'
import { SESSION_COOKIE_NAME, validateSessionToken, type ValidatedSession } from './session'
import { sessionCookieFor } from './session-cookie'

declare module 'fastify' {
  interface FastifyRequest {
    session: ValidatedSession | null
  }
}

/** Routes that may need the signed-in user: tRPC, rendered pages and the admin's downloads, not static files. */
function needsSession(request: FastifyRequest): boolean {
  return (
    request.url.startsWith('/trpc/') || request.url.startsWith('/admin/export/') || request.routeOptions.url === '/*'
  )
}

/**
 * Validates the session cookie once per request; a stale cookie is cleared, a renewed session re-sent. It runs as the
 * request arrives, before its body is read, so the body's limit can depend on who sends it (server/trpc/body-limit.ts).
 * https://fastify.dev/docs/latest/Reference/Lifecycle/
 */
export const sessionHook = fp((app: FastifyInstance, { services }: { services: AppServices }, done: () => void) => {
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE_NAME]
    if (!token || !needsSession(request)) return
    const validated = await validateSessionToken(services.db.db, token)
    const cookie = sessionCookieFor(reply, services.env)
    if (!validated) {
      cookie.clear()
      return
    }
    request.session = validated
    cookie.set(token, validated.session.expiresAt)
  })
  done()
})

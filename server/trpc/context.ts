import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { ValidatedSession } from '../auth/session'
import type { DbHandle } from '../db/client'
import type { Database } from '../db/schema'
import type { AppServices } from '../services/app-services'
import { sessionCookieFor, type SessionCookieJar } from '../auth/session-cookie'

export interface ContextInner {
  db: Kysely<Database>
  dialect: DbHandle['dialect']
  services: AppServices
  session: ValidatedSession | null
  sessionCookie: SessionCookieJar
  clientIp: string
  log: FastifyBaseLogger
}

export type Context = ContextInner

/** The context without HTTP, for tests and server-side rendering. */
export function createContextInner(inner: ContextInner): Context {
  return inner
}

/** The context of one HTTP request, for tRPC calls and page renders alike; the session hook validated the cookie. */
export function contextForRequest(services: AppServices, request: FastifyRequest, reply: FastifyReply): Context {
  return createContextInner({
    db: services.db.db,
    dialect: services.db.dialect,
    services,
    session: request.session,
    sessionCookie: sessionCookieFor(reply, services.env),
    clientIp: request.ip,
    log: request.log,
  })
}

/** The per-request context of the tRPC adapter. */
export function createContextFactory(services: AppServices) {
  return ({ req, res }: CreateFastifyContextOptions): Context => contextForRequest(services, req, res)
}

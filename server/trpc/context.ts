import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ValidatedSession } from '../auth/session'
import type { DbHandle } from '../db/client'
import type { Database } from '../db/schema'
import type { AppServices } from '../services/app-services'
import { sessionCookieFor } from '../auth/session-cookie'

/** Where a procedure puts or removes the session cookie; tests pass a recorder. */
export interface SessionCookieJar {
  set(token: string, expiresAt: number): void
  clear(): void
}

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

/** The per-request context of the tRPC adapter; the session was validated by the app's onRequest hook. */
export function createContextFactory(services: AppServices) {
  return function createContext({ req, res }: CreateFastifyContextOptions): Context {
    return createContextInner({
      db: services.db.db,
      dialect: services.db.dialect,
      services,
      session: req.session,
      sessionCookie: sessionCookieFor(res, services.env),
      clientIp: req.ip,
      log: req.log,
    })
  }
}

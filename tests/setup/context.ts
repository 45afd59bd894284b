import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import type { ValidatedSession } from '../../server/auth/session'
import type { DbHandle } from '../../server/db/client'
import { envWith, type Env } from '../../server/env'
import { createAppServices, type AppServices } from '../../server/services/app-services'
import { createContextInner, type Context } from '../../server/trpc/context'
import { createCaller } from '../../server/trpc/root'

export interface CookieRecord {
  token: string | null
  expiresAt: number | null
  cleared: boolean
}

export interface TestCallerOptions {
  session?: ValidatedSession | null
  clientIp?: string
  services?: AppServices
  env?: Partial<Record<keyof Env, string>>
  /** The request logger procedures see; silent unless a test watches it. */
  log?: FastifyBaseLogger
}

/** A tRPC caller over a real database, as a request from `clientIp` with an optional session would get. */
export function testCaller(db: DbHandle, options: TestCallerOptions = {}) {
  const services = options.services ?? createAppServices(envWith({ NODE_ENV: 'test', ...options.env }), db)
  const cookie: CookieRecord = { token: null, expiresAt: null, cleared: false }
  const ctx: Context = createContextInner({
    db: db.db,
    dialect: db.dialect,
    services,
    session: options.session ?? null,
    sessionCookie: {
      set: (token, expiresAt) => Object.assign(cookie, { token, expiresAt, cleared: false }),
      clear: () => Object.assign(cookie, { token: null, expiresAt: null, cleared: true }),
    },
    clientIp: options.clientIp ?? '203.0.113.7',
    log: options.log ?? pino({ level: 'silent' }),
  })
  return { caller: createCaller(ctx), cookie, ctx, services }
}

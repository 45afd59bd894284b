import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { deleteExpiredPasswordTokens } from '../repositories/password-token.repository'
import { deleteExpiredSessions } from '../repositories/session.repository'

const SWEEP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes expired sessions and expired set-password links when the app is ready and hourly after; validation also
 * drops a session it finds expired, and an expired link is refused whether or not it was swept yet.
 */
export function sweepExpiredSessions(app: FastifyInstance, db: Kysely<Database>): void {
  const sweep = () => {
    const now = Date.now()
    Promise.all([deleteExpiredSessions(db, now), deleteExpiredPasswordTokens(db, now)]).then(
      ([sessions, links]) => {
        if (sessions > 0) app.log.info({ count: sessions }, 'deleted expired sessions')
        if (links > 0) app.log.info({ count: links }, 'deleted expired set-password links')
      },
      (error: unknown) => app.log.error({ err: error }, 'session sweep failed'),
    )
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', () => {
    sweep()
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref()
  })
  app.addHook('onClose', () => clearInterval(timer))
}

import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { deleteExpiredSessions } from '../repositories/session.repository'

const SWEEP_INTERVAL_MS = 60 * 60 * 1000

/** Deletes expired sessions when the app is ready and hourly after; validation also drops one it finds expired. */
export function sweepExpiredSessions(app: FastifyInstance, db: Kysely<Database>): void {
  const sweep = () => {
    deleteExpiredSessions(db, Date.now()).then(
      (count) => count > 0 && app.log.info({ count }, 'deleted expired sessions'),
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

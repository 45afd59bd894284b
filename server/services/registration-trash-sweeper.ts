import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { TRASH_RETENTION_DAYS } from '../../shared/schemas/admin-registrations'
import { clearErasedRows } from '../db/erased-rows'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { purgeRegistrationsTrashedBefore } from '../repositories/registration.repository'

const SWEEP_INTERVAL_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes for good the registrations that have been in the trash longer than TRASH_RETENTION_DAYS; returns how many. */
export async function purgeExpiredTrash(db: Kysely<Database>, now: number): Promise<number> {
  const purged = await purgeRegistrationsTrashedBefore(db, toIsoTime(new Date(now - TRASH_RETENTION_DAYS * DAY_MS)))
  if (purged > 0) await clearErasedRows(db)
  return purged
}

/**
 * Empties the trash of what has stayed its time, when the app is ready and hourly after, as the session sweep does
 * (docs/decisions.md: until issue 23's job outbox). With several instances each sweeps; a row two purge at once is
 * deleted once.
 */
export function sweepRegistrationTrash(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  const sweep = () => {
    purgeExpiredTrash(db, now()).then(
      (count) => count > 0 && app.log.info({ count }, 'purged registrations from the trash'),
      (error: unknown) => app.log.error({ err: error }, 'trash sweep failed'),
    )
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', () => {
    sweep()
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref()
  })
  app.addHook('onClose', () => clearInterval(timer))
}

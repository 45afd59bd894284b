import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { ADMIN_INVITATION_JOB } from '../mail/admin-invitation-email'
import { MAIL_JOB_KIND } from './mail-job'
import { clearFinishedPayloads } from './outbox.repository'

const SWEEP_INTERVAL_MS = 60 * 60 * 1000
/** How long a failed message keeps its payload: the admin's health view counts the failures of the last day. */
const FAILED_PAYLOAD_KEPT_MS = 24 * 60 * 60 * 1000
/** Kinds whose payload is the message itself (its address, text and any link), not a reference to what it is about. */
const MESSAGE_KINDS = [MAIL_JOB_KIND, ADMIN_INVITATION_JOB]

/** Empties the payloads of finished messages (sent, skipped, failed for a day); answers how many. */
export function clearFinishedMessagePayloads(db: Kysely<Database>, now: number): Promise<number> {
  return clearFinishedPayloads(db, { kinds: MESSAGE_KINDS, failedBefore: now - FAILED_PAYLOAD_KEPT_MS })
}

/**
 * A finished message's row keeps its state and times for the admin but not what it said or to whom: swept when the
 * app is ready and hourly after, as the session and trash sweeps are. With several instances each sweeps.
 */
export function sweepFinishedMessagePayloads(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  const sweep = () => {
    clearFinishedMessagePayloads(db, now()).then(
      (count) => count > 0 && app.log.info({ count }, 'emptied the payloads of finished outbox messages'),
      (error: unknown) => app.log.error({ err: error }, 'outbox payload sweep failed'),
    )
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', () => {
    sweep()
    timer = setInterval(sweep, SWEEP_INTERVAL_MS).unref()
  })
  app.addHook('onClose', () => clearInterval(timer))
}

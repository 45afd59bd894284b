import type { Kysely } from 'kysely'
import { LINK_REQUEST_RATE_LIMIT, type LinkRequestOutcome } from '../../shared/funnel/registrant-notices'
import type { Database } from '../db/schema'
import { registrantNoticeJob } from '../mail/registrant-notice-job'
import { enqueueJobs } from '../outbox/outbox.repository'
import { rateLimitSubject } from '../rate-limit-subject'
import { findCurrentAttendeeByEmail } from '../repositories/webinar-attendee.repository'
import type { RateLimitStore } from '../services/form-guard/rate-limit-store'
import { addressMayGetMail } from './address-mail-allowance'
import { replayDays } from './replay-window'

const DAY_MS = 86_400_000

export interface PersonalLinkRequestDeps {
  db: Kysely<Database>
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/**
 * "Send my personal link again" (/w without a token): the link goes by e-mail, through the outbox, to the address of
 * a current registration and nowhere else, within the address's daily allowance. The outcome is the same whether or
 * not the address is registered; only the per-IP allowance refuses.
 */
export async function requestPersonalLink(deps: PersonalLinkRequestDeps, email: string): Promise<LinkRequestOutcome> {
  const now = deps.now()
  const { maxRequests, windowMs } = LINK_REQUEST_RATE_LIMIT
  if (!(await deps.rateLimits.tryHit(`link-request:${rateLimitSubject(deps.clientIp)}`, maxRequests, windowMs, now))) {
    return 'tooMany'
  }
  const startedAfter = new Date(now - (await replayDays(deps.db)) * DAY_MS).toISOString()
  const attendee = await findCurrentAttendeeByEmail(deps.db, email.toLowerCase(), startedAfter)
  if (attendee && (await addressMayGetMail(deps.db, email, now))) {
    await enqueueJobs(deps.db, [registrantNoticeJob(attendee.registrationId, { notice: 'personal_link' }, now)], now)
  }
  return 'sent'
}

import type { Kysely } from 'kysely'
import { PersonalLinkMessages, type PersonalLinkDestination } from '../../shared/funnel/personal-link'
import type { WebinarRegistrationRecord } from '../../shared/schemas/forms'
import type { PersonalLinkInput } from '../../shared/schemas/funnel-progress'
import type { Database } from '../db/schema'
import { rateLimitSubject } from '../rate-limit-subject'
import { stepsReached } from '../repositories/funnel-progress.repository'
import { findStoredRegistration } from '../repositories/registration.repository'
import { findAttendeeByLinkHash } from '../repositories/webinar-attendee.repository'
import { DomainError } from '../services/domain-error'
import type { RateLimitStore } from '../services/form-guard/rate-limit-store'
import { currentFunnelConfig } from '../services/funnel.service'
import { linkTokenHash } from './personal-link'
import { replayEndsAt } from './replay-window'

/** Per client IP: a person opens their link a few times; a script guessing tokens (2^256 of them) gets nowhere. */
export const PERSONAL_LINK_RATE_LIMIT = { maxOpens: 30, windowMs: 60_000 } as const

export type PersonalLinkOpening =
  | {
      status: 'open'
      registration: WebinarRegistrationRecord
      destination: PersonalLinkDestination
      /** When the registrant first saw the offer, on any device: its 15 minutes run from then. */
      offerFirstViewedAt: string | null
    }
  | { status: 'expired' }

export interface PersonalLinkDeps {
  db: Kysely<Database>
  rateLimits: RateLimitStore
  now: () => number
  clientIp: string
}

/**
 * What a personal link restores in any browser: the registration as the register form stores it, when it first saw
 * the offer, and where to go now (the waiting page before the start, the webinar from then on while the replay is
 * open; the offer, for the offer reminder's link of someone who has seen it). A wrong or erased token is not found.
 */
export async function openPersonalLink(deps: PersonalLinkDeps, input: PersonalLinkInput): Promise<PersonalLinkOpening> {
  const now = deps.now()
  const { maxOpens, windowMs } = PERSONAL_LINK_RATE_LIMIT
  if (!(await deps.rateLimits.tryHit(`personal-link:${rateLimitSubject(deps.clientIp)}`, maxOpens, windowMs, now))) {
    throw new DomainError('too-many-requests', 'Rate limit exceeded')
  }
  const attendee = await findAttendeeByLinkHash(deps.db, linkTokenHash(input.token))
  const stored = attendee && (await findStoredRegistration(deps.db, attendee.registrationId))
  if (!attendee || !stored || stored.deletedAt) throw new DomainError('not-found', PersonalLinkMessages.notFound)
  const { registration } = stored

  const config = await currentFunnelConfig(deps.db, 'register')
  if (now >= Date.parse(replayEndsAt(attendee.webinarTime, config.schedule.replayDays))) return { status: 'expired' }
  const offerFirstViewedAt = (await stepsReached(deps.db, attendee.registrationId)).get('offer_viewed') ?? null
  return {
    status: 'open',
    registration: {
      fullName: registration.fullName,
      email: registration.email,
      registrationDate: registration.registrationDate,
      webinarTime: attendee.webinarTime,
      hostName: config.hostName,
      hostTitle: config.hostTitle,
      ...(registration.submissionId && { submissionId: registration.submissionId }),
    },
    destination:
      input.to === 'offer' && offerFirstViewedAt
        ? '/offer'
        : now < Date.parse(attendee.webinarTime)
          ? '/waiting'
          : '/webinar',
    offerFirstViewedAt,
  }
}

import type { Kysely } from 'kysely'
import type { ChangeConfirmOutcome } from '../../shared/funnel/registrant-notices'
import { REGISTRANT_CHANGE_AUTHOR } from '../../shared/schemas/admin-registrations'
import type { RegistrationMetadata } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { cancelPlannedJobs } from '../outbox/outbox.repository'
import {
  findChangeRequestByLinkHashForUpdate,
  markChangeRequestApplied,
} from '../repositories/registration-change-request.repository'
import { insertRegistrationChanges, type NewRegistrationChange } from '../repositories/registration-change.repository'
import { findStoredRegistration, updateRegistrationIfUnchanged } from '../repositories/registration.repository'
import { findAttendee, moveAttendee } from '../repositories/webinar-attendee.repository'
import { nextUpdatedAt } from '../services/registration-admin.service'
import { linkTokenHash } from './personal-link'
import { planWebinarRegistrationEmails } from './webinar-registration'

export interface ChangeRequestDeps {
  db: Kysely<Database>
  now: () => number
}

/**
 * The owner of an address applies what a form asked of their registration, by the link of the "already registered"
 * e-mail: the session it asked for (a new calendar SEQUENCE, the old plan cancelled, the new one planned), the
 * marketing consent it gave (from now; one already given stays) and the visit's campaign, kept with the earlier ones.
 * The name and an unsubscribe stay as they are (an unsubscribed registrant is planned no e-mails). Each change is in the history as the registrant's. A second use of
 * the link changes nothing; a session already begun cannot be asked for any more.
 */
export async function applyChangeRequest(deps: ChangeRequestDeps, token: string): Promise<ChangeConfirmOutcome> {
  const now = deps.now()
  const at = toIsoTime(new Date(now))
  return deps.db.transaction().execute(async (trx): Promise<ChangeConfirmOutcome> => {
    const request = await findChangeRequestByLinkHashForUpdate(trx, linkTokenHash(token))
    if (!request) return 'invalid'
    if (request.appliedAt) return 'applied'
    const [stored, attendee] = await Promise.all([
      findStoredRegistration(trx, request.registrationId),
      findAttendee(trx, request.registrationId),
    ])
    if (!stored || stored.deletedAt || !attendee) return 'invalid'
    const { requested } = request
    if (Date.parse(requested.webinarTime) <= now) return 'expired'

    const current = stored.registration
    const timeChanged = attendee.webinarTime !== requested.webinarTime
    const consentGiven = requested.marketingConsent !== undefined && current.metadata.marketingConsent === undefined
    const laterTouches = laterTouchesOf(current.metadata)
    const metadata: RegistrationMetadata = {
      ...current.metadata,
      webinarTime: requested.webinarTime,
      ...(consentGiven && { marketingConsent: { version: requested.marketingConsent!.version, givenAt: at } }),
      ...(requested.touch && { laterTouches: [...laterTouches, { ...requested.touch, at: request.createdAt }] }),
    }
    const updatedAt = nextUpdatedAt(current.updatedAt, now)
    if (!(await updateRegistrationIfUnchanged(trx, current.id, current.updatedAt, { metadata }, updatedAt))) {
      throw new Error(`registration ${current.id} changed while its owner's change was applied`)
    }
    const history: NewRegistrationChange[] = []
    if (timeChanged) {
      history.push({
        registrationId: current.id,
        field: 'webinarTime',
        oldValue: attendee.webinarTime,
        newValue: requested.webinarTime,
      })
      await moveAttendee(trx, current.id, requested, at)
      await cancelPlannedJobs(trx, { registrationId: current.id })
    }
    if (consentGiven)
      history.push({ registrationId: current.id, field: 'marketingConsent', oldValue: null, newValue: at })
    await insertRegistrationChanges(
      trx,
      { opId: null, adminUserId: null, adminEmail: REGISTRANT_CHANGE_AUTHOR, createdAt: at },
      history,
    )
    // An unsubscribed registrant stays so (undoing it on the unsubscribe page plans what is then ahead).
    if ((timeChanged || consentGiven) && !attendee.unsubscribedAt) {
      await planWebinarRegistrationEmails(
        trx,
        {
          registration: current,
          sequence: timeChanged ? attendee.calendarSequence + 1 : attendee.calendarSequence,
        },
        { ...requested, marketingConsent: metadata.marketingConsent !== undefined },
        now,
      )
    }
    await markChangeRequestApplied(trx, request.id, at)
    return 'applied'
  })
}

const laterTouchesOf = (metadata: RegistrationMetadata): unknown[] =>
  Array.isArray(metadata.laterTouches) ? (metadata.laterTouches as unknown[]) : []

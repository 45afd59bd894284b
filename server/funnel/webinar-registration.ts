import type { Transaction } from 'kysely'
import { planWebinarEmails, type PlannedEmail } from '../../shared/funnel/webinar-emails'
import type { Registration, RegistrationMetadata } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { cancelPlannedJobs, enqueueJobs } from '../outbox/outbox.repository'
import {
  findRegistrationById,
  insertRegistration,
  updateRegistrationIfUnchanged,
  type NewRegistration,
} from '../repositories/registration.repository'
import { replaceSearchWords } from '../repositories/registration-search.repository'
import {
  findCurrentAttendeeByEmail,
  insertAttendee,
  moveAttendee,
  type WebinarAttendee,
} from '../repositories/webinar-attendee.repository'
import { webinarEmailJob } from '../mail/webinar-email-job'
import type { SavedSubmission } from '../services/form-submission.service'
import { linkTokenHash, newLinkNonce, personalLinkToken } from './personal-link'

const DAY_MS = 86_400_000

export interface WebinarRegistrationDeps {
  /** The server's key the personal links are made with. */
  key: Buffer
  now: number
  /** How many days the replay stays open after the start: a registration is current until then. */
  replayDays: number
}

/**
 * Stores a webinar registration with its attendee record and plans its e-mails, in the caller's transaction. The
 * same address registering again while its registration is current (its replay still open) moves that registration
 * to the new session instead of adding a row: the calendar SEQUENCE goes up, what was planned for the old time is
 * cancelled and the new time planned. Its submission id stays the first one, which the browser's funnel steps name.
 */
export async function saveWebinarRegistration(
  trx: Transaction<Database>,
  deps: WebinarRegistrationDeps,
  registration: NewRegistration & { registrationDate: string },
  session: { webinarTime: string; justInTime: boolean },
): Promise<SavedSubmission> {
  const emailKey = registration.email.toLowerCase()
  const nowIso = new Date(deps.now).toISOString()
  const marketingConsent = registration.metadata.marketingConsent !== undefined
  const current = await findCurrentAttendeeByEmail(
    trx,
    emailKey,
    new Date(deps.now - deps.replayDays * DAY_MS).toISOString(),
  )
  if (current) {
    const moved = await moveRegistration(trx, current, registration, session, nowIso)
    await planEmails(trx, moved, { ...session, marketingConsent }, deps.now)
    return { registration: moved.registration, created: false, moved: true }
  }

  const inserted = await insertRegistration(trx, registration)
  if (!inserted.created) return inserted
  const linkNonce = newLinkNonce()
  await insertAttendee(trx, {
    registrationId: inserted.registration.id,
    emailKey,
    webinarTime: session.webinarTime,
    justInTime: session.justInTime,
    linkNonce,
    linkHash: linkTokenHash(personalLinkToken(deps.key, linkNonce)),
    now: nowIso,
  })
  await planEmails(
    trx,
    { registration: inserted.registration, sequence: 0 },
    { ...session, marketingConsent },
    deps.now,
  )
  return inserted
}

async function moveRegistration(
  trx: Transaction<Database>,
  attendee: WebinarAttendee,
  registration: NewRegistration,
  session: { webinarTime: string; justInTime: boolean },
  nowIso: string,
): Promise<{ registration: Registration; sequence: number }> {
  const stored = await findRegistrationById(trx, attendee.registrationId)
  if (!stored) throw new Error(`webinar attendee ${attendee.registrationId} has no registration`)
  const timeChanged = attendee.webinarTime !== session.webinarTime
  const changes = {
    fullName: registration.fullName,
    email: registration.email,
    // The first touch is the first one: a later registration of the same person keeps where they first came from.
    metadata: { ...stored.metadata, ...registration.metadata, ...withFirstTouch(stored.metadata) },
  }
  // Compare and set, like the admin's edits: an edit in the same moment fails this save (the browser's form outbox
  // sends it again) rather than being overwritten.
  if (!(await updateRegistrationIfUnchanged(trx, stored.id, stored.updatedAt, changes, nowIso))) {
    throw new Error(`registration ${stored.id} changed while it was moved to a new session`)
  }
  await replaceSearchWords(trx, stored.id, changes)
  if (timeChanged) {
    await moveAttendee(trx, stored.id, session, nowIso)
    await cancelPlannedJobs(trx, { registrationId: stored.id })
  }
  const moved = await findRegistrationById(trx, stored.id)
  return {
    registration: moved!,
    sequence: timeChanged ? attendee.calendarSequence + 1 : attendee.calendarSequence,
  }
}

/** Puts the registration's e-mails in the outbox; a plan made before for the same start inserts nothing again. */
async function planEmails(
  trx: Transaction<Database>,
  { registration, sequence }: { registration: Registration; sequence: number },
  attendee: { webinarTime: string; justInTime: boolean; marketingConsent: boolean },
  now: number,
): Promise<void> {
  const planned: PlannedEmail[] = planWebinarEmails(attendee, now)
  await enqueueJobs(
    trx,
    planned.map((email) => webinarEmailJob(registration.id, email, { webinarTime: attendee.webinarTime, sequence })),
    now,
  )
}

const withFirstTouch = ({ firstTouch }: RegistrationMetadata) => (firstTouch ? { firstTouch } : {})

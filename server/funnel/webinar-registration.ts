import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { planWebinarEmails, type PlannedEmail } from '../../shared/funnel/webinar-emails'
import type { FormReceipt } from '../../shared/schemas/forms'
import type { Registration } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { isUniqueViolation } from '../db/unique-violation'
import { registrantNoticeJob } from '../mail/registrant-notice-job'
import { webinarEmailJob } from '../mail/webinar-email-job'
import { enqueueJobs } from '../outbox/outbox.repository'
import {
  findChangeRequestBySubmissionId,
  insertChangeRequest,
  type ChangeRequest,
  type RequestedChange,
} from '../repositories/registration-change-request.repository'
import { findRegistrationById, insertRegistration, type NewRegistration } from '../repositories/registration.repository'
import { findCurrentAttendeeByEmail, insertAttendee } from '../repositories/webinar-attendee.repository'
import { FormRejection } from '../services/form-guard/form-guard'
import type { SavedSubmission } from '../services/form-submission.service'
import { addressMayGetMail } from './address-mail-allowance'
import { changeRequestToken, linkTokenHash, newLinkNonce, personalLinkToken } from './personal-link'

const DAY_MS = 86_400_000

export interface WebinarRegistrationDeps {
  /** The server's key the personal links are made with. */
  key: Buffer
  now: number
  /** How many days the replay stays open after the start: a registration is current until then. */
  replayDays: number
}

/**
 * Stores a webinar registration with its attendee record and plans its e-mails, in the caller's transaction. An
 * address whose registration is current (its replay still open) changes nothing of it: what the form asked for is
 * kept as a request, the address gets an "already registered" e-mail (within its daily allowance) whose link lets
 * its owner apply it, and the form is answered as for a new registration, with its own submission id as a pending
 * reference that names no registration (docs/decisions.md).
 */
export async function saveWebinarRegistration(
  trx: Transaction<Database>,
  deps: WebinarRegistrationDeps,
  registration: NewRegistration & { registrationDate: string },
  session: { webinarTime: string; justInTime: boolean },
): Promise<SavedSubmission> {
  const emailKey = registration.email.toLowerCase()
  const nowIso = new Date(deps.now).toISOString()
  const current = await findCurrentAttendeeByEmail(
    trx,
    emailKey,
    new Date(deps.now - deps.replayDays * DAY_MS).toISOString(),
  )
  if (current) return requestChange(trx, deps, current.registrationId, registration, session)

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
  await planWebinarRegistrationEmails(
    trx,
    { registration: inserted.registration, sequence: 0 },
    { ...session, marketingConsent: registration.metadata.marketingConsent !== undefined },
    deps.now,
  )
  return inserted
}

async function requestChange(
  trx: Transaction<Database>,
  deps: WebinarRegistrationDeps,
  registrationId: number,
  registration: NewRegistration & { registrationDate: string },
  session: { webinarTime: string; justInTime: boolean },
): Promise<SavedSubmission> {
  const { marketingConsent, firstTouch } = registration.metadata
  const requested: RequestedChange = {
    ...session,
    ...(marketingConsent && { marketingConsent }),
    ...(firstTouch && { touch: firstTouch }),
  }
  const linkNonce = newLinkNonce()
  let requestId: number
  try {
    requestId = await insertChangeRequest(trx, {
      registrationId,
      submissionId: registration.submissionId,
      contentHash: contentHashOf(registration),
      linkNonce,
      linkHash: linkTokenHash(changeRequestToken(deps.key, linkNonce)),
      requested,
      createdAt: registration.registrationDate,
    })
  } catch (error) {
    // The same submission sent twice at once: the first one's request answers both.
    const stored = isUniqueViolation(error) && (await findChangeRequestBySubmissionId(trx, registration.submissionId))
    if (!stored) throw error
    return { pending: pendingReceiptOf(stored) }
  }
  const stored = await findRegistrationById(trx, registrationId)
  if (stored && (await addressMayGetMail(trx, stored.email, deps.now))) {
    await enqueueJobs(
      trx,
      [registrantNoticeJob(registrationId, { notice: 'already_registered', requestId }, deps.now)],
      deps.now,
    )
  }
  return {
    pending: {
      submissionId: registration.submissionId,
      registrationDate: registration.registrationDate,
      webinarTime: session.webinarTime,
    },
  }
}

/**
 * A resend of a submission that became a pending request: the same receipt as the first time, or, with other
 * content under the same id, the conflict a stored registration would answer.
 */
export async function pendingReceiptForResend(
  db: Kysely<Database>,
  resent: NewRegistration,
): Promise<FormReceipt | undefined> {
  const stored = await findChangeRequestBySubmissionId(db, resent.submissionId)
  if (!stored) return undefined
  if (stored.contentHash !== contentHashOf(resent)) {
    throw new FormRejection('Submission id conflict', `change request ${stored.id}`)
  }
  return pendingReceiptOf(stored)
}

const pendingReceiptOf = (request: ChangeRequest): FormReceipt => ({
  submissionId: request.submissionId,
  registrationDate: request.createdAt,
  webinarTime: request.requested.webinarTime,
})

/** The submitter's own content, as a resend must repeat it: form, name, address. */
const contentHashOf = (registration: NewRegistration) =>
  createHash('sha256')
    .update(JSON.stringify([registration.source, registration.fullName, registration.email]))
    .digest('hex')

/** Puts the registration's e-mails in the outbox; a plan made before for the same start inserts nothing again. */
export async function planWebinarRegistrationEmails(
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

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { FormName, FormReceipt } from '../../shared/schemas/forms'
import type { Registration, RegistrationMetadata } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { leadNotificationJob } from '../mail/lead-notification-job'
import { enqueueJobs } from '../outbox/outbox.repository'
import {
  findRegistrationBySubmissionId,
  insertRegistration,
  type NewRegistration,
} from '../repositories/registration.repository'
import { FormRejection, type FormGuard } from './form-guard/form-guard'
import type { FormWebhook } from './form-webhook'

export interface FormSubmissionDeps {
  db: Kysely<Database>
  guard: FormGuard
  webhook: Pick<FormWebhook, 'send'>
  log: FastifyBaseLogger
  clientIp: string
  now: () => number
  /** Tells this instance's outbox that new e-mails wait (the confirmation goes at once, not at the next poll). */
  wakeOutbox: () => void
}

export interface FormSubmission {
  form: FormName
  trapValue: string
  formToken: string
  registration: NewRegistration
  /**
   * What the server adds to the metadata itself (the webinar's start, the marketing consent's version and time),
   * stored with the first save and not part of the content a resend must repeat (a minute later it would differ).
   */
  serverMetadata?: () => Promise<RegistrationMetadata>
  /** The `form-name` and fields for the form-capture webhook; absent for forms that do not post there. */
  webhook?: { formName: string; fields: Record<string, string> }
  /**
   * How the row is stored, in the submission's transaction; by default it is inserted. The webinar's keeps a request
   * for a current registration of the same address instead (`pending`), and stores and plans what its e-mails need.
   */
  save?: (trx: Transaction<Database>, registration: NewRegistration) => Promise<SavedSubmission>
  /** The receipt of a resent submission that `save` kept as a pending request (a conflict throws); none otherwise. */
  pendingResend?: (db: Kysely<Database>, resent: NewRegistration) => Promise<FormReceipt | undefined>
}

/**
 * A row stored (or found stored), or a request kept for another registration: answered with a receipt that reads
 * like a new registration's and names none.
 */
export type SavedSubmission = { registration: Registration; created: boolean } | { pending: FormReceipt }

/**
 * The one path of every public form: bot checks, then the row, then the webhook. A resend of a stored submission
 * id with the same content answers the same receipt without using the rate allowance or a token again; the same id
 * with other content, or for another form, is a conflict. Nothing is saved when a check fails.
 */
export async function acceptFormSubmission(deps: FormSubmissionDeps, submission: FormSubmission): Promise<FormReceipt> {
  const { form, registration } = submission
  try {
    const token = await deps.guard.verifyPerson(form, submission)
    const stored = await findRegistrationBySubmissionId(deps.db, registration.submissionId)
    if (stored) return receiptForResend(stored, registration)
    const pendingReceipt = await submission.pendingResend?.(deps.db, registration)
    if (pendingReceipt) return pendingReceipt
    await deps.guard.consumeRateLimit(form, deps.clientIp)
    await deps.guard.claimToken(token, registration.submissionId)

    const toStore = {
      ...registration,
      metadata: { ...registration.metadata, ...(await submission.serverMetadata?.()) },
    }
    const result = await deps.db.transaction().execute(async (trx): Promise<SavedSubmission> => {
      const saved = await (submission.save ?? insertRegistration)(trx, toStore)
      // The team hears of every new lead (LEAD_NOTIFY_EMAIL), planned with the row so neither is ever without the other.
      if ('registration' in saved && saved.created)
        await enqueueJobs(trx, [leadNotificationJob(saved.registration.id, new Date(deps.now()).toISOString())])
      return saved
    })
    deps.wakeOutbox()
    if ('pending' in result) {
      deps.log.info({ event: 'form_pending', form }, 'form submission kept for the address owner to confirm')
      return result.pending
    }
    const { registration: saved, created } = result
    if (!created) return receiptForResend(saved, registration)
    deps.log.info({ event: 'form_saved', form, registrationId: saved.id }, 'form submission saved')
    if (submission.webhook) deps.webhook.send(submission.webhook.formName, submission.webhook.fields, deps.log)
    return receiptOf(saved, registration.submissionId)
  } catch (error) {
    if (error instanceof FormRejection) {
      deps.log.warn({ event: 'form_rejected', form, reason: error.reason, detail: error.detail }, error.reason)
    }
    throw error
  }
}

function receiptOf(saved: Registration, submissionId: string): FormReceipt {
  const { webinarTime } = saved.metadata
  return {
    submissionId,
    registrationDate: saved.registrationDate,
    ...(webinarTime && { webinarTime }),
  }
}

function receiptForResend(stored: Registration, resent: NewRegistration): FormReceipt {
  if (!sameContent(stored, resent)) throw new FormRejection('Submission id conflict', `registration ${stored.id}`)
  return receiptOf(stored, resent.submissionId)
}

/**
 * The submitter's own content: form (as source), name, e-mail and form fields, not what the admin added since nor
 * what the server added to the metadata (the webinar's start and the marketing consent's version and time, both
 * worked out at the first save; the browser makes a new submission id whenever the visitor changes a field), nor the
 * first touch (the browser's outbox keeps none, so a queued resend comes without it; the first save's stays).
 */
function sameContent(stored: Registration, resent: NewRegistration): boolean {
  const submittedMetadata = {
    ...stored.metadata,
    webinarTime: undefined,
    marketingConsent: undefined,
    firstTouch: undefined,
  }
  return (
    stored.source === resent.source &&
    stored.fullName === resent.fullName &&
    stored.email === resent.email &&
    canonicalJson(submittedMetadata) === canonicalJson({ ...resent.metadata, firstTouch: undefined })
  )
}

/** JSON with object keys sorted and undefined values left out, as the stored metadata reads back. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

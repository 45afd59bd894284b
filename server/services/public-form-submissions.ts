import type { Kysely } from 'kysely'
import { isJustInTimeChoice, sessionStartFor } from '../../shared/funnel/webinar-sessions'
import { MARKETING_CONSENT_VERSION } from '../../shared/marketing-consent'
import {
  FormMessages,
  REGISTRATION_SOURCES,
  WEBHOOK_FORM_NAMES,
  type FormName,
  type ParsedFormInputs,
} from '../../shared/schemas/forms'
import type { FirstTouch } from '../../shared/schemas/first-touch'
import type { Database } from '../db/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from './app-services'
import { FieldRejection } from './field-rejection'
import { acceptFormSubmission, type FormSubmission } from './form-submission.service'
import { pendingReceiptForResend, saveWebinarRegistration } from '../funnel/webinar-registration'
import { currentFunnelConfig } from './funnel.service'

export interface SubmissionSources {
  db: Kysely<Database>
  now: () => number
  /** The key the webinar registrant's personal link is made with. */
  linkKey: () => Promise<Buffer>
}

/** Who sent a form, as every form's input carries it. */
const contact = ({ fullName, email }: { fullName: string; email: string }) => ({ fullName, email })
const person = (input: { submissionId: string; fullName: string; email: string }) => ({
  submissionId: input.submissionId,
  ...contact(input),
})
/** Where the sender first came from in this visit, kept in the metadata when the form knew it. */
const visit = ({ firstTouch }: { firstTouch?: FirstTouch | undefined }) =>
  firstTouch && Object.keys(firstTouch).length > 0 ? { firstTouch } : {}

const builders: {
  [F in FormName]: (input: ParsedFormInputs[F], sources: SubmissionSources) => FormSubmission | Promise<FormSubmission>
} = {
  webinar: async (input, { db, now, linkKey }) => {
    // One instant for the registration, the start worked out from it (so "10 minutes after" is exact) and the consent.
    const registeredAt = new Date(now())
    // The chosen session is checked before the guard spends the visitor's token or allowance on it: a session no
    // longer offered is a field to correct, like a schema's refusal.
    const config = await currentFunnelConfig(db, 'register')
    const webinarTime = sessionStartFor(config, input.session, registeredAt)
    if (webinarTime === null) {
      throw new FieldRejection({ session: FormMessages.sessionUnavailable }, `session not offered: ${input.session}`)
    }
    const session = { webinarTime, justInTime: isJustInTimeChoice(config, input.session, registeredAt) }
    const consent = input.marketingConsent
      ? { marketingConsent: { version: MARKETING_CONSENT_VERSION, givenAt: registeredAt.toISOString() } }
      : {}
    return {
      form: 'webinar',
      trapValue: input.company,
      formToken: input.formToken,
      registration: {
        ...person(input),
        source: REGISTRATION_SOURCES.webinar,
        metadata: visit(input),
        registrationDate: registeredAt.toISOString(),
      },
      serverMetadata: () => Promise.resolve({ webinarTime, ...consent }),
      save: async (trx, registration) =>
        saveWebinarRegistration(
          trx,
          { key: await linkKey(), now: registeredAt.getTime(), replayDays: config.schedule.replayDays },
          { ...registration, registrationDate: registeredAt.toISOString() },
          session,
        ),
      pendingResend: pendingReceiptForResend,
      webhook: { formName: WEBHOOK_FORM_NAMES.webinar, fields: contact(input) },
    }
  },
  demo: (input) => ({
    form: 'demo',
    trapValue: input.referralCode,
    formToken: input.formToken,
    registration: {
      ...person(input),
      source: REGISTRATION_SOURCES.demo,
      metadata: { pharmacyName: input.pharmacyName, position: input.position, ...visit(input) },
    },
    webhook: {
      formName: WEBHOOK_FORM_NAMES.demo,
      fields: { ...contact(input), pharmacyName: input.pharmacyName, position: input.position },
    },
  }),
  join: (input) => ({
    form: 'join',
    trapValue: input.referralCode,
    formToken: input.formToken,
    registration: {
      ...person(input),
      source: REGISTRATION_SOURCES.join,
      metadata: { pharmacyName: input.pharmacyName, ...visit(input) },
    },
  }),
  training: (input) => ({
    form: 'training',
    trapValue: input.referralCode,
    formToken: input.formToken,
    registration: {
      ...person(input),
      source: REGISTRATION_SOURCES.training,
      metadata: {
        company: input.company,
        message: input.message,
        type: 'training-inquiry',
        ...visit(input),
      },
    },
  }),
}

/** Who submits: the database and services to use, and the caller's log and address (a tRPC context has them all). */
export interface PublicFormCaller {
  db: Kysely<Database>
  services: AppServices
  log: FastifyBaseLogger
  clientIp: string
}

/** Saves a public form's validated input through the guard: the one path of the tRPC procedures and the plain posts. */
export async function submitPublicForm<F extends FormName>(
  caller: PublicFormCaller,
  form: F,
  input: ParsedFormInputs[F],
) {
  const { db, services, log, clientIp } = caller
  return acceptFormSubmission(
    {
      db,
      guard: services.formGuard,
      webhook: services.formWebhook,
      log,
      clientIp,
      now: services.now,
      wakeOutbox: () => services.outbox.wake(),
    },
    await formSubmissionOf(form, input, { db, now: services.now, linkKey: services.linkKey }),
  )
}

/**
 * What a public form's validated input saves: the registration row, the trap and token for the guard, and the
 * webhook's fields. The one mapping for the tRPC procedures and the plain HTML posts alike.
 */
function formSubmissionOf<F extends FormName>(
  form: F,
  input: ParsedFormInputs[F],
  sources: SubmissionSources,
): FormSubmission | Promise<FormSubmission> {
  return builders[form](input, sources)
}

import type { Kysely } from 'kysely'
import { webinarTimeFor } from '../../shared/funnel/webinar-time'
import {
  REGISTRATION_SOURCES,
  WEBHOOK_FORM_NAMES,
  type FormName,
  type ParsedFormInputs,
} from '../../shared/schemas/forms'
import type { Database } from '../db/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from './app-services'
import { acceptFormSubmission, type FormSubmission } from './form-submission.service'
import { currentFunnelConfig } from './funnel.service'

export interface SubmissionSources {
  db: Kysely<Database>
  now: () => number
}

/** Who sent a form, as every form's input carries it. */
const contact = ({ fullName, email }: { fullName: string; email: string }) => ({ fullName, email })
const person = (input: { submissionId: string; fullName: string; email: string }) => ({
  submissionId: input.submissionId,
  ...contact(input),
})

const builders: { [F in FormName]: (input: ParsedFormInputs[F], sources: SubmissionSources) => FormSubmission } = {
  webinar: (input, { db, now }) => {
    // One instant for the registration and the webinar time worked out from it, so "10 minutes after" is exact.
    const registeredAt = new Date(now())
    return {
      form: 'webinar',
      trapValue: input.company,
      formToken: input.formToken,
      registration: {
        ...person(input),
        source: REGISTRATION_SOURCES.webinar,
        metadata: {},
        registrationDate: registeredAt.toISOString(),
      },
      serverMetadata: async () => ({
        webinarTime: webinarTimeFor((await currentFunnelConfig(db, 'register')).webinarDate, registeredAt),
      }),
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
      metadata: { pharmacyName: input.pharmacyName, position: input.position },
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
      metadata: { pharmacyName: input.pharmacyName },
    },
  }),
  training: (input) => ({
    form: 'training',
    trapValue: input.referralCode,
    formToken: input.formToken,
    registration: {
      ...person(input),
      source: REGISTRATION_SOURCES.training,
      metadata: { company: input.company, message: input.message, type: 'training-inquiry' },
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
export function submitPublicForm<F extends FormName>(caller: PublicFormCaller, form: F, input: ParsedFormInputs[F]) {
  const { db, services, log, clientIp } = caller
  return acceptFormSubmission(
    { db, guard: services.formGuard, webhook: services.formWebhook, log, clientIp },
    formSubmissionOf(form, input, { db, now: services.now }),
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
): FormSubmission {
  return builders[form](input, sources)
}

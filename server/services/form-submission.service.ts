import { TRPCError } from '@trpc/server'
import { FormMessages, type FormName } from '../../shared/schemas/forms'
import type { Registration } from '../../shared/schemas/registration'
import {
  findRegistrationBySubmissionId,
  insertRegistration,
  type NewRegistration,
} from '../repositories/registration.repository'
import type { Context } from '../trpc/context'
import { FormRejection } from './form-guard/form-guard'

export interface FormSubmission {
  form: FormName
  trapValue: string
  formToken: string
  registration: NewRegistration
  /** The `form-name` and fields for the form-capture webhook; absent for forms that do not post there. */
  webhook?: { formName: string; fields: Record<string, string> }
}

/**
 * The one path of every public form: bot checks, then the row, then the webhook. A resend of a stored submission
 * id returns the stored row without using the rate allowance again; nothing is saved when a check fails.
 */
export async function acceptFormSubmission(ctx: Context, submission: FormSubmission): Promise<Registration> {
  const { form, registration } = submission
  try {
    await ctx.services.formGuard.verifyPerson(form, submission)
    const resent = await findRegistrationBySubmissionId(ctx.db, registration.submissionId)
    if (resent) return resent
    await ctx.services.formGuard.consumeRateLimit(form, ctx.clientIp)
  } catch (error) {
    if (!(error instanceof FormRejection)) throw error
    ctx.log.warn({ event: 'form_rejected', form, reason: error.reason, detail: error.detail }, error.reason)
    throw new TRPCError({
      code: error.reason === 'Rate limit exceeded' ? 'TOO_MANY_REQUESTS' : 'FORBIDDEN',
      message: FormMessages.botDetected,
    })
  }

  const { registration: saved, created } = await insertRegistration(ctx.db, registration)
  if (created) {
    ctx.log.info({ event: 'form_saved', form, registrationId: saved.id }, 'form submission saved')
    if (submission.webhook)
      ctx.services.formWebhook.send(submission.webhook.formName, submission.webhook.fields, ctx.log)
  }
  return saved
}

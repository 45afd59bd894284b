// The browser half of the public forms: sending a submission to its procedure, reading why a send failed, and
// the same bot rules the server applies, run before anything leaves the page.
import { TRPCClientError } from '@trpc/client'
import { FORM_RULES } from '../../shared/form-limits'
import type { FormName } from '../../shared/form-pages'
import type { FormFieldValues, FormInputs, FormRejectionReason } from '../../shared/schemas/forms'
import type { FirstTouchValues } from '../../shared/first-touch'
import type { ApiClient } from '../lib/api-client'
import type { AppRouter } from '../lib/trpc'
import { apiErrorCode } from '../lib/trpc-error'

const senders = {
  webinar: (client: ApiClient, input: FormInputs['webinar']) => client.forms.webinar.mutate(input),
  demo: (client: ApiClient, input: FormInputs['demo']) => client.forms.demo.mutate(input),
  join: (client: ApiClient, input: FormInputs['join']) => client.forms.join.mutate(input),
  training: (client: ApiClient, input: FormInputs['training']) => client.forms.training.mutate(input),
}
export type SavedRegistration = Awaited<ReturnType<(typeof senders)['webinar']>>

export interface SendOptions {
  submissionId: string
  formToken: string
  trapValue: string
  /** Where the visitor first came from in this visit; the outbox keeps none for a later one. */
  firstTouch?: FirstTouchValues
}

/** Sends one submission: the visitor's fields plus the id, the render token and the trap field under its name. */
export function sendFormSubmission<F extends FormName>(
  client: ApiClient,
  form: F,
  fields: FormFieldValues[F],
  { submissionId, formToken, trapValue, firstTouch }: SendOptions,
): Promise<SavedRegistration> {
  // The trap's key differs per form (the webinar form's is `company`); FORM_RULES names it, so the object is
  // assembled here and typed as that form's input.
  const input = {
    ...fields,
    submissionId,
    formToken,
    [FORM_RULES[form].trapField]: trapValue,
    ...(firstTouch && { firstTouch }),
  } as FormInputs[F]
  const send = senders[form] as (client: ApiClient, input: FormInputs[F]) => Promise<SavedRegistration>
  return send(client, input)
}

/**
 * Why a send failed, judged by the HTTP status of the answer: `unreachable` (no answer, an answer that is not JSON
 * such as a proxy's error page, a 5xx or a 408: worth keeping and sending later), `rate-limited` (429), `bot` (the
 * guard's 403), `invalid` (the server's field errors) or `failed` (any other 4xx: too large, wrong type, a conflict,
 * a proxy's refusal; sending it again would not help).
 */
export type SendFailure = 'unreachable' | 'rate-limited' | 'bot' | 'invalid' | 'failed'

export function classifySendError(error: unknown): SendFailure {
  const status = httpStatusOf(error)
  if (status === undefined || status < 400 || status >= 500 || status === 408) return 'unreachable'
  if (status === 429) return 'rate-limited'
  const code = apiErrorCode(error)
  if (status === 403 && code === 'FORBIDDEN') return 'bot'
  if (status === 400 && code === 'BAD_REQUEST') return 'invalid'
  return 'failed'
}

/** tRPC's own status when the answer is a tRPC error, else the status of whatever JSON answered (a body limit). */
function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined
  const clientError = error as TRPCClientError<AppRouter>
  const response = clientError.meta?.response
  return clientError.data?.httpStatus ?? (response instanceof Response ? response.status : undefined)
}

/** Times of the sends from this page, per form, for the browser-side rate check. */
const recentSends = new Map<FormName, number[]>()

/** The server's rules, checked in the browser first so an obvious rejection never makes a request. */
export function checkBeforeSending(
  form: FormName,
  { trapValue, startedAt, now }: { trapValue: string; startedAt: number | null; now: number },
): FormRejectionReason | null {
  const rules = FORM_RULES[form]
  if (trapValue.trim() !== '') return 'Honeypot field filled'
  if (startedAt === null || now - startedAt < rules.minDelayMs) return 'Submission too fast'
  const recent = (recentSends.get(form) ?? []).filter((time) => time > now - rules.rateWindowMs)
  recentSends.set(form, recent)
  if (recent.length >= rules.maxSubmissions) return 'Rate limit exceeded'
  return null
}

export function recordSend(form: FormName, at: number): void {
  recentSends.set(form, [...(recentSends.get(form) ?? []), at])
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { FirstTouchValues } from '../../shared/first-touch'
import { firstTouchFromFieldValue } from '../../shared/first-touch-reading'
import { FIRST_TOUCH_FIELD, FORM_OUTCOME_TEXTS, type FormNotice, type PostedForm } from '../../shared/posted-form'
import {
  DEFAULT_POSITION,
  FORM_INPUT_SCHEMAS,
  FORM_RULES,
  FormMessages,
  PositionSchema,
  type FormFieldValues,
  type FormName,
  type ParsedFormInputs,
} from '../../shared/schemas/forms'
import { DomainError } from '../services/domain-error'
import { FieldRejection } from '../services/field-rejection'
import { FormRejection } from '../services/form-guard/form-guard'

const text = (body: URLSearchParams, name: string) => body.get(name) ?? ''

/** The first touch a plain post carried in its hidden field (the server wrote it into the page), cleaned and cut. */
export const postedFirstTouch = (body: URLSearchParams): FirstTouchValues =>
  firstTouchFromFieldValue(text(body, FIRST_TOUCH_FIELD))

/** The visitor's values as a plain form posts them (every value a string, a ticked box present), per form. */
const fieldReaders: { [F in FormName]: (body: URLSearchParams) => FormFieldValues[F] } = {
  webinar: (body) => ({
    fullName: text(body, 'fullName'),
    email: text(body, 'email'),
    session: text(body, 'session'),
    marketingConsent: body.has('marketingConsent'),
  }),
  demo: (body) => ({
    fullName: text(body, 'fullName'),
    email: text(body, 'email'),
    pharmacyName: text(body, 'pharmacyName'),
    position: PositionSchema.safeParse(body.get('position')).data ?? DEFAULT_POSITION,
    privacyAccepted: body.has('privacyAccepted'),
  }),
  join: (body) => ({
    fullName: text(body, 'fullName'),
    pharmacyName: text(body, 'pharmacyName'),
    email: text(body, 'email'),
  }),
  training: (body) => ({
    fullName: text(body, 'fullName'),
    email: text(body, 'email'),
    company: text(body, 'company'),
    message: text(body, 'message'),
  }),
}

/**
 * A plain post has no script to make a submission id, so the id comes from the form token the page carried: the
 * same page sent twice (a double click, a resend from the history) is the same submission, and a token names at
 * most one. An RFC 9562 version 8 UUID, as the id's schema takes.
 */
export function submissionIdForPostedToken(formToken: string): string {
  const hex = createHash('sha256').update(`posted-form:${formToken}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export type ReadPostedForm<F extends FormName> =
  { ok: true; input: ParsedFormInputs[F]; values: FormFieldValues[F] } | { ok: false; refusal: RefusedPost }

/** Why a plain post was not saved: the HTTP status of the page that shows the form again, and what it shows. */
export interface RefusedPost {
  status: number
  posted: PostedForm
}

/** Reads and validates a plain post with the form's own procedure schema. */
export function readPostedForm<F extends FormName>(form: F, body: URLSearchParams): ReadPostedForm<F> {
  const values = fieldReaders[form](body)
  const formToken = text(body, 'formToken')
  const trapField = FORM_RULES[form].trapField
  const schema: z.ZodType = FORM_INPUT_SCHEMAS[form]
  const firstTouch = postedFirstTouch(body)
  const parsed = schema.safeParse({
    ...values,
    formToken,
    submissionId: submissionIdForPostedToken(formToken),
    [trapField]: text(body, trapField),
    ...(Object.keys(firstTouch).length > 0 && { firstTouch }),
  })
  if (parsed.success) return { ok: true, input: parsed.data as ParsedFormInputs[F], values }

  const fieldErrors: Record<string, string> = {}
  let hiddenFieldProblem = false
  const problemsByField: Record<string, string[] | undefined> = z.flattenError(parsed.error).fieldErrors
  for (const [name, problems] of Object.entries(problemsByField)) {
    const problem = problems?.[0]
    if (!problem) continue
    if (name in values) fieldErrors[name] = problem
    else hiddenFieldProblem = true
  }
  const notice: FormNotice = {
    status: 'error',
    text: hiddenFieldProblem ? FormMessages.resubmit : FormMessages.fieldProblems,
  }
  return { ok: false, refusal: { status: 400, posted: { form, values, fieldErrors, notice } as PostedForm } }
}

/**
 * What the page says when the service, the guard or the database refused a valid post; the visitor's values stay in
 * the form. A field the service refused (a session no longer offered) is marked like a schema's refusal; a stale or
 * reused token asks for the form again (the page shown carries a fresh one); the trap and the rate limit get the
 * guard's own "try again later"; anything else is the spec's failure text.
 */
export function refusalOf<F extends FormName>(form: F, values: FormFieldValues[F], error: unknown): RefusedPost {
  const posted = (status: number, text: string): RefusedPost => ({
    status,
    posted: { form, values, fieldErrors: {}, notice: { status: 'error', text } } as PostedForm,
  })
  if (error instanceof FieldRejection) {
    return {
      status: 400,
      posted: {
        form,
        values,
        fieldErrors: error.fieldErrors,
        notice: { status: 'error', text: FormMessages.fieldProblems },
      } as PostedForm,
    }
  }
  if (error instanceof FormRejection) {
    switch (error.reason) {
      case 'Rate limit exceeded':
        return posted(429, FormMessages.botDetected)
      case 'Honeypot field filled':
        return posted(403, FormMessages.botDetected)
      case 'Submission too fast':
      case 'Submission id conflict':
        return posted(400, FormMessages.resubmit)
    }
  }
  if (error instanceof DomainError && error.kind === 'too-many-requests') return posted(429, FormMessages.botDetected)
  return posted(503, FORM_OUTCOME_TEXTS[form].failure)
}

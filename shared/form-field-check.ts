// The public forms' field rules as the browser checks them before sending, without zod (issue 26: a page loads no
// validator it does not run). The server validates by the zod schemas of shared/schemas/forms.ts, built on the same
// limits, texts and patterns; tests/unit/form-field-check.test.ts holds the two to the same answers.
import { DEFAULT_POSITION } from './positions'
import { FormMessages } from './form-messages'
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
  WEBINAR_SESSION_MAX_LENGTH,
} from './form-limits'
import type { FormName } from './form-pages'
import type { FormFields, FormFieldValues } from './schemas/forms'
import {
  EMAIL_PATTERN,
  hasWebAddress,
  isCleanMultiLine,
  isCleanName,
  isCleanSingleLine,
  TextMessages,
  tidyText,
  unifyLineBreaks,
} from './text-rules'

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string }
const pass = <T>(value: T): Outcome<T> => ({ ok: true, value })
const fail = (error: string): Outcome<never> => ({ ok: false, error })

function cleanText(typed: string, multiLine: boolean): Outcome<string> {
  const text = multiLine ? unifyLineBreaks(typed) : typed
  const clean = multiLine ? isCleanMultiLine(text) : isCleanSingleLine(text)
  return clean ? pass(tidyText(text)) : fail(TextMessages.invalidCharacters)
}

const requiredText =
  (max: number) =>
  (typed: string): Outcome<string> => {
    const text = cleanText(typed, false)
    if (!text.ok) return text
    if (text.value.length === 0) return fail(FormMessages.required)
    return text.value.length > max ? fail(FormMessages.tooLong(max)) : text
  }

function personName(typed: string): Outcome<string> {
  const text = cleanText(typed, false)
  if (text.ok && !isCleanName(text.value)) return fail(TextMessages.invalidCharacters)
  const name = requiredText(FULL_NAME_MAX_LENGTH)(typed)
  return name.ok && hasWebAddress(name.value) ? fail(TextMessages.webAddressInName) : name
}

const optionalText =
  (max: number, multiLine: boolean) =>
  (typed: string | null | undefined): Outcome<string | null> => {
    if (typed == null) return pass(null)
    const text = cleanText(typed, multiLine)
    if (!text.ok) return text
    return text.value.length > max ? fail(FormMessages.tooLong(max)) : pass(text.value || null)
  }

function emailAddress(typed: string): Outcome<string> {
  const text = requiredText(EMAIL_MAX_LENGTH)(typed)
  return !text.ok || EMAIL_PATTERN.test(text.value) ? text : fail(FormMessages.invalidEmail)
}

const sessionChoice = (chosen: string | undefined): Outcome<string> =>
  (chosen ?? '').length > WEBINAR_SESSION_MAX_LENGTH ? fail(FormMessages.sessionUnavailable) : pass(chosen ?? '')

const optionalTick = (ticked: boolean | undefined) => pass(ticked ?? false)

/** Each form's fields with the check of each, in the order the form shows them. */
const FORM_FIELD_CHECKS: {
  [F in FormName]: { [K in keyof FormFieldValues[F]]-?: (value: FormFieldValues[F][K]) => Outcome<FormFields[F][K]> }
} = {
  webinar: {
    fullName: personName,
    email: emailAddress,
    session: sessionChoice,
    marketingConsent: optionalTick,
  },
  demo: {
    fullName: personName,
    email: emailAddress,
    pharmacyName: requiredText(PHARMACY_NAME_MAX_LENGTH),
    position: (position) => pass(position ?? DEFAULT_POSITION),
    privacyAccepted: (accepted) => (accepted ? pass(true) : fail(FormMessages.privacyRequired)),
  },
  join: {
    fullName: personName,
    pharmacyName: requiredText(PHARMACY_NAME_MAX_LENGTH),
    email: emailAddress,
  },
  training: {
    fullName: personName,
    email: emailAddress,
    company: optionalText(COMPANY_MAX_LENGTH, false),
    message: optionalText(MESSAGE_MAX_LENGTH, true),
  },
}

export type FieldErrors<F extends FormName> = Partial<Record<keyof FormFieldValues[F] & string, string>>

export type FieldCheckResult<F extends FormName> =
  { ok: true; fields: FormFields[F] } | { ok: false; fieldErrors: FieldErrors<F> }

/** The form's values as the server would take them (trimmed, NFC, defaults filled), or each field's first problem. */
export function checkFormFields<F extends FormName>(form: F, values: FormFieldValues[F]): FieldCheckResult<F> {
  const fields: Record<string, unknown> = {}
  const fieldErrors: Record<string, string> = {}
  // Each form's checks are typed against its own values; read generically, every check takes its own field's value.
  const checks = FORM_FIELD_CHECKS[form] as Record<string, (value: unknown) => Outcome<unknown>>
  for (const [name, check] of Object.entries(checks)) {
    const outcome = check((values as Record<string, unknown>)[name])
    if (outcome.ok) fields[name] = outcome.value
    else fieldErrors[name] = outcome.error
  }
  return Object.keys(fieldErrors).length === 0
    ? { ok: true, fields: fields as FormFields[F] }
    : { ok: false, fieldErrors: fieldErrors as FieldErrors<F> }
}

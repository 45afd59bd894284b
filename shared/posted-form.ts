// What the public forms say about a submission: the spec's outcome texts, and what the server hands back when it
// shows a form again after a plain post (shared/form-pages.ts says where they post).
import { FormMessages } from './form-messages'
import type { FormName } from './form-pages'
import type { FormFieldValues } from './schemas/forms'

/**
 * The hidden field a public form carries where its visitor first came from in (shared/first-touch-reading.ts), for a
 * post made without script; the server writes it into each answer.
 */
export const FIRST_TOUCH_FIELD = 'firstTouch'

/** The spec's toast titles (section 8) of each form: after a save, and when the server refused or failed. */
export const FORM_OUTCOME_TEXTS: Record<FormName, { success: string; failure: string }> = {
  webinar: { success: FormMessages.registrationSuccess, failure: FormMessages.registrationFailure },
  demo: { success: FormMessages.registrationSuccess, failure: FormMessages.registrationFailure },
  join: { success: FormMessages.contactSuccess, failure: FormMessages.registrationFailure },
  training: { success: FormMessages.contactSuccess, failure: FormMessages.messageFailure },
}

/** A message shown in the form itself (the server's answer to a plain post, or what became of a queued one). */
export interface FormNotice {
  status: 'error' | 'info'
  text: string
}

/**
 * A submission the server refused when it came as a plain post: the page is shown again with the visitor's values,
 * the field errors and a notice, and hydrates with the same (it travels in the page's state).
 */
export interface PostedFormOf<F extends FormName> {
  form: F
  values: FormFieldValues[F]
  fieldErrors: Partial<Record<keyof FormFieldValues[F] & string, string>>
  notice: FormNotice | null
}
export type PostedForm = { [F in FormName]: PostedFormOf<F> }[FormName]

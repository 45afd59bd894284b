// The public forms as plain HTML forms: where each one posts when the page's script has not run (yet), and what
// the server hands back when it shows a form again.
import { FormMessages, type FormFieldValues, type FormName } from './schemas/forms'

/** The page each form lives on: it posts there, and the server shows that page again when a submission is refused. */
export const FORM_PAGES: Record<FormName, { path: string; anchor: string }> = {
  webinar: { path: '/register', anchor: 'regisztracio' },
  demo: { path: '/demo', anchor: 'hozzaferes' },
  join: { path: '/okos-patika', anchor: 'join' },
  training: { path: '/ai-kepzesek', anchor: 'kapcsolat' },
}

/** The form's `action`: its page, scrolled to the form when the page comes back with an error. */
export const formAction = (form: FormName) => `${FORM_PAGES[form].path}#${FORM_PAGES[form].anchor}`

/** Where a form sent without script ends: the confirmation, with the form's name and the webinar's start. */
export const FORM_SENT_PATH = '/koszonjuk'
export const FORM_SENT_PARAMS = { form: 'urlap', webinarTime: 'kezdes' } as const

export function formSentUrl(form: FormName, webinarTime?: string): string {
  const query = new URLSearchParams({ [FORM_SENT_PARAMS.form]: form })
  if (webinarTime) query.set(FORM_SENT_PARAMS.webinarTime, webinarTime)
  return `${FORM_SENT_PATH}?${query.toString()}`
}

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

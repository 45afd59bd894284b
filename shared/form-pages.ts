// The public forms as plain HTML forms: where each one posts when the page's script has not run (yet), and where a
// saved post ends. No zod here: the route table and the pages name these.

/** The four public forms; each writes one `registrations` row through its own procedure. */
export const FORM_NAMES = ['webinar', 'demo', 'join', 'training'] as const
export type FormName = (typeof FORM_NAMES)[number]

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

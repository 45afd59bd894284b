import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { checkFormFields, type FieldErrors } from '../../shared/form-field-check'
import { FORM_RULES } from '../../shared/form-limits'
import { FormMessages } from '../../shared/form-messages'
import type { FormName } from '../../shared/form-pages'
import { FORM_TOKEN_TTL_MS } from '../../shared/form-token-lifetime'
import { FIRST_TOUCH_FIELD, FORM_OUTCOME_TEXTS, type FormNotice, type PostedFormOf } from '../../shared/posted-form'
import type { FormFieldValues, FormFields, QueuedFormSubmission } from '../../shared/schemas/forms'
import { preloadToaster, toaster } from '../components/ui/toaster'
import { trpc } from '../lib/trpc'
import { randomUuid } from '../lib/random-uuid'
import { apiFieldErrors } from '../lib/trpc-error'
import {
  checkBeforeSending,
  classifySendError,
  recordSend,
  sendFormSubmission,
  sleep,
  type SavedRegistration,
} from './form-submission'
import { FORM_TOKEN_FIELD, hiddenValueInPage, PUBLIC_FORM_ATTRIBUTE, useServerForms } from './server-forms'
import type { QueuedOutcome } from './form-outbox'
import { FORM_RETRY_MS, useQueuedRetry, type RetryProgress } from './use-queued-retry'
import { valuesTypedInPage } from './values-typed-in-page'

/**
 * Where this visit first came from, read when a form sends (its code loads then, outside the page's first script);
 * a send goes without it when that code cannot load.
 */
const visitFirstTouch = () =>
  import('./visit-first-touch').then(
    (module) => module.visitFirstTouch(),
    () => undefined,
  )

/** The outbox (it reads the stored queue with zod), in a chunk of its own. */
const loadOutbox = () => import('./form-outbox')

/**
 * What sending may need when the server cannot be reached (the toast and the outbox), requested as the visitor
 * starts filling a form: in the browser before the server can turn out to be unreachable, and never loaded on a
 * page nobody types into. A failed request here is tried again at the submit that needs it.
 */
function loadWhatSendingNeeds(): void {
  preloadToaster()
  loadOutbox().catch(() => undefined)
}

/** A token older than its lifetime minus this is replaced before sending (the page may have been open for long). */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000

export interface PublicFormConfig<F extends FormName> {
  form: F
  initialValues: FormFieldValues[F]
  /** Once the server has saved the submission (sent now, or sent again from the outbox while the form is open). */
  onAccepted?: (fields: FormFields[F], registration: SavedRegistration) => void
}

/** What the form says while its submission waits in the browser's outbox, with the progress of sending it again. */
function retryNotice({ failedAttempts, sending }: RetryProgress): FormNotice {
  return {
    status: 'info',
    text: sending
      ? FormMessages.queuedSending(failedAttempts + 1)
      : FormMessages.queuedWaiting(failedAttempts, FORM_RETRY_MS / 1000),
  }
}

/**
 * The one behaviour of every public form (spec sections 4 and 5): a render token from the server, the bot checks
 * in the browser, a submitting state, field errors, toasts, a client-made submission id, fields cleared and the
 * timer restarted after success, fields kept after a failure, and the offline queue when the server is unreachable
 * (the fields stay, the form says it keeps the submission and shows its sending again, and pressing again sends the
 * same submission; what follows a success waits until the server has it). The server's HTML is a plain form that
 * posts to its page (shared/form-pages.ts) until this takes over; a refused post comes back with its values and errors.
 */
export function usePublicForm<F extends FormName>({ form, initialValues, onAccepted }: PublicFormConfig<F>) {
  const messages = FORM_OUTCOME_TEXTS[form]
  const utils = trpc.useUtils()
  const serverForms = useServerForms()
  const posted = serverForms.posted?.form === form ? (serverForms.posted as PostedFormOf<F>) : null
  // The token the server wrote into the page (its placeholder while rendering); one submission may use it.
  const [pageToken] = useState(() => serverForms.tokenSlot?.(form) ?? hiddenValueInPage(form, FORM_TOKEN_FIELD))
  // Where the visitor came from as the server wrote it (its placeholder while rendering), for a post without script.
  const [pageFirstTouch] = useState(() => serverForms.firstTouchSlot ?? hiddenValueInPage(form, FIRST_TOUCH_FIELD))
  const pageTokenUsable = useRef(pageToken !== '')
  const tokenQuery = trpc.forms.token.useQuery(
    { form },
    { staleTime: Number.POSITIVE_INFINITY, retry: 1, enabled: pageToken === '' },
  )
  const [values, setValues] = useState<FormFieldValues[F]>(posted?.values ?? initialValues)
  const [trapValue, setTrapValue] = useState('')
  const [errors, setErrors] = useState<FieldErrors<F>>(posted?.fieldErrors ?? {})
  // The form's fields in page order, as each form lists its initial values.
  const fieldNames = Object.keys(initialValues)
  const [notice, setNotice] = useState<FormNotice | null>(posted?.notice ?? null)
  const [submitting, setSubmitting] = useState(false)
  const startedAt = useRef<number | null>(null)
  const submissionId = useRef<string | null>(null)
  /** A submission of this form waiting in the browser's outbox, which a changed one replaces. */
  const [queued, setQueued] = useState<{ id: string; fields: FormFields[F] } | null>(null)

  // A form the server sent back with the visitor's values may be sent again without a keystroke.
  useEffect(() => {
    if (posted) loadWhatSendingNeeds()
  }, [posted])

  // The form hydrates when the visitor first reaches into it (./public-form-part.ts): what they typed into the
  // server's fields meanwhile becomes its values, before anything held (a submit) is done again.
  useLayoutEffect(() => {
    const formInPage = document.querySelector(`form[${PUBLIC_FORM_ATTRIBUTE}="${form}"]`)
    if (!(formInPage instanceof HTMLFormElement)) return
    const typed = valuesTypedInPage(formInPage, [...fieldNames, FORM_RULES[form].trapField])
    const { [FORM_RULES[form].trapField]: trapTyped, ...fieldsTyped } = typed
    if (Object.keys(fieldsTyped).length > 0) setValues((current) => ({ ...current, ...fieldsTyped }))
    if (typeof trapTyped === 'string') setTrapValue(trapTyped)
    // Once, as the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The page the server sent back for a refused post opens with focus on its first field in error. (An `autofocus`
  // attribute would do nothing: browsers skip it on an address with a fragment, and the form posts to its anchor.)
  useEffect(() => {
    const formInPage = document.querySelector(`form[${PUBLIC_FORM_ATTRIBUTE}="${form}"]`)
    if (formInPage instanceof HTMLFormElement && posted) focusFirstError(formInPage, posted.fieldErrors)
    // Once, as the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const token = tokenQuery.data?.token
  useEffect(() => {
    // The form timer runs from when the form appeared, and restarts whenever a new token arrives. A form in the
    // server's HTML appeared with the page, before its code hydrated it at the visitor's first touch.
    startedAt.current = token === undefined && pageTokenUsable.current ? performance.timeOrigin : Date.now()
  }, [token])

  const setValue = useCallback(<K extends keyof FormFieldValues[F]>(name: K, value: FormFieldValues[F][K]) => {
    loadWhatSendingNeeds()
    // Changed content is a new submission; an unchanged resend keeps its id so the server can spot a repeat.
    submissionId.current = null
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }, [])

  const reset = () => {
    setValues(initialValues)
    setTrapValue('')
    setErrors({})
    setNotice(null)
    submissionId.current = null
    startedAt.current = Date.now()
    pageTokenUsable.current = false
    void tokenQuery.refetch()
  }

  /**
   * Only the newest submission of this form waits in the outbox: one the visitor changed and sent again replaces it,
   * and one sent meanwhile (the same id, or a changed one) leaves it.
   */
  const dropQueuedOtherThan = async (id: string | null) => {
    if (queued === null || queued.id === id) return
    setQueued(null)
    ;(await loadOutbox()).removeQueued(queued.id)
  }

  const accept = (fields: FormFields[F], registration: SavedRegistration) => {
    toaster.create({ type: 'success', title: messages.success })
    reset()
    onAccepted?.(fields, registration)
  }

  const showFailure = () => {
    toaster.create({ type: 'error', title: messages.failure })
    setNotice({ status: 'error', text: messages.failure })
  }

  // The kept submission, sent again while the form stays open: saved, the form carries on as after a send that went
  // through; refused for good, it shows the failure text.
  const retry = useQueuedRetry(queued?.id ?? null, utils.client, (outcome: QueuedOutcome) => {
    const fields = queued?.fields
    setQueued(null)
    if (!outcome.sent) showFailure()
    else if (fields) accept(fields, outcome.saved)
  })

  const freshToken = async (): Promise<string | undefined> => {
    // The page's own token was issued as the page was sent, before the browser started to load it.
    if (pageTokenUsable.current && Date.now() - performance.timeOrigin < FORM_TOKEN_TTL_MS - TOKEN_REFRESH_MARGIN_MS) {
      return pageToken
    }
    const current = tokenQuery.data
    const age = Date.now() - tokenQuery.dataUpdatedAt
    if (current && age < current.ttlMs - TOKEN_REFRESH_MARGIN_MS) return current.token
    const refreshed = await tokenQuery.refetch()
    if (!refreshed.data) return undefined
    await sleep(refreshed.data.minDelayMs)
    return refreshed.data.token
  }

  /** Puts focus on the form's first field in error, so the visitor starts where there is something to correct. */
  function focusFirstError(formInPage: HTMLFormElement, fieldErrors: FieldErrors<F>) {
    const first = fieldNames.find((name) => fieldErrors[name as keyof FieldErrors<F>])
    const element = first === undefined ? null : formInPage.elements.namedItem(first)
    // A group of radio buttons is named as a list: its first button takes the focus.
    const target = element instanceof RadioNodeList ? element[0] : element
    if (target instanceof HTMLElement) target.focus()
  }

  const showFieldErrors = (formInPage: HTMLFormElement, fieldErrors: FieldErrors<F>) => {
    setErrors(fieldErrors)
    focusFirstError(formInPage, fieldErrors)
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formInPage = event.currentTarget
    // While the outbox sends the kept submission, a press would send the same one beside it.
    if (submitting || retry?.sending) return
    const checked = checkFormFields(form, values)
    if (!checked.ok) {
      showFieldErrors(formInPage, checked.fieldErrors)
      const firstProblem = Object.values<string | undefined>(
        checked.fieldErrors as Record<string, string | undefined>,
      )[0]
      toaster.create({ type: 'error', title: firstProblem ?? FormMessages.required })
      return
    }
    const fields = checked.fields

    const now = Date.now()
    const rejection = checkBeforeSending(form, { trapValue, startedAt: startedAt.current, now })
    if (rejection) {
      console.warn(`Form not sent: ${rejection}`)
      toaster.create({ type: 'error', title: FormMessages.botDetected })
      return
    }

    setSubmitting(true)
    setNotice(null)
    const id = (submissionId.current ??= randomUuid())
    try {
      const formToken = await freshToken()
      if (formToken === undefined) throw new Error('no form token: the server is unreachable')
      const registration = await sendFormSubmission(utils.client, form, values, {
        submissionId: id,
        formToken,
        trapValue,
        firstTouch: await visitFirstTouch(),
      })
      recordSend(form, now)
      await dropQueuedOtherThan(null)
      accept(fields, registration)
    } catch (error) {
      const failure = classifySendError(error)
      // The browser's rate check counts what reached the server: a send that never arrived is no submission.
      if (failure !== 'unreachable') recordSend(form, now)
      if (failure === 'unreachable') {
        // TypeScript cannot tie `form` to `fields` through the type parameter F; the queue's reader checks the pair.
        const entry = { form, submissionId: id, queuedAt: new Date().toISOString(), fields } as QueuedFormSubmission
        await dropQueuedOtherThan(id)
        const stored = await loadOutbox().then(
          (outbox) => outbox.enqueueSubmission(entry),
          () => false,
        )
        if (stored) {
          // The spec's failure text; the form itself says the submission is kept and shows it being sent again. The
          // visitor stays on the form, whose fields stay (spec: "on a join-form save failure the fields are kept"):
          // pressing again resends the same submission id, so it can never become a second registration.
          toaster.create({ type: 'error', title: messages.failure })
          setQueued({ id, fields })
        } else {
          toaster.create({ type: 'error', title: FormMessages.storageUnavailable })
        }
      } else if (failure === 'bot' || failure === 'rate-limited') {
        toaster.create({ type: 'error', title: FormMessages.botDetected })
      } else {
        if (failure === 'invalid') showFieldErrors(formInPage, firstMessages<F>(apiFieldErrors(error)))
        toaster.create({ type: 'error', title: messages.failure })
      }
    } finally {
      setSubmitting(false)
    }
  }

  /** Everything a field component needs for one value: its name, value, change handler and error. */
  const field = <K extends keyof FormFieldValues[F] & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: FormFieldValues[F][K]) => setValue(name, value),
    error: errors[name],
  })

  return {
    form,
    field,
    submitting,
    notice: queued && retry ? retryNotice(retry) : notice,
    pageToken,
    pageFirstTouch,
    trap: { name: FORM_RULES[form].trapField, value: trapValue, onChange: setTrapValue },
    handleSubmit,
  }
}

export type PublicForm = Pick<
  ReturnType<typeof usePublicForm>,
  'form' | 'handleSubmit' | 'submitting' | 'notice' | 'pageToken' | 'pageFirstTouch' | 'trap'
>

function firstMessages<F extends FormName>(fieldErrors: Record<string, string[] | undefined>): FieldErrors<F> {
  const result: Record<string, string> = {}
  for (const [name, problems] of Object.entries(fieldErrors)) {
    if (problems?.[0]) result[name] = problems[0]
  }
  return result as FieldErrors<F>
}

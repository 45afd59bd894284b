// Submissions the server could not take (offline, network error, 5xx) wait in browser storage under
// `formSubmissions` and are sent again, each with a fresh render token, when the site is next open and online.
import { FORM_NAMES, type QueuedFormSubmission } from '../../shared/schemas/forms'
import { readStored, writeStored } from '../lib/storage'
import {
  classifySendError,
  sendFormSubmission,
  sleep,
  type FormsClient,
  type SavedRegistration,
} from './form-submission'

export function queuedSubmissions(): QueuedFormSubmission[] {
  return readStored('formSubmissions') ?? []
}

/** Adds a submission (once per id); false when the browser refused to store it. */
export function enqueueSubmission(submission: QueuedFormSubmission): boolean {
  const others = queuedSubmissions().filter((queued) => queued.submissionId !== submission.submissionId)
  return writeStored('formSubmissions', [...others, submission])
}

function removeQueued(submissionId: string): void {
  writeStored(
    'formSubmissions',
    queuedSubmissions().filter((queued) => queued.submissionId !== submissionId),
  )
}

let flushing: Promise<void> | null = null

/**
 * Sends the queued submissions one after another. Sent ones and ones the server refused for good (invalid or
 * judged a bot) leave the queue; when the server is still unreachable or the rate limit is full, the rest wait for
 * the next run. Only one run at a time per page; the server's submission ids make runs in two tabs harmless.
 */
export function flushOutbox(
  client: FormsClient,
  onSent: (submission: QueuedFormSubmission, saved: SavedRegistration) => void,
) {
  flushing ??= run(client, onSent).finally(() => {
    flushing = null
  })
  return flushing
}

async function run(client: FormsClient, onSent: (submission: QueuedFormSubmission, saved: SavedRegistration) => void) {
  for (const submission of queuedSubmissions()) {
    if (!FORM_NAMES.includes(submission.form)) continue
    try {
      const { token, minDelayMs } = await client.forms.token.query({ form: submission.form })
      await sleep(minDelayMs)
      const saved = await sendQueued(client, submission, token)
      removeQueued(submission.submissionId)
      onSent(submission, saved)
    } catch (error) {
      const failure = classifySendError(error)
      if (failure === 'unreachable' || failure === 'rate-limited') return
      console.warn(`A stored ${submission.form} submission was refused (${failure}) and is dropped`, error)
      removeQueued(submission.submissionId)
    }
  }
}

function sendQueued(client: FormsClient, submission: QueuedFormSubmission, formToken: string) {
  const options = { submissionId: submission.submissionId, formToken, trapValue: '' }
  switch (submission.form) {
    case 'webinar':
      return sendFormSubmission(client, 'webinar', submission.fields, options)
    case 'demo':
      return sendFormSubmission(client, 'demo', submission.fields, options)
    case 'join':
      return sendFormSubmission(client, 'join', submission.fields, options)
    case 'training':
      return sendFormSubmission(client, 'training', submission.fields, options)
  }
}

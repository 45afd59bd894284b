// Submissions the server could not take (offline, network error, 5xx) wait in browser storage under
// `formSubmissions` and are sent again, each with a fresh render token, when the site is next open and online.
import type { QueuedFormSubmission } from '../../shared/schemas/forms'
import type { ApiClient } from '../lib/api-client'
import { writeStored } from '../lib/storage'
import { readStored } from '../lib/stored-values'
import { classifySendError, sendFormSubmission, sleep, type SavedRegistration } from './form-submission'

export function queuedSubmissions(): QueuedFormSubmission[] {
  return readStored('formSubmissions') ?? []
}

/** Adds a submission (once per id); false when the browser refused to store it. */
export function enqueueSubmission(submission: QueuedFormSubmission): boolean {
  const others = queuedSubmissions().filter((queued) => queued.submissionId !== submission.submissionId)
  return writeStored('formSubmissions', [...others, submission])
}

/** Takes a submission out of the queue (sent, refused for good, or replaced by a changed one). */
export function removeQueued(submissionId: string): void {
  writeStored(
    'formSubmissions',
    queuedSubmissions().filter((queued) => queued.submissionId !== submissionId),
  )
}

let flushing: Promise<void> | null = null

/**
 * Sends the queued submissions one after another. Sent ones and ones the server refused for good (invalid, judged
 * a bot, too large, a conflict) leave the queue; a rate-limited one waits for the next run while the others go on;
 * only an unreachable server stops the run. Only one run at a time per page; the server's submission ids make runs
 * in two tabs harmless.
 */
export function flushOutbox(
  client: ApiClient,
  onSent: (submission: QueuedFormSubmission, saved: SavedRegistration) => void,
) {
  flushing ??= run(client, onSent).finally(() => {
    flushing = null
  })
  return flushing
}

async function run(client: ApiClient, onSent: (submission: QueuedFormSubmission, saved: SavedRegistration) => void) {
  for (const submission of queuedSubmissions()) {
    try {
      const { token, minDelayMs } = await client.forms.token.query({ form: submission.form })
      await sleep(minDelayMs)
      const saved = await sendFormSubmission(client, submission.form, submission.fields, {
        submissionId: submission.submissionId,
        formToken: token,
        trapValue: '',
      })
      removeQueued(submission.submissionId)
      onSent(submission, saved)
    } catch (error) {
      const failure = classifySendError(error)
      if (failure === 'unreachable') return
      if (failure === 'rate-limited') continue
      console.warn(`A stored ${submission.form} submission was refused (${failure}) and is dropped`, error)
      removeQueued(submission.submissionId)
    }
  }
}

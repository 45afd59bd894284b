// Submissions the server could not take (offline, network error, 5xx) wait in browser storage under
// `formSubmissions` and are sent again, each with a fresh render token, when the site is next open and online.
import type { QueuedFormSubmission } from '../../shared/schemas/forms'
import type { ApiClient } from '../lib/api-client'
import { writeStored } from '../lib/storage'
import { readStored } from '../lib/stored-values'
import {
  classifySendError,
  sendFormSubmission,
  sleep,
  type SavedRegistration,
  type SendFailure,
} from './form-submission'

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

/** What became of a queued submission: saved by the server, or refused for good (it leaves the queue either way). */
export type QueuedOutcome = { sent: true; saved: SavedRegistration } | { sent: false; failure: SendFailure }

/** The forms on this page waiting for their own queued submission, by its id. */
const watchers = new Map<string, (outcome: QueuedOutcome) => void>()

/**
 * Tells `watcher` what becomes of the queued submission `submissionId` when a run sends it: the form that queued it
 * carries on from there (the waiting page, the demo) instead of the run's own report. Returns what stops watching.
 */
export function watchQueued(submissionId: string, watcher: (outcome: QueuedOutcome) => void): () => void {
  watchers.set(submissionId, watcher)
  return () => {
    if (watchers.get(submissionId) === watcher) watchers.delete(submissionId)
  }
}

let flushing: Promise<void> | null = null

/**
 * Sends the queued submissions one after another. Sent ones and ones the server refused for good (invalid, judged
 * a bot, too large, a conflict) leave the queue; a rate-limited one waits for the next run while the others go on;
 * only an unreachable server stops the run. Only one run at a time per page; the server's submission ids make runs
 * in two tabs harmless. `onSent` hears of a sent submission that no form on the page watches (watchQueued).
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
      const watcher = watchers.get(submission.submissionId)
      if (watcher) watcher({ sent: true, saved })
      else onSent(submission, saved)
    } catch (error) {
      const failure = classifySendError(error)
      if (failure === 'unreachable') return
      if (failure === 'rate-limited') continue
      console.warn(`A stored ${submission.form} submission was refused (${failure}) and is dropped`, error)
      removeQueued(submission.submissionId)
      watchers.get(submission.submissionId)?.({ sent: false, failure })
    }
  }
}

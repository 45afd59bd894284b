import { useEffect } from 'react'

/** While a page stays open, queued submissions are retried this often (and at once when the browser goes online). */
export const OUTBOX_RETRY_MS = 30_000

/** Whether the queue's raw text may hold a submission; only then is the outbox's code (and zod with it) loaded. */
function mayHaveQueued(): boolean {
  try {
    const raw = window.localStorage.getItem('formSubmissions')
    return raw !== null && raw !== '[]'
  } catch {
    return false
  }
}

/**
 * Mounted once in the site layout: sends what the forms had to keep while the server was unreachable. The outbox
 * itself (its storage schemas, the send logic, the toast) and the API's client load when the queue is not empty.
 */
export function FormOutboxSender() {
  useEffect(() => {
    const flush = () => {
      if (!navigator.onLine || !mayHaveQueued()) return
      Promise.all([import('./form-outbox-flush'), import('../lib/api-client')])
        .then(([{ flushQueued }, { apiClient }]) => flushQueued(apiClient))
        .catch((error: unknown) => console.warn('The form outbox could not be loaded', error))
    }
    flush()
    window.addEventListener('online', flush)
    const timer = window.setInterval(flush, OUTBOX_RETRY_MS)
    return () => {
      window.removeEventListener('online', flush)
      window.clearInterval(timer)
    }
  }, [])
  return null
}

import { useEffect } from 'react'
import { FormMessages } from '../../shared/schemas/forms'
import { toaster } from '../components/ui/toaster'
import { trpc } from '../lib/trpc'
import { flushOutbox, queuedSubmissions } from './form-outbox'

/** While a page stays open, queued submissions are retried this often (and at once when the browser goes online). */
export const OUTBOX_RETRY_MS = 30_000

/** Mounted once in the site layout: sends what the forms had to keep while the server was unreachable. */
export function FormOutboxSender() {
  const utils = trpc.useUtils()
  useEffect(() => {
    const flush = () => {
      if (!navigator.onLine || queuedSubmissions().length === 0) return
      void flushOutbox(utils.client, () => {
        toaster.create({ type: 'success', title: FormMessages.queuedSent })
      })
    }
    flush()
    window.addEventListener('online', flush)
    const timer = window.setInterval(flush, OUTBOX_RETRY_MS)
    return () => {
      window.removeEventListener('online', flush)
      window.clearInterval(timer)
    }
  }, [utils])
  return null
}

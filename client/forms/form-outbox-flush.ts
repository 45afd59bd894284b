// The outbox's sending side, loaded by FormOutboxSender only when the queue holds something.
import { FormMessages } from '../../shared/form-messages'
import { toaster } from '../components/ui/toaster'
import { flushOutbox, queuedSubmissions } from './form-outbox'
import type { ApiClient } from '../lib/api-client'

export function flushQueued(client: ApiClient): Promise<void> | undefined {
  if (queuedSubmissions().length === 0) return undefined
  return flushOutbox(client, () => {
    toaster.create({ type: 'success', title: FormMessages.queuedSent })
  })
}

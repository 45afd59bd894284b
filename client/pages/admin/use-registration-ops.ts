import { useCallback, useEffect, useState } from 'react'
import {
  RegistrationAdminMessages,
  type RegistrationChange,
  type RegistrationOpResult,
} from '../../../shared/schemas/admin-registrations'
import type { Registration } from '../../../shared/schemas/registration'
import { toaster } from '../../components/ui/toaster'
import { randomUuid } from '../../lib/random-uuid'
import { useStoredValue } from '../../hooks/use-stored-value'
import { writeStored } from '../../lib/storage'
import { readStored } from '../../lib/stored-values'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'
import {
  applyResultToItems,
  enqueue,
  newOp,
  replayQueue,
  settleOp,
  withoutOp,
  type OpReport,
  type QueuedOp,
} from './registration-op-queue'

/** How often a waiting queue tries the server again. */
export const REPLAY_INTERVAL_MS = 10_000

/** What became of a change: sent and applied, queued for later, answered as not applied (reported), or refused. */
export type SubmitOutcome = 'applied' | 'queued' | 'not-applied' | 'failed'

/** The outcome, the operation's id (a queued one can be taken back) and, once applied, the server's answer. */
export interface Submitted {
  outcome: SubmitOutcome
  opId: string
  result?: RegistrationOpResult
}

/** Each change's failure: the spec's English admin toast, and its Hungarian error text beneath. */
export const FAILURES = {
  status: { title: RegistrationAdminMessages.statusFailed, description: RegistrationAdminMessages.updateError },
  notes: { title: RegistrationAdminMessages.noteFailed, description: RegistrationAdminMessages.updateError },
  edit: { title: RegistrationAdminMessages.saveFailed, description: RegistrationAdminMessages.saveError },
  delete: { title: RegistrationAdminMessages.deleteFailed, description: RegistrationAdminMessages.deleteError },
  restore: { title: RegistrationAdminMessages.saveFailed, description: RegistrationAdminMessages.updateError },
} as const

// One replay at a time in this page (the triggers share it), and across this browser's tabs where Web Locks exist:
// each step reads the queue again, so a tab that waited sees what the other one sent. Without them a repeated op id
// is still answered with its first outcome.
let replaying: Promise<'done' | 'waiting'> | null = null
const REPLAY_LOCK = 'registrationOps-replay'
async function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run()
  return await navigator.locks.request(REPLAY_LOCK, run)
}

const readQueue = () => readStored('registrationOps') ?? []

/** A refused input's own message (the forms' Hungarian field rules), when the server named one. */
export function failureDetail(error: unknown): string | null {
  return apiErrorCode(error) === 'BAD_REQUEST' && error instanceof Error ? error.message : null
}

export function reportText(report: OpReport): string {
  return RegistrationAdminMessages[report.reason](report.fullName, report.kind)
}

/**
 * The Registrations tab's changes: each is sent with its op id and the version the admin saw; when the server cannot
 * be reached it joins the queue in browser storage (`registrationOps`), and so does every change made while the queue
 * is not empty, so the server sees them in order. The queue is replayed when `replay()` is called (the panel calls it
 * when its list loads), on the browser's `online` event and every REPLAY_INTERVAL_MS while it waits. `refresh` loads
 * the list again: after changes reached the server, and after one was queued (to learn whether the server is away).
 */
export function useRegistrationOps({ refresh }: { refresh: () => void }) {
  const utils = trpc.useUtils()
  const { mutateAsync: sendStatus } = trpc.admin.registrations.setStatus.useMutation()
  const { mutateAsync: sendNotes } = trpc.admin.registrations.setNotes.useMutation()
  const { mutateAsync: sendDelete } = trpc.admin.registrations.delete.useMutation()
  const { mutateAsync: sendRestore } = trpc.admin.registrations.restore.useMutation()
  const { mutateAsync: sendEdit } = trpc.admin.registrations.edit.useMutation()
  const [stored] = useStoredValue('registrationOps')
  const queue = stored ?? []
  const [reports, setReports] = useState<OpReport[]>([])
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())

  const send = useCallback(
    (op: QueuedOp): Promise<RegistrationOpResult> => {
      const base = { id: op.registrationId, opId: op.opId, expectedUpdatedAt: op.expectedUpdatedAt }
      const { change } = op
      if (change.kind === 'status') return sendStatus({ ...base, status: change.status })
      if (change.kind === 'notes') return sendNotes({ ...base, notes: change.notes })
      if (change.kind === 'edit') return sendEdit({ ...base, ...change })
      if (change.kind === 'restore') return sendRestore(base)
      return sendDelete(base)
    },
    [sendStatus, sendNotes, sendEdit, sendRestore, sendDelete],
  )

  /** The stored copy and the loaded lists take the server's answer, so the next change expects the right version. */
  const settled = useCallback(
    (op: QueuedOp, result: RegistrationOpResult) => {
      const copy = readStored('registrationsCopy')
      if (copy) writeStored('registrationsCopy', { ...copy, items: applyResultToItems(copy.items, op, result) })
      utils.admin.registrations.list.setQueriesData({}, {}, (data) => {
        if (!data) return data
        const items = applyResultToItems(data.items, op, result)
        return { items, total: data.total - (data.items.length - items.length) }
      })
    },
    [utils],
  )

  const reported = useCallback((report: OpReport) => {
    setReports((shown) => [...shown.filter((other) => other.opId !== report.opId), report])
    toaster.error({ title: reportText(report), duration: 10_000 })
  }, [])

  const replay = useCallback(() => {
    if (readQueue().length === 0) return Promise.resolve('done' as const)
    replaying ??= oneTabAtATime(() =>
      replayQueue({
        read: readQueue,
        write: (next) => writeStored('registrationOps', next),
        send,
        errorCode: apiErrorCode,
        onSettled: settled,
        onReport: reported,
      }),
    )
      .then((state) => {
        if (state === 'done') refresh()
        return state
      })
      .finally(() => {
        replaying = null
      })
    return replaying
  }, [send, settled, reported, refresh])

  const waiting = queue.length > 0
  useEffect(() => {
    if (!waiting) return
    const retry = () => void replay()
    window.addEventListener('online', retry)
    const timer = window.setInterval(retry, REPLAY_INTERVAL_MS)
    return () => {
      window.removeEventListener('online', retry)
      window.clearInterval(timer)
    }
  }, [waiting, replay])

  const toQueue = useCallback(
    (op: QueuedOp, unreachable: boolean): SubmitOutcome => {
      if (!writeStored('registrationOps', enqueue(readQueue(), op))) {
        toaster.error(FAILURES[op.change.kind])
        return 'failed'
      }
      // Behind earlier changes it needs no notice: its marker shows, and the replay is already asked for.
      if (unreachable) {
        toaster.create({ type: 'info', title: RegistrationAdminMessages.queued })
        refresh()
      }
      return 'queued'
    },
    [refresh],
  )

  /** Sends a change now, or queues it when the server cannot be reached or earlier changes still wait. */
  const submit = useCallback(
    async (registration: Registration, change: RegistrationChange): Promise<Submitted> => {
      const op = newOp(registration, change, randomUuid(), new Date())
      const { opId } = op
      if (readQueue().length > 0) {
        const outcome = toQueue(op, false)
        void replay()
        return { outcome, opId }
      }
      setPending((ids) => new Set(ids).add(registration.id))
      try {
        const result = await send(op)
        settled(op, result)
        const { report } = settleOp([op], op, result)
        refresh()
        if (!report) return { outcome: 'applied', opId, result }
        reported(report)
        return { outcome: 'not-applied', opId, result }
      } catch (error) {
        const code = apiErrorCode(error)
        if (code === null) {
          console.warn('The server could not be reached; the change is queued', error)
          return { outcome: toQueue(op, true), opId }
        }
        const failure = FAILURES[change.kind]
        console.error(failure.title, error)
        toaster.error(
          code === 'FORBIDDEN'
            ? { title: RegistrationAdminMessages.noPermission(change.kind === 'delete' ? 'delete' : 'change') }
            : { ...failure, description: failureDetail(error) ?? failure.description },
        )
        return { outcome: 'failed', opId }
      } finally {
        setPending((ids) => {
          const next = new Set(ids)
          next.delete(registration.id)
          return next
        })
      }
    },
    [send, settled, reported, replay, toQueue, refresh],
  )

  /** Takes a queued change back before it reaches the server (the undo of a queued deletion); false when it has. */
  const cancelQueued = useCallback((opId: string): boolean => {
    const rest = withoutOp(readQueue(), opId)
    return rest !== null && writeStored('registrationOps', rest)
  }, [])

  const dismissReport = useCallback(
    (opId: string) => setReports((shown) => shown.filter((report) => report.opId !== opId)),
    [],
  )

  return { queue, reports, dismissReport, submit, replay, pending, cancelQueued }
}

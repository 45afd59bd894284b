// The admin's offline queue of registration changes (status, notes, edits, delete, restore), as pure functions over plain values:
// what a change looks like queued, how the queue shows on a page of registrations, the order of its replay and what
// each answer of the server does to it. Storage, the network and React live in use-registration-ops.ts.
import type {
  QueuedRegistrationOp,
  RegistrationChange,
  RegistrationChangeKind,
  RegistrationOpResult,
} from '../../../shared/schemas/admin-registrations'
import type { Registration } from '../../../shared/schemas/registration'

export type QueuedOp = QueuedRegistrationOp

/** A change of a row as the admin sees it: `expectedUpdatedAt` is the version the server last showed. */
export function newOp(registration: Registration, change: RegistrationChange, opId: string, now: Date): QueuedOp {
  return {
    opId,
    registrationId: registration.id,
    fullName: registration.fullName,
    expectedUpdatedAt: registration.updatedAt,
    queuedAt: now.toISOString(),
    change,
  }
}

/** The queue with the op at its end (once per op id: queuing it again changes nothing). */
export function enqueue(queue: readonly QueuedOp[], op: QueuedOp): QueuedOp[] {
  return queue.some((queued) => queued.opId === op.opId) ? [...queue] : [...queue, op]
}

/** The queue without the op (an undone deletion that never reached the server); null when it has left already. */
export function withoutOp(queue: readonly QueuedOp[], opId: string): QueuedOp[] | null {
  return queue.some((queued) => queued.opId === opId) ? queue.filter((queued) => queued.opId !== opId) : null
}

/** The op to send next: the oldest, so the server sees the changes in the order they were made. */
export function nextOp(queue: readonly QueuedOp[]): QueuedOp | undefined {
  return queue[0]
}

export interface ShownRegistration {
  /** The row with its queued changes applied (its `updatedAt` stays the server's). */
  registration: Registration
  /** The kinds of change queued for it, in order: shown as "queued" markers. */
  queued: RegistrationChangeKind[]
}

/** A page of registrations as the admin should see it: each row with its queued changes applied in order. */
export function applyQueue(items: readonly Registration[], queue: readonly QueuedOp[]): ShownRegistration[] {
  return items.map((item) => {
    const ops = queue.filter((op) => op.registrationId === item.id)
    const registration = ops.reduce<Registration>((row, { change }) => {
      if (change.kind === 'status') return { ...row, status: change.status }
      if (change.kind === 'notes') return { ...row, notes: change.notes || null }
      if (change.kind === 'edit') return withEdit(row, change)
      return row
    }, item)
    return { registration, queued: ops.map((op) => op.change.kind) }
  })
}

/** A row with an edit applied as the server will apply it: details set, an emptied company or message removed. */
export function withEdit(row: Registration, edit: Extract<RegistrationChange, { kind: 'edit' }>): Registration {
  const metadata: Registration['metadata'] = { ...row.metadata }
  for (const [key, value] of Object.entries(edit.details)) {
    if (value === undefined) continue
    if (value === null || value === '') delete metadata[key]
    else Object.assign(metadata, { [key]: value })
  }
  return { ...row, fullName: edit.fullName, email: edit.email, metadata }
}

/** Why a queued change was not applied, for the admin: which row, what was tried, and the row the server kept. */
export interface OpReport {
  opId: string
  registrationId: number
  fullName: string
  kind: RegistrationChangeKind
  reason: 'conflict' | 'gone' | 'refused'
  /** The row as the server has it (a conflict), or null (gone, refused). */
  kept: Registration | null
}

const report = (op: QueuedOp, reason: OpReport['reason'], kept: Registration | null): OpReport => ({
  opId: op.opId,
  registrationId: op.registrationId,
  fullName: op.fullName,
  kind: op.change.kind,
  reason,
  kept,
})

/**
 * The queue after the server answered an op, which leaves it whatever the outcome. An applied status or notes change
 * moved the row to a new version: the later ops on that row that were made on the version it replaced were made on
 * top of it, so they now expect the new one. A conflict, or a change of a row that is gone, comes back as a report;
 * a delete of a row already gone is what the admin wanted, so it is not.
 */
export function settleOp(
  queue: readonly QueuedOp[],
  op: QueuedOp,
  result: RegistrationOpResult,
): { queue: QueuedOp[]; report: OpReport | null } {
  const rest = queue.filter((queued) => queued.opId !== op.opId)
  if (result.outcome === 'applied') {
    const moved = result.updatedAt
    return {
      queue:
        moved === null
          ? rest
          : rest.map((queued) =>
              queued.registrationId === op.registrationId && queued.expectedUpdatedAt === op.expectedUpdatedAt
                ? { ...queued, expectedUpdatedAt: moved }
                : queued,
            ),
      report: null,
    }
  }
  if (result.outcome === 'gone')
    return { queue: rest, report: op.change.kind === 'delete' ? null : report(op, 'gone', null) }
  return { queue: rest, report: report(op, 'conflict', result.registration) }
}

/**
 * What a failed send of a queued op means: `wait` (the server was not reached, answered with its own failure, or the
 * session ended: keep the op and stop until the server answers again) or `refused` (the server refused this op for
 * good, e.g. a missing admin role or an invalid value: sending it again would not help, so it leaves the queue with a
 * report). `code` is the tRPC error code of the answer, null when there was no answer from the API.
 */
export function replayFailure(code: string | null): 'wait' | 'refused' {
  return code === null || ['UNAUTHORIZED', 'INTERNAL_SERVER_ERROR', 'TOO_MANY_REQUESTS', 'TIMEOUT'].includes(code)
    ? 'wait'
    : 'refused'
}

/** The queue without an op the server refused for good, and the report on it. */
export function refuseOp(queue: readonly QueuedOp[], op: QueuedOp): { queue: QueuedOp[]; report: OpReport } {
  return { queue: queue.filter((queued) => queued.opId !== op.opId), report: report(op, 'refused', null) }
}

/** A stored page of registrations after an answer: the server's row replaces the old one; a row that is gone leaves. */
export function applyResultToItems(
  items: readonly Registration[],
  op: Pick<QueuedOp, 'registrationId'>,
  result: RegistrationOpResult,
): Registration[] {
  const kept = result.registration
  if (kept === null) return items.filter((item) => item.id !== op.registrationId)
  return items.map((item) => (item.id === kept.id ? kept : item))
}

export interface ReplayDeps {
  /** The queue as stored now (read again after every answer: the admin may queue more while a send is under way). */
  read(): QueuedOp[]
  write(queue: QueuedOp[]): void
  send(op: QueuedOp): Promise<RegistrationOpResult>
  /** The tRPC error code of a failed send, null when the API was not reached. */
  errorCode(error: unknown): string | null
  onSettled?(op: QueuedOp, result: RegistrationOpResult): void
  onReport?(report: OpReport): void
}

/**
 * Sends the queue in order, one op at a time, each once per run; an op leaves the queue only when the server has
 * answered it (the op id makes sending it again after a crash or a lost answer safe). Stops at the first op that has
 * to wait: `done` when the queue is empty, `waiting` otherwise.
 */
export async function replayQueue(deps: ReplayDeps): Promise<'done' | 'waiting'> {
  const sent = new Set<string>()
  for (;;) {
    const op = nextOp(deps.read())
    if (!op) return 'done'
    if (sent.has(op.opId)) return 'waiting'
    sent.add(op.opId)
    let result: RegistrationOpResult
    try {
      result = await deps.send(op)
    } catch (error) {
      if (replayFailure(deps.errorCode(error)) === 'wait') return 'waiting'
      const refused = refuseOp(deps.read(), op)
      deps.write(refused.queue)
      deps.onReport?.(refused.report)
      continue
    }
    const settled = settleOp(deps.read(), op, result)
    deps.write(settled.queue)
    deps.onSettled?.(op, result)
    if (settled.report) deps.onReport?.(settled.report)
  }
}

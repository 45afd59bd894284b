import { describe, expect, test } from 'vitest'
import {
  applyQueue,
  applyResultToItems,
  enqueue,
  newOp,
  nextOp,
  refuseOp,
  replayFailure,
  replayQueue,
  settleOp,
  withoutOp,
  type OpReport,
  type QueuedOp,
} from '../../client/pages/admin/registration-op-queue'
import type { RegistrationChange, RegistrationOpResult } from '../../shared/schemas/admin-registrations'
import type { Registration } from '../../shared/schemas/registration'

const V1 = '2026-11-25T09:00:00.000Z'

function registration(id: number, overrides: Partial<Registration> = {}): Registration {
  return {
    id,
    submissionId: null,
    fullName: `Registrant ${id}`,
    email: `r${id}@pelda.hu`,
    registrationDate: '2026-11-20T09:00:00.000Z',
    source: 'webinar',
    status: 'new',
    notes: null,
    metadata: {},
    updatedAt: null,
    ...overrides,
  }
}

let counter = 0
const opId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`
const op = (row: Registration, change: RegistrationChange) =>
  newOp(row, change, opId(), new Date('2026-11-25T10:00:00.000Z'))

const applied = (updatedAt: string | null, row: Registration | null): RegistrationOpResult => ({
  outcome: 'applied',
  replayed: false,
  updatedAt,
  registration: row,
})

describe('queuing', () => {
  test('a queued op carries the version the server last showed and the row’s name for reports', () => {
    const queued = op(registration(1, { updatedAt: V1 }), { kind: 'status', status: 'flagged' })
    expect(queued).toMatchObject({
      registrationId: 1,
      fullName: 'Registrant 1',
      expectedUpdatedAt: V1,
      queuedAt: '2026-11-25T10:00:00.000Z',
      change: { kind: 'status', status: 'flagged' },
    })
  })

  test('enqueue appends in order and takes an op id once', () => {
    const first = op(registration(1), { kind: 'status', status: 'contacted' })
    const second = op(registration(2), { kind: 'delete' })
    const queue = enqueue(enqueue([], first), second)
    expect(queue.map((queued) => queued.opId)).toEqual([first.opId, second.opId])
    expect(enqueue(queue, first)).toEqual(queue)
    expect(nextOp(queue)).toBe(first)
    expect(nextOp([])).toBeUndefined()
  })

  test('the shown page has each row’s queued changes applied in order, with a marker per kind', () => {
    const one = registration(1, { updatedAt: V1, notes: 'régi' })
    const two = registration(2)
    const three = registration(3)
    const queue = [
      op(one, { kind: 'status', status: 'contacted' }),
      op(one, { kind: 'notes', notes: 'Visszahívni' }),
      op(one, { kind: 'status', status: 'completed' }),
      op(two, { kind: 'notes', notes: '' }),
      op(three, { kind: 'delete' }),
      op(registration(99), { kind: 'status', status: 'flagged' }),
    ]
    const shown = applyQueue([one, two, three, registration(4)], queue)
    expect(shown[0]).toEqual({
      registration: { ...one, status: 'completed', notes: 'Visszahívni' },
      queued: ['status', 'notes', 'status'],
    })
    expect(shown[0]!.registration.updatedAt).toBe(V1)
    expect(shown[1]).toEqual({ registration: two, queued: ['notes'] })
    expect(shown[2]).toEqual({ registration: three, queued: ['delete'] })
    expect(shown[3]).toEqual({ registration: registration(4), queued: [] })
    expect(shown).toHaveLength(4)
  })
})

describe('answers', () => {
  test('an applied change leaves the queue and moves later ops made on the same version of its row', () => {
    const one = registration(1, { updatedAt: V1 })
    const status = op(one, { kind: 'status', status: 'contacted' })
    const notes = op(one, { kind: 'notes', notes: 'x' })
    const onNewerCopy = op({ ...one, updatedAt: '2026-11-25T09:30:00.000Z' }, { kind: 'notes', notes: 'y' })
    const other = op(registration(2, { updatedAt: V1 }), { kind: 'delete' })
    const V2 = '2026-11-25T10:00:00.000Z'
    const settled = settleOp(
      [status, notes, onNewerCopy, other],
      status,
      applied(V2, { ...one, status: 'contacted', updatedAt: V2 }),
    )
    expect(settled.report).toBeNull()
    expect(settled.queue).toEqual([{ ...notes, expectedUpdatedAt: V2 }, onNewerCopy, other])
    // A delete produces no version: nothing moves.
    expect(settleOp([other, notes], other, applied(null, null))).toEqual({ queue: [notes], report: null })
  })

  test('a conflict leaves the queue with a report naming the row, what was tried and what the server kept', () => {
    const one = registration(1, { updatedAt: V1 })
    const change = op(one, { kind: 'notes', notes: 'mine' })
    const kept = { ...one, notes: 'theirs', updatedAt: '2026-11-25T09:59:00.000Z' }
    const later = op(one, { kind: 'status', status: 'flagged' })
    const settled = settleOp([change, later], change, {
      outcome: 'conflict',
      replayed: false,
      updatedAt: null,
      registration: kept,
    })
    expect(settled.queue).toEqual([later])
    expect(settled.report).toEqual<OpReport>({
      opId: change.opId,
      registrationId: 1,
      fullName: 'Registrant 1',
      kind: 'notes',
      reason: 'conflict',
      kept,
    })
  })

  test('a row already gone: reported for a status or note change, silently done for a delete', () => {
    const one = registration(1)
    const gone: RegistrationOpResult = { outcome: 'gone', replayed: false, updatedAt: null, registration: null }
    const status = op(one, { kind: 'status', status: 'flagged' })
    expect(settleOp([status], status, gone)).toMatchObject({ queue: [], report: { reason: 'gone', kind: 'status' } })
    const remove = op(one, { kind: 'delete' })
    expect(settleOp([remove], remove, gone)).toEqual({ queue: [], report: null })
  })

  test('a failure waits when the server was not reached or cannot answer now, and is refused for good otherwise', () => {
    expect(replayFailure(null)).toBe('wait')
    expect(replayFailure('UNAUTHORIZED')).toBe('wait')
    expect(replayFailure('INTERNAL_SERVER_ERROR')).toBe('wait')
    expect(replayFailure('TOO_MANY_REQUESTS')).toBe('wait')
    expect(replayFailure('FORBIDDEN')).toBe('refused')
    expect(replayFailure('BAD_REQUEST')).toBe('refused')
    expect(replayFailure('CONFLICT')).toBe('refused')
    const queued = op(registration(1), { kind: 'delete' })
    expect(refuseOp([queued], queued)).toMatchObject({ queue: [], report: { reason: 'refused', kind: 'delete' } })
  })

  test('the stored page takes the server’s row, and loses a row that was deleted or is gone', () => {
    const items = [registration(1), registration(2)]
    const changed = registration(1, { status: 'flagged', updatedAt: V1 })
    expect(applyResultToItems(items, { registrationId: 1 }, applied(V1, changed))).toEqual([changed, items[1]])
    expect(applyResultToItems(items, { registrationId: 2 }, applied(null, null))).toEqual([items[0]])
  })
})

/** A server with the procedures' rules: an op id is answered once, a stale version is a conflict. */
function fakeServer(rows: Registration[]) {
  const recorded = new Map<string, RegistrationOpResult>()
  const table = new Map(rows.map((row) => [row.id, row]))
  let clock = Date.parse('2026-11-25T11:00:00.000Z')
  let applications = 0
  return {
    table,
    get applications() {
      return applications
    },
    apply(queued: QueuedOp): RegistrationOpResult {
      const earlier = recorded.get(queued.opId)
      if (earlier) return { ...earlier, replayed: true, registration: table.get(queued.registrationId) ?? null }
      const row = table.get(queued.registrationId)
      let result: RegistrationOpResult
      if (!row) result = { outcome: 'gone', replayed: false, updatedAt: null, registration: null }
      else if (row.updatedAt !== queued.expectedUpdatedAt) {
        result = { outcome: 'conflict', replayed: false, updatedAt: null, registration: row }
      } else if (queued.change.kind === 'delete') {
        table.delete(row.id)
        applications++
        result = applied(null, null)
      } else {
        const updatedAt = new Date((clock += 1000)).toISOString()
        const next =
          queued.change.kind === 'status'
            ? { ...row, status: queued.change.status, updatedAt }
            : queued.change.kind === 'notes'
              ? { ...row, notes: queued.change.notes || null, updatedAt }
              : { ...row, updatedAt }
        table.set(row.id, next)
        applications++
        result = applied(updatedAt, next)
      }
      recorded.set(queued.opId, result)
      return result
    },
  }
}

const unreachable = () => new TypeError('Failed to fetch')

function storedQueue(initial: QueuedOp[]) {
  let queue = initial
  return {
    read: () => queue,
    write: (next: QueuedOp[]) => {
      queue = next
    },
    get queue() {
      return queue
    },
  }
}

describe('replay', () => {
  test('sends the queue in order, one op at a time, so changes made on top of each other all land', async () => {
    const one = registration(1, { updatedAt: V1 })
    const server = fakeServer([one, registration(2)])
    const store = storedQueue([
      op(one, { kind: 'status', status: 'contacted' }),
      op(one, { kind: 'notes', notes: 'Visszahívni' }),
      op(registration(2), { kind: 'delete' }),
    ])
    const sent: string[] = []
    const reports: OpReport[] = []
    const state = await replayQueue({
      ...store,
      send: (queued) => {
        sent.push(queued.change.kind)
        return Promise.resolve(server.apply(queued))
      },
      errorCode: () => null,
      onReport: (report) => reports.push(report),
    })
    expect(state).toBe('done')
    expect(sent).toEqual(['status', 'notes', 'delete'])
    expect(store.queue).toEqual([])
    expect(reports).toEqual([])
    expect(server.table.get(1)).toMatchObject({ status: 'contacted', notes: 'Visszahívni' })
    expect(server.table.has(2)).toBe(false)
  })

  test('an unreachable server stops the run and keeps the op; a replay after a lost answer is applied once', async () => {
    const one = registration(1)
    const server = fakeServer([one])
    const first = op(one, { kind: 'status', status: 'flagged' })
    const second = op(one, { kind: 'notes', notes: 'utána' })
    const store = storedQueue([first, second])
    // The server applies the first op, but its answer never arrives (the connection drops, the tab crashes).
    const lostAnswer = await replayQueue({
      ...store,
      send: (queued) => {
        server.apply(queued)
        return Promise.reject(unreachable())
      },
      errorCode: () => null,
    })
    expect(lostAnswer).toBe('waiting')
    expect(store.queue).toEqual([first, second])

    const settled: RegistrationOpResult[] = []
    const again = await replayQueue({
      ...store,
      send: (queued) => Promise.resolve(server.apply(queued)),
      errorCode: () => null,
      onSettled: (_, result) => settled.push(result),
    })
    expect(again).toBe('done')
    expect(settled.map((result) => [result.outcome, result.replayed])).toEqual([
      ['applied', true],
      ['applied', false],
    ])
    expect(server.applications).toBe(2)
    expect(server.table.get(1)).toMatchObject({ status: 'flagged', notes: 'utána' })
  })

  test('a conflict is reported and never applied; a refused op leaves with a report; later ops go on', async () => {
    const one = registration(1)
    const two = registration(2)
    const server = fakeServer([{ ...one, notes: 'másik admin', updatedAt: V1 }, two])
    const store = storedQueue([
      op(one, { kind: 'notes', notes: 'offline jegyzet' }),
      op(two, { kind: 'status', status: 'flagged' }),
      op(two, { kind: 'notes', notes: 'rendben' }),
    ])
    const refusedId = store.queue[1]!.opId
    const reports: OpReport[] = []
    const state = await replayQueue({
      ...store,
      send: (queued) =>
        queued.opId === refusedId
          ? Promise.reject(Object.assign(new Error('refused'), { code: 'FORBIDDEN' }))
          : Promise.resolve(server.apply(queued)),
      errorCode: (error) => (error as { code?: string }).code ?? null,
      onReport: (report) => reports.push(report),
    })
    expect(state).toBe('done')
    expect(reports.map(({ fullName, reason, kind }) => [fullName, reason, kind])).toEqual([
      ['Registrant 1', 'conflict', 'notes'],
      ['Registrant 2', 'refused', 'status'],
    ])
    expect(reports[0]!.kept).toMatchObject({ notes: 'másik admin' })
    expect(server.table.get(1)!.notes).toBe('másik admin')
    expect(server.table.get(2)).toMatchObject({ status: 'new', notes: 'rendben' })
  })

  test('an op queued while another is being sent goes in the same run, after it', async () => {
    const one = registration(1)
    const server = fakeServer([one, registration(2)])
    const store = storedQueue([op(one, { kind: 'status', status: 'contacted' })])
    const late = op(registration(2), { kind: 'status', status: 'completed' })
    const sent: string[] = []
    await replayQueue({
      ...store,
      send: (queued) => {
        sent.push(queued.opId)
        if (sent.length === 1) store.write(enqueue(store.queue, late))
        return Promise.resolve(server.apply(queued))
      },
      errorCode: () => null,
    })
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(late.opId)
    expect(store.queue).toEqual([])
  })
})

describe('edits and undone deletions in the queue', () => {
  test('a queued edit shows applied as the server applies it: details set, an emptied detail removed', () => {
    const row = registration(1, {
      source: 'ai-training-contact',
      metadata: { company: 'Régi Kft.', message: 'Régi üzenet', type: 'training-inquiry' },
    })
    const edit = op(row, {
      kind: 'edit',
      fullName: 'Új Név',
      email: 'uj@pelda.hu',
      details: { company: null, message: 'Új üzenet' },
    })
    const [shown] = applyQueue([row], [edit])
    expect(shown!.registration).toMatchObject({
      fullName: 'Új Név',
      email: 'uj@pelda.hu',
      metadata: { message: 'Új üzenet', type: 'training-inquiry' },
    })
    expect(shown!.registration.metadata).not.toHaveProperty('company')
    expect(shown!.queued).toEqual(['edit'])
  })

  test('a queued deletion can be taken back until it has left the queue', () => {
    const row = registration(1)
    const removal = op(row, { kind: 'delete' })
    const status = op(registration(2), { kind: 'status', status: 'flagged' })
    expect(withoutOp([status, removal], removal.opId)).toEqual([status])
    expect(withoutOp([status], removal.opId)).toBeNull()
  })
})

import { segmentFilterOf } from '../attendance/segment-filter'
import type { Kysely, Transaction } from 'kysely'
import {
  BULK_CHANGE_MAX,
  RegistrationAdminMessages,
  type RegistrationBulkResult,
  type RegistrationSelectionValues,
} from '../../shared/schemas/admin-registrations'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { forgetFunnelDayCounts } from '../repositories/funnel-progress.repository'
import { findRegistrationAdminOp, insertRegistrationAdminOp } from '../repositories/registration-admin-op.repository'
import {
  findRegistrationIdsChangedBy,
  insertBulkRegistrationChanges,
  type ChangeAuthor,
} from '../repositories/registration-change.repository'
import {
  lockRegistrationsForBulk,
  moveRegistrations,
  setRegistrationsStatus,
  type BulkRow,
  type BulkTarget,
} from '../repositories/registration.repository'
import { DomainError } from './domain-error'
import { nextUpdatedAt, onceForOperation, registrationQuery, type AdminActor } from './registration-admin.service'

type Db = Kysely<Database>

/** A change of many registrations at once: what it does, to which rows, by whom. */
export type BulkChange =
  | { kind: 'bulk-status'; selection: RegistrationSelectionValues; status: string }
  | { kind: 'bulk-delete'; selection: RegistrationSelectionValues }
  | { kind: 'bulk-restore'; ids: readonly number[] }

/** Bulk operations are recorded without a row of their own: their rows are found again by the operation id. */
const NO_SINGLE_ROW = 0

/**
 * Applies a bulk change at most once per operation id: the rows the admin ticked, or every row the filter matches
 * (found by the server, at most BULK_CHANGE_MAX), are read and locked, changed, and each change recorded in the
 * rows' history, all in one transaction. A row already so (the status it is to get) is left alone; a bulk change
 * never compares versions, since the admin chose the rows by what they are now. A replay answers the rows the first
 * run changed.
 */
export function runBulkChange(
  db: Db,
  op: { opId: string; admin: AdminActor; change: BulkChange },
  now: number,
): Promise<RegistrationBulkResult> {
  return onceForOperation(db, now, async (trx) => {
    const recorded = await findRegistrationAdminOp(trx, op.opId)
    if (recorded) {
      if (recorded.kind !== op.change.kind) {
        throw new DomainError('conflict', 'This operation id was already used for another change')
      }
      return { replayed: true, changedIds: await findRegistrationIdsChangedBy(trx, op.opId) }
    }
    const at = toIsoTime(new Date(now))
    const author: ChangeAuthor = { opId: op.opId, adminUserId: op.admin.id, adminEmail: op.admin.email, createdAt: at }
    const changedIds = (await applyBulk(trx, op.change, op.admin, author, now)).sort((a, b) => a - b)
    await insertRegistrationAdminOp(trx, {
      opId: op.opId,
      registrationId: NO_SINGLE_ROW,
      kind: op.change.kind,
      outcome: 'applied',
      resultUpdatedAt: null,
      recordedAt: at,
    })
    return { replayed: false, changedIds }
  })
}

async function applyBulk(
  trx: Transaction<Database>,
  change: BulkChange,
  admin: AdminActor,
  author: ChangeAuthor,
  now: number,
): Promise<number[]> {
  const target: BulkTarget =
    change.kind === 'bulk-restore'
      ? { ids: change.ids, inTrash: true }
      : change.selection.kind === 'ids'
        ? { ids: change.selection.ids, inTrash: false }
        : {
            matching: registrationQuery(
              change.selection.filter,
              undefined,
              await segmentFilterOf(trx, change.selection.filter.segment, now),
            ),
          }
  const rows = await lockRegistrationsForBulk(trx, target, BULK_CHANGE_MAX + 1)
  if (rows.length > BULK_CHANGE_MAX) {
    throw new DomainError('bad-request', RegistrationAdminMessages.tooManyForBulk(BULK_CHANGE_MAX))
  }

  if (change.kind === 'bulk-status') {
    const changing = rows.filter((row) => row.status !== change.status)
    const ids = changing.map((row) => row.id)
    await insertBulkRegistrationChanges(trx, author, { ids, field: 'status', newValue: change.status })
    await forEachVersion(changing, now, (batch, updatedAt) =>
      setRegistrationsStatus(trx, batch, change.status, updatedAt),
    )
    return ids
  }

  const trash = change.kind === 'bulk-delete' ? { deletedAt: author.createdAt, deletedBy: admin.id } : null
  if (rows.length > 0) {
    const ids = rows.map((row) => row.id)
    await insertBulkRegistrationChanges(trx, author, { ids, field: 'deletedAt', newValue: trash?.deletedAt ?? null })
    await forEachVersion(rows, now, (batch, updatedAt) => moveRegistrations(trx, batch, trash, updatedAt))
    await forgetFunnelDayCounts(trx)
  }
  return rows.map((row) => row.id)
}

// Well under SQLite's and MySQL's limits on the values of one statement.
const IDS_PER_STATEMENT = 1000

/**
 * Writes the rows grouped by the version each moves to (nextUpdatedAt: almost always one group, `now`; a row whose
 * version is not behind the clock moves a millisecond past its own), a thousand ids per statement.
 */
async function forEachVersion(
  rows: readonly BulkRow[],
  now: number,
  write: (ids: number[], updatedAt: string) => Promise<void>,
): Promise<void> {
  const byVersion = new Map<string, number[]>()
  // Versions are ISO strings, which sort as the times they name: nearly every row is behind the clock and moves to
  // `now`, and only the others need working out (parsing a thousand dates cost a bulk change about a millisecond).
  const nowVersion = toIsoTime(new Date(now))
  for (const row of rows) {
    const version =
      row.updatedAt === null || row.updatedAt < nowVersion ? nowVersion : nextUpdatedAt(row.updatedAt, now)
    const ids = byVersion.get(version)
    if (ids) ids.push(row.id)
    else byVersion.set(version, [row.id])
  }
  for (const [updatedAt, ids] of byVersion) {
    for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
      await write(ids.slice(start, start + IDS_PER_STATEMENT), updatedAt)
    }
  }
}

import type { Kysely, Transaction } from 'kysely'
import { budapestDayStart, budapestWallClock, shiftDay } from '../../shared/budapest-time'
import { CSV_BOM, csvLine } from '../../shared/csv'
import { POSITION_LABELS } from '../../shared/positions'
import { registrationStatusLabel } from '../../shared/registration-status-labels'
import {
  ADMIN_SOURCE_FILTERS,
  type RegistrationChange,
  type RegistrationFilterValues,
  type RegistrationListValues,
  type RegistrationOpOutcome,
  type RegistrationOpResult,
} from '../../shared/schemas/admin-registrations'
import type { Registration } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'
import {
  deleteRegistrationIfUnchanged,
  findRegistrationById,
  listRegistrations,
  registrationsInBatches,
  updateRegistrationIfUnchanged,
  type RegistrationQuery,
} from '../repositories/registration.repository'
import {
  deleteRegistrationAdminOpsBefore,
  findRegistrationAdminOp,
  insertRegistrationAdminOp,
} from '../repositories/registration-admin-op.repository'
import { forgetFunnelDayCounts } from '../repositories/funnel-progress.repository'
import { DomainError } from './domain-error'

type Db = Kysely<Database>

/** The filter as stored values: a source filter names the sources behind it, days are Budapest days. */
export function registrationQuery(filter: RegistrationFilterValues): RegistrationQuery {
  return {
    search: filter.search || undefined,
    sources: filter.source ? ADMIN_SOURCE_FILTERS[filter.source] : undefined,
    status: filter.status,
    from: filter.from ? budapestDayStart(filter.from) : undefined,
    before: filter.to ? budapestDayStart(shiftDay(filter.to, 1)) : undefined,
    order: filter.order,
  }
}

/** The procedure's input, already parsed (defaults applied) by its schema. */
export function listRegistrationsForAdmin(db: Db, { page, pageSize, ...filter }: RegistrationListValues) {
  return listRegistrations(db, registrationQuery(filter), { offset: (page - 1) * pageSize, limit: pageSize })
}

/** How long an operation's outcome is kept for replays; older records are swept when new ones are recorded. */
export const REGISTRATION_OP_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

export interface RegistrationOp {
  opId: string
  id: number
  expectedUpdatedAt: string | null
  change: RegistrationChange
}

/**
 * Applies an admin's change of a registration at most once: a recorded operation id answers its first outcome and
 * changes nothing; a row whose `updated_at` is not the one the admin saw is a conflict (nothing changes); a missing
 * row is `gone`. The outcome is recorded in the same transaction as the change.
 */
export async function runRegistrationOp(db: Db, op: RegistrationOp, now: number): Promise<RegistrationOpResult> {
  // Outside the transaction: a range delete inside it would hold gap locks that two concurrent recordings could
  // deadlock on (InnoDB).
  await deleteRegistrationAdminOpsBefore(db, toIsoTime(new Date(now - REGISTRATION_OP_RETENTION_MS)))
  // Read committed (MySQL; SQLite serialises its transactions anyway): a row read again after a compare-and-set that
  // lost is the winner's, not this transaction's snapshot.
  const attempt = () =>
    db
      .transaction()
      .setIsolationLevel('read committed')
      .execute((trx) => applyOnce(trx, op, now))
  try {
    return await attempt()
  } catch (error) {
    // The same operation sent twice at once: the send that lost the race to record it is answered as a replay.
    if (!isUniqueViolation(error)) throw error
    return attempt()
  }
}

async function applyOnce(trx: Transaction<Database>, op: RegistrationOp, now: number): Promise<RegistrationOpResult> {
  const recorded = await findRegistrationAdminOp(trx, op.opId)
  if (recorded) {
    if (recorded.registrationId !== op.id || recorded.kind !== op.change.kind) {
      throw new DomainError('conflict', 'This operation id was already used for another change')
    }
    return {
      outcome: recorded.outcome as RegistrationOpOutcome,
      replayed: true,
      updatedAt: recorded.resultUpdatedAt,
      registration: (await findRegistrationById(trx, op.id)) ?? null,
    }
  }

  const outcome = await changeIfUnchanged(trx, op, now)
  await insertRegistrationAdminOp(trx, {
    opId: op.opId,
    registrationId: op.id,
    kind: op.change.kind,
    outcome: outcome.outcome,
    resultUpdatedAt: outcome.updatedAt,
    recordedAt: toIsoTime(new Date(now)),
  })
  return { ...outcome, replayed: false }
}

async function changeIfUnchanged(
  trx: Transaction<Database>,
  { id, expectedUpdatedAt, change }: RegistrationOp,
  now: number,
): Promise<Omit<RegistrationOpResult, 'replayed'>> {
  const unchanged = (current: Registration | undefined): Omit<RegistrationOpResult, 'replayed'> =>
    current
      ? { outcome: 'conflict', updatedAt: null, registration: current }
      : { outcome: 'gone', updatedAt: null, registration: null }

  const current = await findRegistrationById(trx, id)
  if (!current || current.updatedAt !== expectedUpdatedAt) return unchanged(current)
  // The check above may read a snapshot (MySQL); the write compares again on the row itself, under its lock.
  if (change.kind === 'delete') {
    if (await deleteRegistrationIfUnchanged(trx, id, expectedUpdatedAt)) {
      // Its funnel steps went with it, so the dashboard's kept day counts are counted afresh.
      await forgetFunnelDayCounts(trx)
      return { outcome: 'applied', updatedAt: null, registration: null }
    }
    return unchanged(await findRegistrationById(trx, id))
  }
  const updatedAt = nextUpdatedAt(current.updatedAt, now)
  const changes = change.kind === 'status' ? { status: change.status } : { notes: change.notes || null }
  if (!(await updateRegistrationIfUnchanged(trx, id, expectedUpdatedAt, changes, updatedAt))) {
    return unchanged(await findRegistrationById(trx, id))
  }
  return { outcome: 'applied', updatedAt, registration: (await findRegistrationById(trx, id)) ?? null }
}

/** `updated_at` is the row's version: each change moves it forward, by a millisecond when the clock has not. */
export function nextUpdatedAt(previous: string | null, now: number): string {
  const previousMs = previous === null ? Number.NaN : Date.parse(previous)
  return toIsoTime(new Date(Number.isNaN(previousMs) || previousMs < now ? now : previousMs + 1))
}

/** "2026. 11. 25. 18:10": a registration's time in Budapest, as Hungarian Excel reads a date. */
export function hungarianDateTime(iso: string): string {
  const { year, month, day, hour, minute } = budapestWallClock(new Date(iso))
  return `${year}. ${month}. ${day}. ${hour}:${minute}`
}

/**
 * The spec's eight columns first, then the message (the training form's), the registrant's webinar time and where
 * they first came from (`metadata.firstTouch`; the ad click ids stay out of the spreadsheet).
 */
export const REGISTRATION_CSV_HEADER = [
  'Név',
  'E-mail',
  'Időpont',
  'Forrás',
  'Gyógyszertár',
  'Beosztás',
  'Státusz',
  'Megjegyzés',
  'Üzenet',
  'Webinárium időpontja',
  'UTM forrás',
  'UTM médium',
  'UTM kampány',
  'UTM kifejezés',
  'UTM tartalom',
  'Hivatkozó oldal',
] as const

export function registrationCsvLine(registration: Registration): string {
  const { metadata } = registration
  const firstTouch = metadata.firstTouch ?? {}
  return csvLine([
    registration.fullName,
    registration.email,
    hungarianDateTime(registration.registrationDate),
    registration.source,
    metadata.pharmacyName ?? metadata.company ?? '',
    metadata.position ? POSITION_LABELS[metadata.position] : '',
    registrationStatusLabel(registration.status),
    registration.notes ?? '',
    metadata.message ?? '',
    metadata.webinarTime ? hungarianDateTime(metadata.webinarTime) : '',
    firstTouch.source,
    firstTouch.medium,
    firstTouch.campaign,
    firstTouch.term,
    firstTouch.content,
    firstTouch.referrer,
  ])
}

/**
 * The CSV file of every registration the filter matches (byte-order mark and header first), produced batch by batch;
 * null when nothing matches. The first batch answers that question, so no separate count is needed.
 */
export async function registrationCsvFile(
  db: Db,
  filter: RegistrationFilterValues,
): Promise<AsyncIterable<string> | null> {
  const batches = registrationsInBatches(db, registrationQuery(filter))
  const first = await batches.next()
  if (first.done) return null
  const lines = (batch: Registration[]) => batch.map(registrationCsvLine).join('')
  return (async function* () {
    yield CSV_BOM + csvLine(REGISTRATION_CSV_HEADER)
    yield lines(first.value)
    for await (const batch of batches) yield lines(batch)
  })()
}

import type { Kysely, Transaction } from 'kysely'
import { attendanceSummaries, segmentRules } from '../attendance/attendance-summary.service'
import { segmentFilterOf, type SegmentFilter } from '../attendance/segment-filter'
import { watchedMinutesText, type AttendanceSummary } from '../../shared/attendance/attendance-summary'
import { ATTENDANCE_SEGMENT_NAMES } from '../../shared/attendance/segments'
import { budapestDayStart, budapestWallClock, shiftDay } from '../../shared/budapest-time'
import { CSV_BOM, csvLine } from '../../shared/csv'
import { POSITION_LABELS } from '../../shared/positions'
import { registrationSourceCsvLabel, registrationStatusCsvLabel } from '../../shared/registration-csv-labels'
import {
  ADMIN_SOURCE_FILTERS,
  DETAIL_LABELS,
  editableDetailsOf,
  type EditableDetail,
  type RegistrationChange,
  type RegistrationEditValues,
  type RegistrationFilterValues,
  type RegistrationListValues,
  type RegistrationOpOutcome,
  type RegistrationOpResult,
} from '../../shared/schemas/admin-registrations'
import type { Registration, RegistrationMetadata } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'
import {
  findStoredRegistration,
  listRegistrations,
  moveRegistrationIfUnchanged,
  registrationsInBatches,
  updateRegistrationIfUnchanged,
  type RegistrationChanges,
  type RegistrationQuery,
  type StoredRegistration,
} from '../repositories/registration.repository'
import {
  deleteRegistrationAdminOpsBefore,
  findRegistrationAdminOp,
  insertRegistrationAdminOp,
} from '../repositories/registration-admin-op.repository'
import { insertRegistrationChanges, type NewRegistrationChange } from '../repositories/registration-change.repository'
import { updateAttendeeEmailKey } from '../repositories/webinar-attendee.repository'
import { replaceSearchWords } from '../repositories/registration-search.repository'
import { forgetFunnelDayCounts } from '../repositories/funnel-progress.repository'
import { DomainError } from './domain-error'

type Db = Kysely<Database>

/** The filter as stored values: a source filter names the sources behind it, days are Budapest days. */
export function registrationQuery(
  filter: RegistrationFilterValues,
  ids?: readonly number[],
  segment?: SegmentFilter,
): RegistrationQuery {
  return {
    search: filter.search || undefined,
    sources: filter.source ? ADMIN_SOURCE_FILTERS[filter.source] : undefined,
    status: filter.status,
    utmSource: filter.utmSource || undefined,
    utmCampaign: filter.utmCampaign || undefined,
    from: filter.from ? budapestDayStart(filter.from) : undefined,
    before: filter.to ? budapestDayStart(shiftDay(filter.to, 1)) : undefined,
    order: filter.order,
    ids,
    segment,
  }
}

/** The procedure's input, already parsed (defaults applied) by its schema. */
export async function listRegistrationsForAdmin(
  db: Db,
  { page, pageSize, ...filter }: RegistrationListValues,
  now: number,
) {
  const segment = await segmentFilterOf(db, filter.segment, now)
  return listRegistrations(db, registrationQuery(filter, undefined, segment), {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  })
}

/** How long an operation's outcome is kept for replays; older records are swept when new ones are recorded. */
export const REGISTRATION_OP_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

/** The signed-in admin who makes a change: recorded with it in the registration's history. */
export interface AdminActor {
  id: number
  email: string
}

export interface RegistrationOp {
  opId: string
  id: number
  expectedUpdatedAt: string | null
  change: RegistrationChange
  admin: AdminActor
}

/**
 * Runs `apply` for an operation id at most once, in a transaction (read committed on MySQL; SQLite serialises its
 * transactions anyway, so a row read again after a compare-and-set that lost is the winner's, not a snapshot).
 * Operations older than the retention are swept first, outside the transaction: a range delete inside it would hold
 * gap locks that two concurrent recordings could deadlock on (InnoDB). The same operation sent twice at once: the
 * send that lost the race to record it is answered as a replay.
 */
export async function onceForOperation<T>(db: Db, now: number, apply: (trx: Transaction<Database>) => Promise<T>) {
  await deleteRegistrationAdminOpsBefore(db, toIsoTime(new Date(now - REGISTRATION_OP_RETENTION_MS)))
  const attempt = () => db.transaction().setIsolationLevel('read committed').execute(apply)
  try {
    return await attempt()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return attempt()
  }
}

/**
 * Applies an admin's change of a registration at most once: a recorded operation id answers its first outcome and
 * changes nothing; a row whose `updated_at` is not the one the admin saw is a conflict (nothing changes); a missing
 * row, or one in the trash for any change but a restore, is `gone`. The outcome, and the row's history of what
 * changed and by whom, are recorded in the same transaction as the change.
 */
export function runRegistrationOp(db: Db, op: RegistrationOp, now: number): Promise<RegistrationOpResult> {
  return onceForOperation(db, now, (trx) => applyOnce(trx, op, now))
}

/** The row as the admin's list may show it: one in the trash is not in the list. */
const listed = (stored: StoredRegistration | undefined): Registration | null =>
  stored && stored.deletedAt === null ? stored.registration : null

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
      registration: listed(await findStoredRegistration(trx, op.id)),
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

type Outcome = Omit<RegistrationOpResult, 'replayed'>

/** A change that did not apply: `gone` when the row is missing (or in the trash), else a conflict with the row. */
function notApplied(stored: StoredRegistration | undefined, kind: RegistrationChange['kind']): Outcome {
  if (!stored || (stored.deletedAt !== null && kind !== 'restore')) {
    return { outcome: 'gone', updatedAt: null, registration: null }
  }
  return { outcome: 'conflict', updatedAt: null, registration: stored.registration }
}

async function changeIfUnchanged(trx: Transaction<Database>, op: RegistrationOp, now: number): Promise<Outcome> {
  const { id, expectedUpdatedAt, change } = op
  const stored = await findStoredRegistration(trx, id)
  const trashed = stored?.deletedAt != null
  if (!stored || trashed !== (change.kind === 'restore') || stored.registration.updatedAt !== expectedUpdatedAt) {
    return notApplied(stored, change.kind)
  }
  const current = stored.registration
  const updatedAt = nextUpdatedAt(current.updatedAt, now)
  const at = toIsoTime(new Date(now))
  const author = { opId: op.opId, adminUserId: op.admin.id, adminEmail: op.admin.email, createdAt: at }
  // The checks above may read a snapshot (MySQL); each write compares again on the row itself, under its lock.
  if (change.kind === 'delete' || change.kind === 'restore') {
    const trash = change.kind === 'delete' ? { deletedAt: at, deletedBy: op.admin.id } : null
    if (!(await moveRegistrationIfUnchanged(trx, id, expectedUpdatedAt, trash, updatedAt))) {
      return notApplied(await findStoredRegistration(trx, id), change.kind)
    }
    await insertRegistrationChanges(trx, author, [
      { registrationId: id, field: 'deletedAt', oldValue: stored.deletedAt, newValue: trash?.deletedAt ?? null },
    ])
    // The dashboard counts no registration in the trash: its kept day counts are counted afresh.
    await forgetFunnelDayCounts(trx)
    return {
      outcome: 'applied',
      updatedAt,
      registration: change.kind === 'restore' ? listed(await findStoredRegistration(trx, id)) : null,
    }
  }

  const changes = changesOf(current, change)
  if (!(await updateRegistrationIfUnchanged(trx, id, expectedUpdatedAt, changes, updatedAt))) {
    return notApplied(await findStoredRegistration(trx, id), change.kind)
  }
  // A new registration with the corrected address finds this one, not the address it replaced.
  if (changes.email !== undefined) await updateAttendeeEmailKey(trx, id, changes.email)
  if (changes.fullName !== undefined || changes.email !== undefined) {
    await replaceSearchWords(trx, id, {
      fullName: changes.fullName ?? current.fullName,
      email: changes.email ?? current.email,
    })
  }
  await insertRegistrationChanges(trx, author, historyOf(current, changes))
  return { outcome: 'applied', updatedAt, registration: listed(await findStoredRegistration(trx, id)) }
}

/** What a status, notes or edit change writes: only the fields it changes. */
function changesOf(
  current: Registration,
  change: Exclude<RegistrationChange, { kind: 'delete' } | { kind: 'restore' }>,
): RegistrationChanges {
  if (change.kind === 'status') return { status: change.status }
  if (change.kind === 'notes') return { notes: change.notes || null }
  const metadata = editedMetadata(current, change.details)
  return {
    ...(change.fullName !== current.fullName && { fullName: change.fullName }),
    ...(change.email !== current.email && { email: change.email }),
    ...(JSON.stringify(metadata) !== JSON.stringify(current.metadata) && { metadata }),
  }
}

/**
 * The metadata after an edit of its details: only the details the row's source has (docs/decisions.md), an empty
 * company or message removed; a detail another source has is refused.
 */
function editedMetadata(current: Registration, details: RegistrationEditValues['details']): RegistrationMetadata {
  const allowed = editableDetailsOf(current.source)
  const metadata: RegistrationMetadata = { ...current.metadata }
  for (const [key, value] of Object.entries(details) as [EditableDetail, string | null | undefined][]) {
    if (value === undefined) continue
    if (!allowed.includes(key)) {
      throw new DomainError('bad-request', `${DETAIL_LABELS[key]} is not a detail of a ${current.source} registration`)
    }
    if (value === null || value === '') delete metadata[key]
    else Object.assign(metadata, { [key]: value })
  }
  return metadata
}

/** One history entry per field whose value the change moves. */
function historyOf(current: Registration, changes: RegistrationChanges): NewRegistrationChange[] {
  const entry = (field: NewRegistrationChange['field'], oldValue: string | null, newValue: string | null) =>
    oldValue === newValue ? [] : [{ registrationId: current.id, field, oldValue, newValue }]
  const detail = (metadata: RegistrationMetadata, key: EditableDetail) => {
    const value = metadata[key]
    return typeof value === 'string' ? value : null
  }
  return [
    ...(changes.status !== undefined ? entry('status', current.status, changes.status) : []),
    ...(changes.fullName !== undefined ? entry('fullName', current.fullName, changes.fullName) : []),
    ...(changes.email !== undefined ? entry('email', current.email, changes.email) : []),
    ...(changes.notes !== undefined ? entry('notes', current.notes, changes.notes) : []),
    ...(changes.metadata
      ? (Object.keys(DETAIL_LABELS) as EditableDetail[]).flatMap((key) =>
          entry(`details.${key}`, detail(current.metadata, key), detail(changes.metadata!, key)),
        )
      : []),
  ]
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
  'Részvétel',
  'Megnézett perc',
] as const

/**
 * One registration's CSV line; with its attendance (webinar registrations), the segment's name once the session has
 * ended and the minutes watched, live and replay together.
 */
export function registrationCsvLine(registration: Registration, attendance?: AttendanceSummary): string {
  const { metadata } = registration
  const firstTouch = metadata.firstTouch ?? {}
  return csvLine([
    registration.fullName,
    registration.email,
    hungarianDateTime(registration.registrationDate),
    registrationSourceCsvLabel(registration.source),
    metadata.pharmacyName ?? metadata.company ?? '',
    metadata.position ? POSITION_LABELS[metadata.position] : '',
    registrationStatusCsvLabel(registration.status),
    registration.notes ?? '',
    metadata.message ?? '',
    metadata.webinarTime ? hungarianDateTime(metadata.webinarTime) : '',
    firstTouch.source,
    firstTouch.medium,
    firstTouch.campaign,
    firstTouch.term,
    firstTouch.content,
    firstTouch.referrer,
    attendance?.segment ? ATTENDANCE_SEGMENT_NAMES[attendance.segment] : '',
    attendance ? watchedMinutesText(attendance.watchedSeconds) : '',
  ])
}

/**
 * The CSV file of every registration the filter matches, or of the rows `ids` names (byte-order mark and header
 * first), produced batch by batch; null when nothing matches. The first batch answers that question, so no separate count is needed.
 */
export async function registrationCsvFile(
  db: Db,
  filter: RegistrationFilterValues,
  ids: readonly number[] | undefined,
  now: number,
): Promise<AsyncIterable<string> | null> {
  const [segment, rules] = await Promise.all([segmentFilterOf(db, filter.segment, now), segmentRules(db)])
  const batches = registrationsInBatches(db, registrationQuery(filter, ids, segment))
  const first = await batches.next()
  if (first.done) return null
  const lines = async (batch: Registration[]) => {
    const attendance = await attendanceSummaries(
      db,
      batch.map((registration) => registration.id),
      rules,
      now,
    )
    return batch.map((registration) => registrationCsvLine(registration, attendance.get(registration.id))).join('')
  }
  return (async function* () {
    yield CSV_BOM + csvLine(REGISTRATION_CSV_HEADER)
    yield await lines(first.value)
    for await (const batch of batches) yield await lines(batch)
  })()
}

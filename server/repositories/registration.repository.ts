import { inSegment, type SegmentFilter } from '../attendance/segment-filter'
import { type Kysely, type Selectable, type Transaction } from 'kysely'
import {
  REGISTRATION_ORDERS,
  type RegistrationOrder,
  type RegistrationSortColumn,
  type TrashedRegistration,
} from '../../shared/schemas/admin-registrations'
import {
  RegistrationMetadataSchema,
  type Registration,
  type RegistrationMetadata,
} from '../../shared/schemas/registration'
import { sortKeyOf } from '../../shared/search-words'
import { fromJsonText, toJsonText } from '../db/json'
import { lockedForUpdate } from '../db/locked-for-update'
import type { Database, RegistrationTable } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'
import { insertSearchWords, whereSearchMatches } from './registration-search.repository'

type Db = Kysely<Database> | Transaction<Database>

export interface NewRegistration {
  submissionId: string
  fullName: string
  email: string
  source: string
  metadata: RegistrationMetadata
  registrationDate?: string
}

const registrationColumns = [
  'id',
  'submission_id',
  'full_name',
  'email',
  'registration_date',
  'source',
  'status',
  'notes',
  'metadata',
  'updated_at',
] as const

type RegistrationSelection = Pick<Selectable<RegistrationTable>, (typeof registrationColumns)[number]>

function toRegistration(row: RegistrationSelection): Registration {
  return {
    id: Number(row.id),
    submissionId: row.submission_id,
    fullName: row.full_name,
    email: row.email,
    registrationDate: row.registration_date,
    source: row.source,
    status: row.status,
    notes: row.notes,
    metadata: fromJsonText(RegistrationMetadataSchema, row.metadata),
    updatedAt: row.updated_at,
  }
}

export async function findRegistrationById(db: Db, id: number): Promise<Registration | undefined> {
  const row = await db.selectFrom('registrations').select(registrationColumns).where('id', '=', id).executeTakeFirst()
  return row && toRegistration(row)
}

/** A stored registration with whether it is in the trash (`deletedAt`), for the admin's changes. */
export interface StoredRegistration {
  registration: Registration
  deletedAt: string | null
}

export async function findStoredRegistration(db: Db, id: number): Promise<StoredRegistration | undefined> {
  const row = await db
    .selectFrom('registrations')
    .select([...registrationColumns, 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { registration: toRegistration(row), deletedAt: row.deleted_at }
}

/** The columns the admin's list sorts a name and an address by. */
export const sortKeysOf = (registration: { fullName: string; email: string }) => ({
  name_sort_key: sortKeyOf(registration.fullName),
  email_sort_key: sortKeyOf(registration.email),
})

/** The columns the admin's list filters a first touch by, as the metadata holds it. */
export const firstTouchColumnsOf = ({ firstTouch }: RegistrationMetadata) => ({
  utm_source: firstTouch?.source ?? null,
  utm_campaign: firstTouch?.campaign ?? null,
})

export async function findRegistrationBySubmissionId(db: Db, submissionId: string): Promise<Registration | undefined> {
  const row = await db
    .selectFrom('registrations')
    .select(registrationColumns)
    .where('submission_id', '=', submissionId)
    .executeTakeFirst()
  return row && toRegistration(row)
}

/** Runs `work` in a transaction of its own, or in the caller's when it already is one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

/**
 * Inserts a registration with status `new`, with the words the admin's search finds it by. A submission id that is already stored (a resend, or a race between
 * two resends) inserts nothing and returns the stored row with `created: false`.
 */
export async function insertRegistration(
  db: Db,
  registration: NewRegistration,
): Promise<{ registration: Registration; created: boolean }> {
  try {
    const id = await inTransaction(db, async (trx) => {
      const result = await trx
        .insertInto('registrations')
        .values({
          submission_id: registration.submissionId,
          full_name: registration.fullName,
          email: registration.email,
          registration_date: registration.registrationDate ?? toIsoTime(),
          source: registration.source,
          status: 'new',
          notes: null,
          metadata: toJsonText(registration.metadata),
          updated_at: null,
          ...sortKeysOf(registration),
          ...firstTouchColumnsOf(registration.metadata),
        })
        .executeTakeFirstOrThrow()
      await insertSearchWords(trx, Number(result.insertId), registration)
      return Number(result.insertId)
    })
    const created = await findRegistrationById(db, id)
    if (!created) throw new Error('inserted registration not found')
    return { registration: created, created: true }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const existing = await findRegistrationBySubmissionId(db, registration.submissionId)
    if (!existing) throw error
    return { registration: existing, created: false }
  }
}

/** What the admin's list and export select by (shared/schemas/admin-registrations.ts), resolved to stored values. */
export interface RegistrationQuery {
  search?: string
  sources?: readonly string[]
  status?: string
  /** The first touch's `utm_source` and `utm_campaign`, exactly. */
  utmSource?: string
  utmCampaign?: string
  /** ISO instants: from inclusive, before exclusive. */
  from?: string
  before?: string
  order: RegistrationOrder
  /** Only these rows (those the admin ticked), whatever the rest says. */
  ids?: readonly number[]
  /** Attendance's segment, resolved against the clock and the config (server/attendance/segment-filter.ts). */
  segment?: SegmentFilter
}

/** The registrations a query names, never those in the trash. */
function filtered(db: Db, query: RegistrationQuery) {
  let select = db.selectFrom('registrations').where('registrations.deleted_at', 'is', null)
  if (query.ids) return select.where('registrations.id', 'in', [...query.ids])
  if (query.search) select = whereSearchMatches(db, select, query.search)
  if (query.sources) select = select.where('source', 'in', [...query.sources])
  if (query.status) select = select.where('status', '=', query.status)
  if (query.utmSource) select = select.where('utm_source', '=', query.utmSource)
  if (query.utmCampaign) select = select.where('utm_campaign', '=', query.utmCampaign)
  if (query.from) select = select.where('registration_date', '>=', query.from)
  if (query.before) select = select.where('registration_date', '<', query.before)
  if (query.segment) select = select.where((eb) => inSegment(eb, query.segment!))
  return select
}

/**
 * What each order sorts by before the id: every list has an index that leads with `deleted_at` and then these
 * (migrations/2026-11-27T06-00-00_add_registration_trash_and_history.ts), so a page stops early on it.
 */
const SORTED_BY = {
  registrationDate: ['registration_date'],
  fullName: ['name_sort_key'],
  email: ['email_sort_key'],
  source: ['source', 'registration_date'],
  status: ['status', 'registration_date'],
} as const satisfies Record<RegistrationSortColumn, readonly (keyof RegistrationTable)[]>

/**
 * One page of the admin's list and the number of all that match. A search finds its rows by the words' index and
 * sorts just those, so its total rides on the page's rows as a window count, one pass instead of two; otherwise the
 * page stops early on the date index and the count is a separate, index-only query. `bench/admin-queries.ts`
 * measures both.
 */
export async function listRegistrations(
  db: Db,
  query: RegistrationQuery,
  page: { offset: number; limit: number },
): Promise<{ items: Registration[]; total: number }> {
  const { column, direction } = REGISTRATION_ORDERS[query.order]
  const pageQuery = SORTED_BY[column]
    .reduce(
      (select, sortColumn) => select.orderBy(sortColumn, direction),
      filtered(db, query).select(registrationColumns),
    )
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
  const countAll = () =>
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow()
      .then((count) => Number(count.total))

  if (query.search) {
    const rows = await pageQuery.select((eb) => eb.fn.countAll<number | string>().over().as('total')).execute()
    const first = rows[0]
    if (first) return { items: rows.map(toRegistration), total: Number(first.total) }
    return { items: [], total: page.offset === 0 ? 0 : await countAll() }
  }
  const [rows, total] = await Promise.all([pageQuery.execute(), countAll()])
  return { items: rows.map(toRegistration), total }
}

/**
 * Every matching registration in batches, newest first, for the CSV export: each batch continues after the last
 * row of the one before (date, then id), so memory holds one batch whatever the total.
 */
export async function* registrationsInBatches(
  db: Db,
  query: RegistrationQuery,
  batchSize = 1000,
): AsyncGenerator<Registration[]> {
  let after: { date: string; id: number } | null = null
  for (;;) {
    const cursor: { date: string; id: number } | null = after
    const rows: RegistrationSelection[] = await filtered(db, query)
      .select(registrationColumns)
      .$if(cursor !== null, (select) =>
        select.where((eb) =>
          eb.or([
            eb('registration_date', '<', cursor!.date),
            eb.and([eb('registration_date', '=', cursor!.date), eb('id', '<', cursor!.id)]),
          ]),
        ),
      )
      .orderBy('registration_date', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute()
    if (rows.length === 0) return
    yield rows.map(toRegistration)
    const last: RegistrationSelection = rows.at(-1)!
    after = { date: last.registration_date, id: Number(last.id) }
    if (rows.length < batchSize) return
  }
}

/** What an admin's change of one registration writes besides its new version. */
export interface RegistrationChanges {
  status?: string
  notes?: string | null
  fullName?: string
  email?: string
  metadata?: RegistrationMetadata
}

/**
 * Changes what the admin may change, only if the row's `updated_at` is still the one the admin saw (compare and set,
 * so two admins cannot overwrite each other) and it is not in the trash; false when it changed since or is gone.
 */
export async function updateRegistrationIfUnchanged(
  db: Db,
  id: number,
  expectedUpdatedAt: string | null,
  changes: RegistrationChanges,
  updatedAt: string,
): Promise<boolean> {
  const { fullName, email, metadata, ...plain } = changes
  const result = await db
    .updateTable('registrations')
    .set({
      ...plain,
      ...(fullName !== undefined && { full_name: fullName, name_sort_key: sortKeyOf(fullName) }),
      ...(email !== undefined && { email, email_sort_key: sortKeyOf(email) }),
      ...(metadata !== undefined && { metadata: toJsonText(metadata), ...firstTouchColumnsOf(metadata) }),
      updated_at: updatedAt,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('updated_at', expectedUpdatedAt === null ? 'is' : '=', expectedUpdatedAt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Moves the row to the trash (or back, `trash: null`) only if its `updated_at` is still the one the admin saw and
 * it is (not) in the trash; false otherwise.
 */
export async function moveRegistrationIfUnchanged(
  db: Db,
  id: number,
  expectedUpdatedAt: string | null,
  trash: { deletedAt: string; deletedBy: number } | null,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set({ deleted_at: trash?.deletedAt ?? null, deleted_by: trash?.deletedBy ?? null, updated_at: updatedAt })
    .where('id', '=', id)
    .where('deleted_at', trash ? 'is' : 'is not', null)
    .where('updated_at', expectedUpdatedAt === null ? 'is' : '=', expectedUpdatedAt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A row a bulk change reads first, locked (MySQL) until its transaction ends. */
export interface BulkRow {
  id: number
  status: string
  updatedAt: string | null
  deletedAt: string | null
}

/** What a bulk change is for: every live row a query matches, or rows by id, those live or those in the trash. */
export type BulkTarget = { matching: RegistrationQuery } | { ids: readonly number[]; inTrash: boolean }

/**
 * The rows a bulk change is for, locked until the transaction ends, at most `limit` (the caller asks one more than
 * it allows, to know there were too many). Rows named by id are read by their primary key alone and sorted into live
 * and trashed here: with a condition on `deleted_at` as well, SQLite's planner (which keeps no statistics) scans an
 * index that leads with it, every live row, instead of looking up the ids.
 */
export async function lockRegistrationsForBulk(db: Db, target: BulkTarget, limit: number): Promise<BulkRow[]> {
  const select =
    'matching' in target
      ? filtered(db, target.matching)
      : db.selectFrom('registrations').where('registrations.id', 'in', [...target.ids])
  const rows = await lockedForUpdate(
    db,
    select
      .select(['registrations.id', 'registrations.status', 'registrations.updated_at', 'registrations.deleted_at'])
      .limit(limit),
  ).execute()
  return rows
    .filter((row) => 'matching' in target || (row.deleted_at !== null) === target.inTrash)
    .map((row) => ({
      id: Number(row.id),
      status: row.status,
      updatedAt: row.updated_at,
      deletedAt: row.deleted_at,
    }))
}

/** Sets these rows' status and version (rows the caller has locked, so no comparison is needed). */
export async function setRegistrationsStatus(
  db: Db,
  ids: readonly number[],
  status: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ status, updated_at: updatedAt })
    .where('id', 'in', [...ids])
    .execute()
}

/** Moves these rows to the trash (or back, `trash: null`), with their new version (rows the caller has locked). */
export async function moveRegistrations(
  db: Db,
  ids: readonly number[],
  trash: { deletedAt: string; deletedBy: number } | null,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ deleted_at: trash?.deletedAt ?? null, deleted_by: trash?.deletedBy ?? null, updated_at: updatedAt })
    .where('id', 'in', [...ids])
    .execute()
}

/** One page of the trash, the latest deleted first, with who deleted each (their address now) and the count. */
export async function listTrashedRegistrations(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ items: TrashedRegistration[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('registrations')
      .leftJoin('users', 'users.id', 'registrations.deleted_by')
      .select([
        ...registrationColumns.map((column) => `registrations.${column}` as const),
        'registrations.deleted_at',
        'users.email as deleted_by_email',
      ])
      .where('registrations.deleted_at', 'is not', null)
      .orderBy('registrations.deleted_at', 'desc')
      .orderBy('registrations.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('registrations')
      .where('deleted_at', 'is not', null)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((row) => ({
      ...toRegistration(row),
      deletedAt: row.deleted_at!,
      deletedByEmail: row.deleted_by_email,
    })),
    total: Number(count.total),
  }
}

/**
 * Deletes for good, `batchSize` at a time, the registrations moved to the trash before the instant; their search
 * words, funnel steps and history go with them (foreign keys). Returns how many.
 */
export async function purgeRegistrationsTrashedBefore(db: Db, before: string, batchSize = 500): Promise<number> {
  let purged = 0
  for (;;) {
    const ids = (
      await db.selectFrom('registrations').select('id').where('deleted_at', '<', before).limit(batchSize).execute()
    ).map((row) => Number(row.id))
    if (ids.length === 0) return purged
    const result = await db
      .deleteFrom('registrations')
      .where('id', 'in', ids)
      .where('deleted_at', '<', before)
      .executeTakeFirst()
    purged += Number(result.numDeletedRows)
    if (ids.length < batchSize) return purged
  }
}

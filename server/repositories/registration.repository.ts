import { type Kysely, type Selectable, type Transaction } from 'kysely'
import {
  RegistrationMetadataSchema,
  type Registration,
  type RegistrationMetadata,
} from '../../shared/schemas/registration'
import { fromJsonText, toJsonText } from '../db/json'
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
  /** ISO instants: from inclusive, before exclusive. */
  from?: string
  before?: string
  order: 'newest' | 'oldest'
}

function filtered(db: Db, query: RegistrationQuery) {
  let select = db.selectFrom('registrations')
  if (query.search) select = whereSearchMatches(db, select, query.search)
  if (query.sources) select = select.where('source', 'in', [...query.sources])
  if (query.status) select = select.where('status', '=', query.status)
  if (query.from) select = select.where('registration_date', '>=', query.from)
  if (query.before) select = select.where('registration_date', '<', query.before)
  return select
}

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
  const direction = query.order === 'newest' ? 'desc' : 'asc'
  const pageQuery = filtered(db, query)
    .select(registrationColumns)
    .orderBy('registration_date', direction)
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

/**
 * Changes what the admin may change, only if the row's `updated_at` is still the one the admin saw (compare and set,
 * so two admins cannot overwrite each other); false when the row changed since or is gone.
 */
export async function updateRegistrationIfUnchanged(
  db: Db,
  id: number,
  expectedUpdatedAt: string | null,
  changes: { status?: string; notes?: string | null },
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set({ ...changes, updated_at: updatedAt })
    .where('id', '=', id)
    .where('updated_at', expectedUpdatedAt === null ? 'is' : '=', expectedUpdatedAt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Deletes the row only if its `updated_at` is still the one the admin saw; false when it changed since or is gone. */
export async function deleteRegistrationIfUnchanged(
  db: Db,
  id: number,
  expectedUpdatedAt: string | null,
): Promise<boolean> {
  const result = await db
    .deleteFrom('registrations')
    .where('id', '=', id)
    .where('updated_at', expectedUpdatedAt === null ? 'is' : '=', expectedUpdatedAt)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

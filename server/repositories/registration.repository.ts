import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import {
  RegistrationMetadataSchema,
  type Registration,
  type RegistrationMetadata,
} from '../../shared/schemas/registration'
import { fromJsonText, toJsonText } from '../db/json'
import type { Database, RegistrationTable } from '../db/schema'
import { toIsoTime } from '../db/time'
import { isUniqueViolation } from '../db/unique-violation'

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

/**
 * Inserts a registration with status `new`. A submission id that is already stored (a resend, or a race between
 * two resends) inserts nothing and returns the stored row with `created: false`.
 */
export async function insertRegistration(
  db: Db,
  registration: NewRegistration,
): Promise<{ registration: Registration; created: boolean }> {
  try {
    const result = await db
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
    const created = await findRegistrationById(db, Number(result.insertId))
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

// LIKE with `!` as its escape character: the same on SQLite and MySQL (a backslash is not).
const likeContaining = (text: string) => `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`

function filtered(db: Db, query: RegistrationQuery) {
  let select = db.selectFrom('registrations')
  if (query.search) {
    const pattern = likeContaining(query.search)
    select = select.where(
      (eb) =>
        sql<boolean>`(${eb.ref('full_name')} LIKE ${pattern} ESCAPE '!' OR ${eb.ref('email')} LIKE ${pattern} ESCAPE '!')`,
    )
  }
  if (query.sources) select = select.where('source', 'in', [...query.sources])
  if (query.status) select = select.where('status', '=', query.status)
  if (query.from) select = select.where('registration_date', '>=', query.from)
  if (query.before) select = select.where('registration_date', '<', query.before)
  return select
}

/**
 * One page of the admin's list and the number of all that match. A search reads every row anyway (a substring has no
 * index), so its total rides on the page's rows as a window count, one pass instead of two; otherwise the page stops
 * early on the date index and the count is a separate, index-only query. `bench/admin-queries.ts` measures both.
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

/** Changes what the admin may change; false when there is no such registration. */
export async function updateRegistration(
  db: Db,
  id: number,
  changes: { status?: string; notes?: string | null },
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set({ ...changes, updated_at: updatedAt })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteRegistration(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('registrations').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

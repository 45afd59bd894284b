import type { Kysely, Selectable, Transaction } from 'kysely'
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

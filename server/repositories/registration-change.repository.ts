import type { Kysely, Transaction } from 'kysely'
import type { RegistrationChangeField, RegistrationHistoryEntry } from '../../shared/schemas/admin-registrations'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** One field an admin changed on one registration. */
export interface NewRegistrationChange {
  registrationId: number
  field: RegistrationChangeField
  oldValue: string | null
  newValue: string | null
}

/** Who made a set of changes, and when: the same for every field one operation changed. */
export interface ChangeAuthor {
  opId: string
  adminUserId: number
  adminEmail: string
  createdAt: string
}

// Nine values a row: well under SQLite's and MySQL's limits on the values of one statement.
const INSERT_BATCH = 1000

/** Records the changes (the caller's transaction makes them part of the change itself). */
export async function insertRegistrationChanges(
  db: Db,
  author: ChangeAuthor,
  changes: readonly NewRegistrationChange[],
): Promise<void> {
  for (let start = 0; start < changes.length; start += INSERT_BATCH) {
    await db
      .insertInto('registration_changes')
      .values(
        changes.slice(start, start + INSERT_BATCH).map((change) => ({
          registration_id: change.registrationId,
          op_id: author.opId,
          admin_user_id: author.adminUserId,
          admin_email: author.adminEmail,
          field: change.field,
          old_value: change.oldValue,
          new_value: change.newValue,
          created_at: author.createdAt,
        })),
      )
      .execute()
  }
}

/** A registration's history, newest first (at most `limit` changes). */
export async function listRegistrationChanges(
  db: Db,
  registrationId: number,
  limit: number,
): Promise<RegistrationHistoryEntry[]> {
  const rows = await db
    .selectFrom('registration_changes')
    .select(['id', 'field', 'old_value', 'new_value', 'admin_email', 'created_at'])
    .where('registration_id', '=', registrationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    field: row.field as RegistrationChangeField,
    oldValue: row.old_value,
    newValue: row.new_value,
    adminEmail: row.admin_email,
    createdAt: row.created_at,
  }))
}

/** The registrations an operation changed, read back when the same operation is sent again. */
export async function findRegistrationIdsChangedBy(db: Db, opId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('registration_changes')
    .select('registration_id')
    .distinct()
    .where('op_id', '=', opId)
    .orderBy('registration_id')
    .execute()
  return rows.map((row) => Number(row.registration_id))
}

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { RegistrationChangeField, RegistrationHistoryEntry } from '../../shared/schemas/admin-registrations'
import type { Database, RegistrationChangeTable } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** One field an admin changed on one registration. */
export interface NewRegistrationChange {
  registrationId: number
  field: RegistrationChangeField
  oldValue: string | null
  newValue: string | null
}

/**
 * Who made a set of changes, and when: the same for every field one operation changed. A registrant's own change
 * has no admin and no operation id, and REGISTRANT_CHANGE_AUTHOR for the address.
 */
export interface ChangeAuthor {
  opId: string | null
  adminUserId: number | null
  adminEmail: string
  createdAt: string
}

// Nine values a row (or one id a row, read from the registration): well under SQLite's and MySQL's limits on the
// values of one statement.
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

/** The registration columns a bulk change writes, by the history's name for them. */
const BULK_CHANGED_COLUMNS = { status: 'status', deletedAt: 'deleted_at' } as const

/**
 * Records one change of `field` to `newValue` on each of these rows, reading each old value from the row itself in
 * the same statement: the caller runs it before it writes the new values. A bulk change's thousand history rows so
 * cost one statement with a thousand ids instead of eight thousand values built and bound.
 */
export async function insertBulkRegistrationChanges(
  db: Db,
  author: ChangeAuthor,
  change: { ids: readonly number[]; field: keyof typeof BULK_CHANGED_COLUMNS; newValue: string | null },
): Promise<void> {
  for (let start = 0; start < change.ids.length; start += INSERT_BATCH) {
    await db
      .insertInto('registration_changes')
      .columns([
        'registration_id',
        'op_id',
        'admin_user_id',
        'admin_email',
        'field',
        'old_value',
        'new_value',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('registrations')
          .select([
            'id',
            eb.val(author.opId).as('op_id'),
            eb.val(author.adminUserId).as('admin_user_id'),
            eb.val(author.adminEmail).as('admin_email'),
            eb.val(change.field).as('field'),
            sql.ref<string | null>(BULK_CHANGED_COLUMNS[change.field]).as('old_value'),
            eb.val(change.newValue).as('new_value'),
            eb.val(author.createdAt).as('created_at'),
          ])
          .where('id', 'in', change.ids.slice(start, start + INSERT_BATCH)),
      )
      .execute()
  }
}

/** The history columns an entry is read from. */
export const HISTORY_ENTRY_COLUMNS = ['id', 'field', 'old_value', 'new_value', 'admin_email', 'created_at'] as const

/** A history row as the admin's drawer and the Privacy tab show it. */
export function toHistoryEntry(
  row: Pick<Selectable<RegistrationChangeTable>, (typeof HISTORY_ENTRY_COLUMNS)[number]>,
): RegistrationHistoryEntry {
  return {
    id: Number(row.id),
    field: row.field as RegistrationChangeField,
    oldValue: row.old_value,
    newValue: row.new_value,
    adminEmail: row.admin_email,
    createdAt: row.created_at,
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
    .select(HISTORY_ENTRY_COLUMNS)
    .where('registration_id', '=', registrationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toHistoryEntry)
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

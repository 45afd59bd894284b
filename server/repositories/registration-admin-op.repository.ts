import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface RegistrationAdminOpRecord {
  opId: string
  registrationId: number
  kind: string
  outcome: string
  resultUpdatedAt: string | null
  recordedAt: string
}

export async function findRegistrationAdminOp(db: Db, opId: string): Promise<RegistrationAdminOpRecord | undefined> {
  const row = await db
    .selectFrom('registration_admin_ops')
    .select(['op_id', 'registration_id', 'kind', 'outcome', 'result_updated_at', 'recorded_at'])
    .where('op_id', '=', opId)
    .executeTakeFirst()
  return (
    row && {
      opId: row.op_id,
      registrationId: Number(row.registration_id),
      kind: row.kind,
      outcome: row.outcome,
      resultUpdatedAt: row.result_updated_at,
      recordedAt: row.recorded_at,
    }
  )
}

/** Records an operation's outcome; a second record of the same id is a UNIQUE violation (a race of two replays). */
export async function insertRegistrationAdminOp(db: Db, record: RegistrationAdminOpRecord): Promise<void> {
  await db
    .insertInto('registration_admin_ops')
    .values({
      op_id: record.opId,
      registration_id: record.registrationId,
      kind: record.kind,
      outcome: record.outcome,
      result_updated_at: record.resultUpdatedAt,
      recorded_at: record.recordedAt,
    })
    .execute()
}

/** Forgets operations recorded before the instant (an index range on recorded_at). */
export async function deleteRegistrationAdminOpsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('registration_admin_ops').where('recorded_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

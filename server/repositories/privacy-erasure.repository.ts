import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import type { ErasureCounts, ErasureReason, ErasureRecord } from '../../shared/schemas/admin-privacy'
import { fromJsonText, toJsonText } from '../db/json'
import type { Database } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

const ErasureCountsSchema = z.object({
  registrations: z.number(),
  searchWords: z.number(),
  funnelSteps: z.number(),
  changes: z.number(),
  emails: z.number(),
  webinarAttendees: z.number(),
  // Tombstones written before the webinar room kept records.
  roomRecords: z.number().default(0),
  webinarQuestions: z.number().default(0),
})

export interface NewErasure {
  emailHash: string
  reason: ErasureReason
  erasedAt: string
  erasedBy: number | null
  counts: ErasureCounts
}

export async function insertErasures(db: Db, erasures: readonly NewErasure[]): Promise<void> {
  if (erasures.length === 0) return
  await db
    .insertInto('privacy_erasures')
    .values(
      erasures.map((erasure) => ({
        email_hash: erasure.emailHash,
        reason: erasure.reason,
        erased_at: erasure.erasedAt,
        erased_by: erasure.erasedBy,
        counts: toJsonText(erasure.counts),
      })),
    )
    .execute()
}

/** The tombstones of one address's hash, newest first, with the erasing admin's address now. */
export async function listErasures(db: Db, emailHash: string): Promise<ErasureRecord[]> {
  const rows = await db
    .selectFrom('privacy_erasures')
    .leftJoin('users', 'users.id', 'privacy_erasures.erased_by')
    .select([
      'privacy_erasures.erased_at',
      'privacy_erasures.reason',
      'privacy_erasures.counts',
      'users.email as erased_by_email',
    ])
    .where('privacy_erasures.email_hash', '=', emailHash)
    .orderBy('privacy_erasures.erased_at', 'desc')
    .orderBy('privacy_erasures.id', 'desc')
    .execute()
  return rows.map((row) => ({
    erasedAt: row.erased_at,
    reason: row.reason === 'retention' ? 'retention' : 'request',
    erasedByEmail: row.erased_by_email,
    counts: fromJsonText(ErasureCountsSchema, row.counts),
  }))
}

import { z } from 'zod'
import type { Kysely, Selectable, Transaction } from 'kysely'
import { FirstTouchSchema } from '../../shared/schemas/first-touch'
import { fromJsonText, toJsonText } from '../db/json'
import { lockedForUpdate } from '../db/locked-for-update'
import type { Database, RegistrationChangeRequestTable } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

/** What a form asked of a current registration: the session, the consent given on the form, the visit's campaign. */
export const RequestedChangeSchema = z.object({
  webinarTime: z.iso.datetime(),
  justInTime: z.boolean(),
  marketingConsent: z.object({ version: z.string(), givenAt: z.iso.datetime() }).optional(),
  touch: FirstTouchSchema.optional(),
})
export type RequestedChange = z.infer<typeof RequestedChangeSchema>

export interface ChangeRequest {
  id: number
  registrationId: number
  submissionId: string
  contentHash: string
  linkNonce: string
  requested: RequestedChange
  createdAt: string
  appliedAt: string | null
}

const toChangeRequest = (row: Selectable<RegistrationChangeRequestTable>): ChangeRequest => ({
  id: Number(row.id),
  registrationId: Number(row.registration_id),
  submissionId: row.submission_id,
  contentHash: row.content_hash,
  linkNonce: row.link_nonce,
  requested: fromJsonText(RequestedChangeSchema, row.requested),
  createdAt: row.created_at,
  appliedAt: row.applied_at,
})

export async function insertChangeRequest(
  db: Db,
  request: Omit<ChangeRequest, 'id' | 'appliedAt'> & { linkHash: string },
): Promise<number> {
  const result = await db
    .insertInto('registration_change_requests')
    .values({
      registration_id: request.registrationId,
      submission_id: request.submissionId,
      content_hash: request.contentHash,
      link_nonce: request.linkNonce,
      link_hash: request.linkHash,
      requested: toJsonText(request.requested),
      created_at: request.createdAt,
      applied_at: null,
    })
    .executeTakeFirstOrThrow()
  return Number(result.insertId)
}

export async function findChangeRequestById(db: Db, id: number): Promise<ChangeRequest | undefined> {
  const row = await db.selectFrom('registration_change_requests').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toChangeRequest(row)
}

export async function findChangeRequestBySubmissionId(
  db: Db,
  submissionId: string,
): Promise<ChangeRequest | undefined> {
  const row = await db
    .selectFrom('registration_change_requests')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .executeTakeFirst()
  return row && toChangeRequest(row)
}

/** The request a confirmation link names, locked (MySQL) so two clicks at once apply it once. */
export async function findChangeRequestByLinkHashForUpdate(
  db: Db,
  linkHash: string,
): Promise<ChangeRequest | undefined> {
  const row = await lockedForUpdate(
    db,
    db.selectFrom('registration_change_requests').selectAll().where('link_hash', '=', linkHash),
  ).executeTakeFirst()
  return row && toChangeRequest(row)
}

export async function markChangeRequestApplied(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('registration_change_requests').set({ applied_at: at }).where('id', '=', id).execute()
}

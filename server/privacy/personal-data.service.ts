import { normalisedEmail } from '../../shared/registration-retention'
import { AdminPrivacyMessages, type ErasureRecord, type PersonalDataReport } from '../../shared/schemas/admin-privacy'
import type { Kysely } from 'kysely'
import { clearErasedRows } from '../db/erased-rows'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import {
  deleteRegistrationsEverywhere,
  findInactiveRegistrations,
  findRegistrationIdsOfEmail,
  readHeldRegistrations,
} from '../repositories/personal-data.repository'
import { insertErasures, listErasures, type NewErasure } from '../repositories/privacy-erasure.repository'
import { DomainError } from '../services/domain-error'
import { erasureHasher } from './erasure-hash'

/** Everything held about a normalised address (GDPR Art. 15), and the tombstones of its earlier erasures. */
export async function lookupPersonalData(
  db: Kysely<Database>,
  email: string,
  now: number,
): Promise<PersonalDataReport> {
  const [ids, hashOf] = await Promise.all([findRegistrationIdsOfEmail(db, email), erasureHasher(db)])
  const [registrations, erasures] = await Promise.all([readHeldRegistrations(db, ids), listErasures(db, hashOf(email))])
  return { email, lookedUpAt: toIsoTime(new Date(now)), registrations, erasures }
}

/**
 * Erases everything held about a normalised address in one transaction (GDPR Art. 17), leaving a tombstone: the
 * address's hash, when, by which admin and how many rows. An address with nothing held is refused and changes nothing.
 */
export async function erasePersonalData(
  db: Kysely<Database>,
  request: { email: string; adminId: number; adminEmail: string },
  now: number,
): Promise<ErasureRecord> {
  const erasedAt = toIsoTime(new Date(now))
  const emailHash = (await erasureHasher(db))(request.email)
  const counts = await db.transaction().execute(async (trx) => {
    const ids = await findRegistrationIdsOfEmail(trx, request.email)
    const deleted = ids.length === 0 ? null : await deleteRegistrationsEverywhere(trx, ids)
    if (!deleted || deleted.registrations === 0) throw new DomainError('not-found', AdminPrivacyMessages.nothingHeld)
    await insertErasures(trx, [{ emailHash, reason: 'request', erasedAt, erasedBy: request.adminId, counts: deleted }])
    return deleted
  })
  await clearErasedRows(db)
  return { erasedAt, reason: 'request', erasedByEmail: request.adminEmail, counts }
}

/** Registrations a retention run erases per transaction. */
const RETENTION_BATCH = 200

/**
 * Erases the registrations with no activity since `inactiveBefore`, a batch per transaction, with a tombstone per
 * address of each batch; answers how many registrations went.
 */
export async function eraseInactiveRegistrations(
  db: Kysely<Database>,
  inactiveBefore: string,
  now: number,
): Promise<number> {
  const hashOf = await erasureHasher(db)
  const erasedAt = toIsoTime(new Date(now))
  let erased = 0
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await findInactiveRegistrations(trx, inactiveBefore, RETENTION_BATCH)
      const idsByAddress = new Map<string, number[]>()
      for (const row of rows) {
        const email = normalisedEmail(row.email)
        idsByAddress.set(email, [...(idsByAddress.get(email) ?? []), row.id])
      }
      const tombstones: NewErasure[] = []
      let count = 0
      for (const [email, ids] of idsByAddress) {
        const counts = await deleteRegistrationsEverywhere(trx, ids)
        if (counts.registrations === 0) continue
        count += counts.registrations
        tombstones.push({ emailHash: hashOf(email), reason: 'retention', erasedAt, erasedBy: null, counts })
      }
      await insertErasures(trx, tombstones)
      return { found: rows.length, count }
    })
    erased += batch.count
    if (batch.found < RETENTION_BATCH) break
  }
  if (erased > 0) await clearErasedRows(db)
  return erased
}

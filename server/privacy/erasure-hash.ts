import { createHmac, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { ensureSetting, findSetting } from '../repositories/setting.repository'

export const ERASURE_HASH_KEY_SETTING = 'erasure_hash_key'

/**
 * What a tombstone keeps of an address: HMAC-SHA256 with a key of its own, made once and kept in `settings`, so the
 * tombstone recognises the address when it is asked about again but a copy of the table alone cannot be searched by
 * hashing likely addresses. A key of its own: rotating the form-token secret must not orphan the tombstones.
 */
export async function erasureHasher(db: Kysely<Database> | Transaction<Database>): Promise<(email: string) => string> {
  // Read first: after the first erasure the key exists, and a lookup then writes nothing.
  const key =
    (await findSetting(db, ERASURE_HASH_KEY_SETTING)) ??
    (await ensureSetting(db, ERASURE_HASH_KEY_SETTING, randomBytes(32).toString('base64url')))
  return (email) => createHmac('sha256', key).update(email).digest('hex')
}

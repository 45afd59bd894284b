import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'

type Db = Kysely<Database> | Transaction<Database>

export async function findSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst()
  return row?.value
}

/**
 * Stores `value` unless the setting exists, then returns the stored value: when several processes race to create
 * the same setting, all of them end up with the one that was written first.
 */
export async function ensureSetting(db: Db, name: string, value: string): Promise<string> {
  await insertIgnoringDuplicates(db, db.insertInto('settings').values({ name, value }), 'name').execute()
  const stored = await findSetting(db, name)
  if (stored === undefined) throw new Error(`setting ${name} missing after insert`)
  return stored
}

/** Stores `value` as the setting, whether or not it existed. */
export async function saveSetting(db: Db, name: string, value: string): Promise<void> {
  await insertIgnoringDuplicates(db, db.insertInto('settings').values({ name, value }), 'name').execute()
  await db.updateTable('settings').set({ value }).where('name', '=', name).execute()
}

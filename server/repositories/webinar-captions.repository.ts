import type { Kysely } from 'kysely'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import type { Database, WebinarCaptionsTable } from '../db/schema'

/** Stores an uploaded captions file; the same file uploaded again (same hash, same bytes) keeps the first row. */
export async function insertCaptions(db: Kysely<Database>, captions: WebinarCaptionsTable): Promise<void> {
  await insertIgnoringDuplicates(db, db.insertInto('webinar_captions').values(captions), 'hash').execute()
}

export async function findCaptions(db: Kysely<Database>, hash: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('webinar_captions').select('bytes').where('hash', '=', hash).executeTakeFirst()
  return row ? Buffer.from(row.bytes) : undefined
}

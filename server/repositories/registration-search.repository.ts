import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { searchTermsOf, searchWordsOf } from '../../shared/search-words'
import { prefixRange } from '../search/prefix-range'

type Db = Kysely<Database> | Transaction<Database>

/** Stores the words a new registration is found by (shared/search-words.ts). */
export async function insertSearchWords(
  db: Db,
  registrationId: number,
  registration: { fullName: string; email: string },
): Promise<void> {
  const words = searchWordsOf(registration)
  if (words.length === 0) return
  await db
    .insertInto('registration_search_words')
    .values(words.map((word) => ({ word, registration_id: registrationId })))
    .execute()
}

/** Replaces the words an edited registration is found by. */
export async function replaceSearchWords(
  db: Db,
  registrationId: number,
  registration: { fullName: string; email: string },
): Promise<void> {
  await db.deleteFrom('registration_search_words').where('registration_id', '=', registrationId).execute()
  await insertSearchWords(db, registrationId, registration)
}

/**
 * Keeps the registrations that have, for every word the admin typed, a word beginning with it: one index range on
 * `registration_search_words` per typed word. A search of nothing but separators keeps every row.
 */
export function whereSearchMatches<O>(
  db: Db,
  select: SelectQueryBuilder<Database, 'registrations', O>,
  search: string,
): SelectQueryBuilder<Database, 'registrations', O> {
  return searchTermsOf(search).reduce((narrowed, term) => {
    const { from, before } = prefixRange(term)
    const words = db.selectFrom('registration_search_words').select('registration_id').where('word', '>=', from)
    return narrowed.where('registrations.id', 'in', before === null ? words : words.where('word', '<', before))
  }, select)
}

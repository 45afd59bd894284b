import type Database from 'better-sqlite3'
import { searchWordsOf, sortKeyOf } from '../../../shared/search-words'

export interface RegistrationRow {
  fullName: string
  email: string
  registrationDate: string
  source: string
  metadata?: Record<string, string>
}

/** A registration written into the e2e server's database as the forms store it, with its search words and sort keys. */
export function insertRegistrationRow(db: Database.Database, row: RegistrationRow): number {
  const { lastInsertRowid } = db
    .prepare(
      "INSERT INTO registrations (submission_id, full_name, email, registration_date, source, status, notes, metadata, name_sort_key, email_sort_key) VALUES (NULL, ?, ?, ?, ?, 'new', NULL, ?, ?, ?)",
    )
    .run(
      row.fullName,
      row.email,
      row.registrationDate,
      row.source,
      JSON.stringify(row.metadata ?? {}),
      sortKeyOf(row.fullName),
      sortKeyOf(row.email),
    )
  const id = Number(lastInsertRowid)
  const insertWord = db.prepare('INSERT INTO registration_search_words (word, registration_id) VALUES (?, ?)')
  for (const word of searchWordsOf(row)) insertWord.run(word, id)
  return id
}

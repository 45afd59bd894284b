import type Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { WebinarRegistrationRecord } from '../../../shared/schemas/forms'
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

/** Once a registration has carried the page to /waiting: what the browser stored of it. */
export async function storedWebinarRegistration(page: Page): Promise<WebinarRegistrationRecord> {
  await page.waitForURL('**/waiting')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('webinarRegistration'))).toBeTruthy()
  return JSON.parse(
    (await page.evaluate(() => localStorage.getItem('webinarRegistration')))!,
  ) as WebinarRegistrationRecord
}

/** The session start the server stored for an address's registration. */
export function storedWebinarTime(db: Database.Database, email: string): string {
  const row = db.prepare('SELECT metadata FROM registrations WHERE email = ?').get(email) as { metadata: string }
  return (JSON.parse(row.metadata) as { webinarTime: string }).webinarTime
}

import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import type { RegisterConfig, WebinarConfig } from '../../../shared/schemas/funnel-configs'
import type { WebinarRegistrationRecord } from '../../../shared/schemas/forms'
import { insertRegistrationRow } from './registrations'

/** Calls a tRPC procedure from a signed-in admin's page, as the admin's own editors do. */
async function callProcedure<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, input }) => {
      const response =
        input === undefined
          ? await fetch(`/trpc/${path}`)
          : await fetch(`/trpc/${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(input),
            })
      return { status: response.status, body: (await response.json()) as { result?: { data: unknown } } }
    },
    { path, input },
  )
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body.result!.data as T
}

export const currentWebinarConfig = (admin: Page) => callProcedure<WebinarConfig>(admin, 'funnel.webinarConfig')
export const currentRegisterConfig = (admin: Page) => callProcedure<RegisterConfig>(admin, 'funnel.registerConfig')
export const saveWebinarConfig = (admin: Page, config: WebinarConfig) =>
  callProcedure(admin, 'admin.saveWebinarConfig', config)
export const saveRegisterConfig = (admin: Page, config: RegisterConfig) =>
  callProcedure(admin, 'admin.saveRegisterConfig', config)

/**
 * A webinar registrant of a session that started at `webinarTime`, written as the form and the attendee list store
 * one, and the record its browser would keep: open the room with it stored.
 */
export function insertRoomRegistrant(
  db: Database.Database,
  email: string,
  webinarTime: string,
): WebinarRegistrationRecord {
  const registrationDate = new Date(Date.parse(webinarTime) - 3600_000).toISOString()
  const submissionId = randomUUID()
  const id = insertRegistrationRow(db, {
    fullName: 'Terem Tamás',
    email,
    registrationDate,
    source: 'webinar',
    metadata: { webinarTime },
  })
  db.prepare('UPDATE registrations SET submission_id = ? WHERE id = ?').run(submissionId, id)
  db.prepare(
    'INSERT INTO webinar_attendees (registration_id, email_key, webinar_time, just_in_time, calendar_sequence, link_nonce, link_hash, unsubscribed_at, created_at, updated_at) VALUES (?, ?, ?, 0, 0, ?, ?, NULL, ?, ?)',
  ).run(id, email, webinarTime, `nonce-${id}`, `hash-${id}`, registrationDate, registrationDate)
  return { fullName: 'Terem Tamás', email, registrationDate, webinarTime, submissionId }
}

/** Stores the registration in the page's browser before its scripts run, as /register or the personal link would. */
export async function storeRegistration(page: Page, record: WebinarRegistrationRecord): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('webinarRegistration', text), JSON.stringify(record))
}

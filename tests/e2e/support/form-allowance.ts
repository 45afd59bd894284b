import type Database from 'better-sqlite3'
import { FORM_RULES, REGISTRATION_SOURCES, type FormName } from '../../../shared/schemas/forms'

/** The guard counts a submission a moment before its row is saved: the window is waited out with this to spare. */
const MARGIN_MS = 1000

/**
 * Every browser of the e2e run reaches the shared server from 127.0.0.1, so a form's per-IP allowance (FORM_RULES:
 * at most `maxSubmissions` in a sliding `rateWindowMs`) is shared by all the test files, whatever order they run in.
 * Waits until the registrations the form saved within its window leave room for one more.
 */
export async function waitForFormAllowance(db: Database.Database, form: FormName): Promise<void> {
  const { maxSubmissions, rateWindowMs } = FORM_RULES[form]
  const window = rateWindowMs + MARGIN_MS
  for (;;) {
    const since = new Date(Date.now() - window).toISOString()
    // A webinar form that named a registered address saved a change request instead of a row; it counted all the same.
    const recent = db
      .prepare(
        `SELECT registration_date AS at FROM registrations WHERE source = ? AND registration_date > ?
         UNION ALL SELECT created_at FROM registration_change_requests WHERE ? AND created_at > ? ORDER BY 1 DESC`,
      )
      .all(REGISTRATION_SOURCES[form], since, form === 'webinar' ? 1 : 0, since) as { at: string }[]
    if (recent.length < maxSubmissions) return
    const leavesWindowAt = Date.parse(recent[maxSubmissions - 1]!.at) + window
    await new Promise((resolve) => setTimeout(resolve, Math.max(100, leavesWindowAt - Date.now())))
  }
}

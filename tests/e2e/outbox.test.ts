import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { expect, inject, test } from 'vitest'
import { createDb } from '../../server/db/client'
import { mailJob } from '../../server/outbox/mail-job'
import { enqueueJobs } from '../../server/outbox/outbox.repository'
import { DEFAULT_POLL_MS } from '../../server/outbox/outbox-worker'
import { waitUntil } from '../setup/wait-until'
import { siteMailDirectory } from './support/site-server'

// The built server, as an operator starts it without SMTP_URL, polls its outbox and writes each due e-mail as an .eml
// file to MAIL_DIR.

async function mailWithSubject(directory: string, subject: string) {
  const files = await readdir(directory).catch(() => [])
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await readFile(join(directory, file)))
    if (parsed.subject === subject) return parsed
  }
  return undefined
}

test('a job planned for now is sent by the running server within its poll, as an .eml file without SMTP_URL', async () => {
  const sqlitePath = inject('sqlitePath')
  const subject = `Próbalevél ${randomUUID()}`
  const db = createDb({ sqlitePath })
  try {
    const mail = { to: 'kovacs.anna@pelda.hu', subject, text: 'Szöveg', html: '<p>Szöveg</p>' }
    const job = mailJob(mail, { dedupeKey: `e2e:${subject}`, registrationId: null, dueAt: new Date().toISOString() })
    expect(await enqueueJobs(db.db, [job])).toBe(1)

    const readState = async () =>
      (await db.db.selectFrom('outbox_jobs').select('state').where('dedupe_key', '=', job.dedupeKey).executeTakeFirst())
        ?.state
    // Marked sent after its file is written.
    await waitUntil(readState, (state) => state === 'sent', { timeoutMs: DEFAULT_POLL_MS + 5000, intervalMs: 200 })
    const sent = await mailWithSubject(siteMailDirectory(sqlitePath), subject)
    expect(sent?.text).toBe('Szöveg')
    expect(sent?.from?.value).toEqual([{ name: 'PatikaChat', address: 'noreply@patikachat.hu' }])
  } finally {
    await db.db.destroy()
  }
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createDb } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { mailJob } from '../../server/outbox/mail-job'
import { enqueueJobs } from '../../server/outbox/outbox.repository'
import { testApp } from '../setup/http-app'
import { gatedMailer } from '../setup/outbox'

// The test app's clock starts here (tests/setup/http-app.ts).
const APP_NOW = Date.parse('2025-03-01T10:00:00.000Z')
const dueMail = (subject: string) =>
  mailJob(
    { to: 'kovacs.anna@pelda.hu', subject, text: 'Szöveg', html: '<p>Szöveg</p>' },
    { dedupeKey: `test:${subject}`, registrationId: null, dueAt: new Date(APP_NOW).toISOString() },
  )

const directories: string[] = []
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

test('a listening server runs its outbox, and closing it lets the job in hand finish before the database closes', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'patikachat-outbox-start-'))
  directories.push(directory)
  const sqlitePath = join(directory, 'app.db')
  const db = createDb({ sqlitePath })
  await migrateToLatest(db.db)
  await enqueueJobs(db.db, [dueMail('Visszaigazolás')], APP_NOW)
  const mail = gatedMailer({ open: false })
  const site = await testApp({ db, startOutbox: true, services: { mailer: mail.mailer } })
  // As server/index.ts does: the database is closed with the app.
  site.app.addHook('onClose', () => db.db.destroy())

  await site.app.listen({ port: 0, host: '127.0.0.1' })
  await mail.sendEntered
  let closed = false
  const closing = site.app.close().then(() => (closed = true))
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(closed).toBe(false)

  mail.open()
  await closing
  expect(mail.subjects).toEqual(['Visszaigazolás'])
  const reopened = createDb({ sqlitePath })
  try {
    const row = await reopened.db.selectFrom('outbox_jobs').select(['state', 'lease_owner']).executeTakeFirstOrThrow()
    expect(row).toEqual({ state: 'sent', lease_owner: null })
  } finally {
    await reopened.db.destroy()
  }
  // The first app of a file starts Vite's development server, which compiles on first use.
}, 90_000)

test('a test app does not poll even when it listens: the test runs its outbox', async () => {
  const mail = gatedMailer()
  const site = await testApp({ services: { mailer: mail.mailer } })
  try {
    await enqueueJobs(site.db.db, [dueMail('Teszt levél')], APP_NOW)
    await site.app.listen({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mail.subjects).toEqual([])

    expect(await site.runOutbox()).toBe(1)
    expect(mail.subjects).toEqual(['Teszt levél'])
  } finally {
    await site.close()
  }
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { buildApp } from '../../server/app'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import type { Database } from '../../server/db/schema'
import { EmbeddedSqliteDialect, SqliteLockedError } from '../../server/db/sqlite-dialect'
import { envWith } from '../../server/env'
import { insertRegistration } from '../../server/repositories/registration.repository'
import { postProcedure, readyFormToken, testApp } from '../setup/http-app'

let dataDir: string
let path: string
let handle: DbHandle
/** Another process's connection to the same file, as a CLI command or a backup tool would hold it. */
let other: SqliteDatabase.Database

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'patikachat-lock-'))
  path = join(dataDir, 'app.db')
  handle = createDb({ sqlitePath: path })
  await migrateToLatest(handle.db)
  other = new SqliteDatabase(path)
})

afterEach(async () => {
  if (other.inTransaction) other.exec('ROLLBACK')
  other.close()
  await handle.db.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

const registration = (submissionId: string) => ({
  submissionId,
  fullName: 'Kiss Anna',
  email: 'anna@example.com',
  source: 'webinar',
  metadata: {},
})

function settledFlag(promise: Promise<unknown>) {
  const state = { settled: false }
  void promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  )
  return state
}

test('a write waiting for a lock held elsewhere leaves the server free: health and reads answer meanwhile', async () => {
  const app = await buildApp(envWith({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { db: handle })
  other.exec('BEGIN IMMEDIATE')
  const waitingWrite = insertRegistration(handle.db, registration('2f9c7f5e-4a53-4b8a-9a31-0c3b8f1d2e11'))
  const write = settledFlag(waitingWrite)
  try {
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
    const count = await handle.db.selectFrom('registrations').select('id').execute()
    expect(count).toEqual([])
    expect(write.settled).toBe(false)
  } finally {
    await app.close()
  }

  other.exec('COMMIT')
  const { created } = await waitingWrite
  expect(created).toBe(true)
  expect(await handle.db.selectFrom('registrations').select('full_name').execute()).toEqual([
    { full_name: 'Kiss Anna' },
  ])
})

test('a lock held past the wait fails the statement with a clear error and changes nothing', async () => {
  const impatient = new Kysely<Database>({ dialect: new EmbeddedSqliteDialect({ path, lockWaitMs: 50 }) })
  try {
    other.exec('BEGIN IMMEDIATE')
    await expect(insertRegistration(impatient, registration('8d1f3a2b-1c4d-4e5f-8a9b-0c1d2e3f4a5b'))).rejects.toThrow(
      SqliteLockedError,
    )
    other.exec('ROLLBACK')
    expect(await impatient.selectFrom('registrations').select('id').execute()).toEqual([])
  } finally {
    await impatient.destroy()
  }
})

test('transactions run one at a time, and reads outside them see only committed rows', async () => {
  let insideFirst!: () => void
  const firstStarted = new Promise<void>((resolve) => (insideFirst = resolve))
  let finishFirst!: () => void
  const firstMayFinish = new Promise<void>((resolve) => (finishFirst = resolve))
  const order: string[] = []

  const first = handle.db.transaction().execute(async (trx) => {
    await insertRegistration(trx, registration('11111111-1111-4111-8111-111111111111'))
    insideFirst()
    await firstMayFinish
    order.push('first commits')
  })
  await firstStarted
  const second = handle.db.transaction().execute(async (trx) => {
    order.push('second starts')
    await insertRegistration(trx, registration('22222222-2222-4222-8222-222222222222'))
  })
  expect(await handle.db.selectFrom('registrations').select('id').execute()).toEqual([])
  finishFirst()
  await Promise.all([first, second])
  expect(order).toEqual(['first commits', 'second starts'])
  expect(await handle.db.selectFrom('registrations').select('id').execute()).toHaveLength(2)
})

test('a failed transaction rolls back and frees the writer for the next one', async () => {
  await expect(
    handle.db.transaction().execute(async (trx) => {
      await insertRegistration(trx, registration('33333333-3333-4333-8333-333333333333'))
      throw new Error('changed my mind')
    }),
  ).rejects.toThrow('changed my mind')
  await insertRegistration(handle.db, registration('44444444-4444-4444-8444-444444444444'))
  expect(await handle.db.selectFrom('registrations').select('submission_id').execute()).toEqual([
    { submission_id: '44444444-4444-4444-8444-444444444444' },
  ])
})

test('a form sent while the file stays locked fails cleanly within the wait, and its resend is stored once', async () => {
  const lockWaitMs = 300
  const impatient: DbHandle = {
    db: new Kysely<Database>({ dialect: new EmbeddedSqliteDialect({ path, lockWaitMs }) }),
    dialect: 'sqlite',
  }
  const site = await testApp({ db: impatient })
  const submissionId = '5b6c7d8e-9f01-4a23-8b45-6c7d8e9f0a1b'
  const send = (formToken: string) =>
    postProcedure(site.app, 'forms.webinar', {
      fullName: 'Kiss Anna',
      email: 'anna@example.com',
      company: '',
      submissionId,
      formToken,
    })
  try {
    const formToken = await readyFormToken(site, 'webinar')
    other.exec('BEGIN IMMEDIATE')
    const startedAt = Date.now()
    const refused = await send(formToken)
    // A hard bound that proves no hang: the wait plus slack, far below a request timeout.
    expect(Date.now() - startedAt).toBeLessThan(lockWaitMs + 3000)
    expect(refused.statusCode).toBe(500)
    expect(refused.json()).toMatchObject({ error: { message: 'Internal server error' } })
    expect(refused.body).not.toMatch(/SQLITE|locked|busy/i)
    expect((await site.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    other.exec('ROLLBACK')

    // The browser's outbox sends it again with the same id, possibly twice (two tabs).
    expect((await send(await readyFormToken(site, 'webinar'))).statusCode).toBe(200)
    expect((await send(await readyFormToken(site, 'webinar'))).statusCode).toBe(200)
    expect(await impatient.db.selectFrom('registrations').select('submission_id').execute()).toEqual([
      { submission_id: submissionId },
    ])
  } finally {
    await site.close()
    await impatient.db.destroy()
  }
})

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createDb, type DbHandle } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { eraseInactiveRegistrations, erasePersonalData } from '../../server/privacy/personal-data.service'
import { createUser, insertRegistrations } from '../factories'

// The embedded database's own files after an erasure, read as bytes as anyone with the disk could (`grep -a`).

const NAME = 'Törlendő Szilvia'
const EMAIL = 'torlendo.szilvia@pelda.hu'
const NOTE = 'Visszahívni a gyógyszertár nyitása előtt'
const EARLIER_NOTE = 'Első megjegyzés a regisztrációhoz'

let dataDir: string
let path: string
let handle: DbHandle

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'patikachat-erasure-'))
  path = join(dataDir, 'app.db')
  handle = createDb({ sqlitePath: path })
  await migrateToLatest(handle.db)
})

afterEach(async () => {
  await handle.db.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every byte of the database and its write-ahead log, as text. */
const rawFiles = () =>
  [path, `${path}-wal`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('utf8'))
    .join('\n')

test('after an erasure neither the SQLite file nor its write-ahead log holds the name, address or notes', async () => {
  const admin = await createUser(handle)
  const [id] = await insertRegistrations(handle, [
    { fullName: NAME, email: EMAIL, registrationDate: '2026-11-20T09:30:00.000Z', notes: EARLIER_NOTE },
  ])
  await handle.db.updateTable('registrations').set({ notes: NOTE }).where('id', '=', id!).execute()
  for (const text of [NAME, EMAIL, NOTE]) expect(rawFiles()).toContain(text)

  await erasePersonalData(handle.db, { email: EMAIL, adminId: admin.id, adminEmail: admin.email }, Date.now())

  const raw = rawFiles()
  for (const text of [NAME, EMAIL, NOTE, EARLIER_NOTE, 'torlendo']) expect(raw).not.toContain(text)
})

test('a retention run leaves no trace of what it erased in the files either', async () => {
  await insertRegistrations(handle, [
    { fullName: NAME, email: EMAIL, registrationDate: '2020-01-10T09:30:00.000Z', notes: NOTE },
  ])
  expect(rawFiles()).toContain(EMAIL)

  expect(await eraseInactiveRegistrations(handle.db, '2024-01-01T00:00:00.000Z', Date.now())).toBe(1)

  const raw = rawFiles()
  for (const text of [NAME, EMAIL, NOTE, 'torlendo']) expect(raw).not.toContain(text)
})

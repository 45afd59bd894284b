import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createDb, type DbHandle } from '../../server/db/client'
import { WAL_AUTOCHECKPOINT_NET_PAGES } from '../../server/db/sqlite-wal-checkpointer'

let dataDir: string
let path: string
let handle: DbHandle

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'patikachat-wal-'))
  path = join(dataDir, 'app.db')
  handle = createDb({ sqlitePath: path })
})

afterEach(async () => {
  await handle.db.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

const PAGE_BYTES = 4096
const ROWS = 2000

test('a commit well under the writer’s own checkpoint limit reaches the database file through the worker', async () => {
  await sql`create table filler (payload blob not null)`.execute(handle.db)
  await handle.db.transaction().execute(async (trx) => {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
      insert into filler (payload) select randomblob(${PAGE_BYTES}) from n`.execute(trx)
  })
  // About 4 000 pages of log: the writer would leave them there until 10 000, so only the worker copies them over.
  expect(ROWS * 2).toBeLessThan(WAL_AUTOCHECKPOINT_NET_PAGES)
  const copied = ROWS * PAGE_BYTES
  await expect.poll(() => statSync(path).size, { timeout: 10_000 }).toBeGreaterThan(copied)
  const stored = await sql<{ rows: number }>`select count(*) as rows from filler`.execute(handle.db)
  expect(stored.rows[0]?.rows).toBe(ROWS)
})

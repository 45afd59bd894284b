import { expect, test } from 'vitest'
import { createDb } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { testApp } from '../setup/http-app'
import { waitUntil } from '../setup/wait-until'

// The test app's clock starts at 2025-03-01T10:00Z (tests/setup/http-app.ts): the next run is the next day's 02:00 UTC.
test('a listening server plans the daily retention run once, however many instances start on the database', async () => {
  const db = createDb({ sqlitePath: ':memory:' })
  await migrateToLatest(db.db)
  const planned = () => db.db.selectFrom('outbox_jobs').select(['kind', 'dedupe_key', 'due_at', 'state']).execute()
  const first = await testApp({ db, startOutbox: true })
  const second = await testApp({ db, startOutbox: true })
  try {
    await first.app.listen({ port: 0, host: '127.0.0.1' })
    await waitUntil(planned, (rows) => rows.length > 0, { timeoutMs: 5000 })
    await second.app.listen({ port: 0, host: '127.0.0.1' })
    const expected = [
      {
        kind: 'registration-retention',
        dedupe_key: 'registration-retention:2025-03-02',
        due_at: '2025-03-02T02:00:00.000Z',
        state: 'planned',
      },
    ]
    expect(await planned()).toEqual(expected)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await planned()).toEqual(expected)
  } finally {
    await first.close()
    await second.close()
    await db.db.destroy()
  }
  // The first app of a file starts Vite's development server, which compiles on first use.
}, 90_000)

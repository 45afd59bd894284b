import { expect, test } from 'vitest'
import { testApp } from '../setup/http-app'

test("the app empties a sent message's payload once it is ready", async () => {
  const site = await testApp()
  try {
    await site.db.db
      .insertInto('outbox_jobs')
      .values({
        kind: 'mail',
        dedupe_key: 'test:1:replay:0',
        registration_id: null,
        payload: JSON.stringify({ to: 'fo.admin@patikachat.hu', subject: 'Próba', text: 'x', html: 'x' }),
        due_at: '2025-03-01T09:00:00.000Z',
        state: 'sent',
        created_at: '2025-03-01T09:00:00.000Z',
        finished_at: '2025-03-01T09:00:01.000Z',
      })
      .execute()
    await site.app.ready()
    await expect
      .poll(
        async () => (await site.db.db.selectFrom('outbox_jobs').select('payload').executeTakeFirstOrThrow()).payload,
      )
      .toBe('{}')
  } finally {
    await site.close()
  }
})

import { expect, test } from 'vitest'
import type { ValidatedSession } from '../../server/auth/session'
import { envWith } from '../../server/env'
import { clearFinishedMessagePayloads } from '../../server/outbox/payload-sweeper'
import { createAppServices } from '../../server/services/app-services'
import { createUser } from '../factories'
import { testCaller } from '../setup/context'
import { recordingMailer } from '../setup/outbox'
import { describeEachDialect } from '../setup/test-db'

const NOW = Date.parse('2026-12-01T08:00:00.000Z')
const HOUR = 60 * 60 * 1000

describeEachDialect('outbox payloads: no usable secret, and finished messages forget what they said', (getDb) => {
  const setUp = async () => {
    const clock = { now: NOW }
    const { mailer, sent, refusing } = recordingMailer()
    const services = createAppServices(envWith({ NODE_ENV: 'test' }), getDb(), { now: () => clock.now, mailer })
    const admin = await createUser(getDb(), { email: 'fo.admin@patikachat.hu' })
    const session: ValidatedSession = {
      session: { id: 's', expiresAt: NOW + 24 * HOUR },
      user: { id: admin.id, email: admin.email, role: admin.role },
    }
    const caller = testCaller(getDb(), { services, session }).caller
    return { clock, services, sent, refusing, caller }
  }
  const rows = () =>
    getDb().db.selectFrom('outbox_jobs').select(['kind', 'dedupe_key', 'state', 'payload']).orderBy('id').execute()

  test("an invitation's row holds no usable link: the link is sealed until it is sent, and the payload goes after", async () => {
    const { services, sent, caller, clock } = await setUp()
    const link = await caller.admin.admins.invite({ email: 'uj.admin@pelda.hu' })
    expect(link.emailed).toBe(true)
    const token = link.url.split('#set-password=')[1]!
    expect(token.length).toBeGreaterThan(20)

    const [planned] = await rows()
    for (const text of [token, 'set-password=', 'uj.admin@pelda.hu:']) {
      expect(`${planned!.dedupe_key} ${planned!.payload}`).not.toContain(text)
    }

    await services.outbox.runDue()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toBe('uj.admin@pelda.hu')
    expect(sent[0]!.text).toContain(link.url)
    expect(sent[0]!.html).toContain(link.url)

    expect(await clearFinishedMessagePayloads(getDb().db, clock.now)).toBe(1)
    const [done] = await rows()
    expect(done).toMatchObject({ state: 'sent', payload: '{}' })
  })

  test("a sent test e-mail's payload is emptied at the next sweep; a failed one's after a day; a registrant's e-mail keeps its own", async () => {
    const { services, refusing, caller, clock } = await setUp()
    await caller.admin.emails.sendTest({ kind: 'replay', subject: 'Próba', opening: 'Szia' })
    await services.outbox.runDue()
    refusing.on = true
    await caller.admin.emails.sendTest({ kind: 'reminder_1h', subject: 'Második', opening: 'Szia' })
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await services.outbox.runDue()
      clock.now += 7 * HOUR
    }
    expect((await rows()).map((row) => row.state)).toEqual(['sent', 'failed'])
    await getDb()
      .db.insertInto('outbox_jobs')
      .values({
        kind: 'webinar-email',
        dedupe_key: 'kept',
        registration_id: null,
        payload: '{"kind":"replay"}',
        due_at: new Date(NOW).toISOString(),
        state: 'sent',
        created_at: new Date(NOW).toISOString(),
        finished_at: new Date(NOW).toISOString(),
      })
      .execute()

    const failedAt = clock.now
    expect(await clearFinishedMessagePayloads(getDb().db, failedAt)).toBe(1)
    let [first, second, other] = await rows()
    expect(first!.payload).toBe('{}')
    expect(second!.payload).toContain('fo.admin@patikachat.hu')
    expect(other!.payload).toBe('{"kind":"replay"}')

    expect(await clearFinishedMessagePayloads(getDb().db, failedAt + 25 * HOUR)).toBe(1)
    ;[first, second, other] = await rows()
    expect(second!.payload).toBe('{}')
    expect(other!.payload).toBe('{"kind":"replay"}')
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { DbHandle } from '../../server/db/client'
import { insertRegistration } from '../../server/repositories/registration.repository'
import { mailJob } from '../../server/outbox/mail-job'
import {
  cancelPlannedJobs,
  enqueueJobs,
  jobsOfRegistration,
  outboxHealth,
  retryJob,
  type NewOutboxJob,
} from '../../server/outbox/outbox.repository'
import { DEFAULT_LEASE_MS, MAX_ATTEMPTS, RETRY_BACKOFF_MS } from '../../server/outbox/outbox-worker'
import { gatedHandler, jobIds, outboxWorker, readJob, recordingOutboxLog, testClock } from '../setup/outbox'
import { startSmtpTestServer, type SmtpTestServer } from '../setup/smtp-test-server'
import { describeEachDialect, twoHandlesOnOneDatabase } from '../setup/test-db'
import { waitUntil } from '../setup/wait-until'

let smtp: SmtpTestServer
beforeAll(async () => {
  smtp = await startSmtpTestServer()
})
afterAll(() => smtp.stop())
beforeEach(() => smtp.acceptAgain())

/** A mail job with a subject of its own, so the SMTP server's copies can be counted per job. */
function testMail(dueAt: string, registrationId: number | null = null): NewOutboxJob & { subject: string } {
  const subject = `Teszt ${randomUUID()}`
  const job = mailJob(
    { to: 'kovacs.anna@pelda.hu', subject, text: 'Szöveg', html: '<p>Szöveg</p>' },
    { dedupeKey: `test:${subject}`, registrationId, dueAt },
  )
  return { ...job, subject }
}

const copiesOf = (subject: string) => smtp.received.filter((mail) => mail.parsed.subject === subject).length

const job = (kind: string, dueAt: string, registrationId: number | null = null): NewOutboxJob => ({
  kind,
  dedupeKey: `${kind}:${randomUUID()}`,
  registrationId,
  dueAt,
  payload: { note: 'teszt' },
})

async function createRegistration(handle: DbHandle): Promise<number> {
  const { registration } = await insertRegistration(handle.db, {
    submissionId: randomUUID(),
    fullName: 'Kovács Anna',
    email: 'kovacs.anna@pelda.hu',
    source: 'webinar',
    metadata: {},
  })
  return registration.id
}

describeEachDialect('the outbox', (getDb, dialect) => {
  test('a due job is sent once; one not yet due waits for its time', async () => {
    const clock = testClock()
    const worker = outboxWorker(getDb().db, { now: clock.now, smtpUrl: smtp.url })
    const dueNow = testMail(clock.iso())
    const dueLater = testMail(clock.iso(60 * 60_000))
    expect(await enqueueJobs(getDb().db, [dueNow, dueLater], clock.now())).toBe(2)
    const ids = await jobIds(getDb())

    expect(await worker.runDue()).toBe(1)
    expect(await worker.runDue()).toBe(0)
    expect(copiesOf(dueNow.subject)).toBe(1)
    expect(copiesOf(dueLater.subject)).toBe(0)
    expect(await readJob(getDb(), ids.get(dueNow.dedupeKey)!)).toMatchObject({
      state: 'sent',
      attempts: 1,
      last_error: null,
      finished_at: clock.iso(),
      lease_owner: null,
      lease_until: null,
    })
    expect((await readJob(getDb(), ids.get(dueLater.dedupeKey)!)).state).toBe('planned')

    clock.advance(60 * 60_000)
    expect(await worker.runDue()).toBe(1)
    expect(copiesOf(dueLater.subject)).toBe(1)
    expect(copiesOf(dueNow.subject)).toBe(1)
  })

  test('a failing handler is retried with backoff, the first within a minute, and fails after its last attempt', async () => {
    const clock = testClock()
    const { log, lines } = recordingOutboxLog()
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      log,
      handlers: {
        flaky: () => Promise.reject(new Error('451 4.2.1 Mailbox busy: <kovacs.anna@pelda.hu> try later')),
      },
    })
    await enqueueJobs(getDb().db, [job('flaky', clock.iso())], clock.now())
    const [id] = [...(await jobIds(getDb())).values()]

    expect(RETRY_BACKOFF_MS[0]).toBeLessThanOrEqual(60_000)
    for (const [index, backoff] of RETRY_BACKOFF_MS.entries()) {
      expect(await worker.runDue()).toBe(1)
      expect(await readJob(getDb(), id!)).toMatchObject({
        state: 'planned',
        attempts: index + 1,
        due_at: clock.iso(backoff),
        last_error: '451 4.2.1 Mailbox busy: <address> try later',
        finished_at: null,
        lease_owner: null,
      })
      clock.advance(backoff - 1)
      expect(await worker.runDue()).toBe(0)
      clock.advance(1)
    }

    expect(await worker.runDue()).toBe(1)
    expect(await readJob(getDb(), id!)).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: '451 4.2.1 Mailbox busy: <address> try later',
      finished_at: clock.iso(),
    })
    clock.advance(24 * 60 * 60_000 - 1)
    expect(await worker.runDue()).toBe(0)
    expect(await outboxHealth(getDb().db, clock.now())).toMatchObject({ failedLastDay: 1, waiting: 0 })
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(RETRY_BACKOFF_MS.length)
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'outbox job failed after its last attempt',
    ])
    expect(JSON.stringify(lines)).not.toContain('kovacs.anna')
  })

  test('a long failure keeps its first 500 characters, never half of one', async () => {
    const clock = testClock()
    const reply = `452 ${'🙂'.repeat(600)}`
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      handlers: { wordy: () => Promise.reject(new Error(reply)) },
    })
    await enqueueJobs(getDb().db, [job('wordy', clock.iso())], clock.now())
    const [id] = [...(await jobIds(getDb())).values()]

    expect(await worker.runDue()).toBe(1)
    expect((await readJob(getDb(), id!)).last_error).toBe(Array.from(reply).slice(0, 500).join(''))
  })

  test('a handler may skip a job that no longer makes sense, saying why', async () => {
    const clock = testClock()
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      handlers: {
        reminder: () => Promise.resolve({ state: 'skipped', reason: 'The webinar began while the site was down' }),
      },
    })
    await enqueueJobs(getDb().db, [job('reminder', clock.iso(-3 * 60 * 60_000))], clock.now())
    const [id] = [...(await jobIds(getDb())).values()]

    expect(await worker.runDue()).toBe(1)
    expect(await readJob(getDb(), id!)).toMatchObject({
      state: 'skipped',
      attempts: 1,
      last_error: 'The webinar began while the site was down',
      finished_at: clock.iso(),
    })
    expect(await worker.runDue()).toBe(0)
  })

  test('a job of a kind no handler knows fails at once, saying so', async () => {
    const clock = testClock()
    const worker = outboxWorker(getDb().db, { now: clock.now })
    await enqueueJobs(getDb().db, [job('no-such-kind', clock.iso())], clock.now())
    const [id] = [...(await jobIds(getDb())).values()]

    expect(await worker.runDue()).toBe(1)
    expect(await readJob(getDb(), id!)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'No handler for the job kind "no-such-kind"',
    })
  })

  test('SMTP down, then up: every message is retried and delivered once', async () => {
    const clock = testClock()
    const worker = outboxWorker(getDb().db, { now: clock.now, smtpUrl: smtp.url })
    const mails = Array.from({ length: 4 }, () => testMail(clock.iso()))
    await enqueueJobs(getDb().db, mails, clock.now())

    await smtp.stop()
    try {
      expect(await worker.runDue()).toBe(4)
    } finally {
      await smtp.start()
    }
    const ids = await jobIds(getDb())
    for (const mail of mails) {
      const row = await readJob(getDb(), ids.get(mail.dedupeKey)!)
      expect(row).toMatchObject({ state: 'planned', attempts: 1, due_at: clock.iso(RETRY_BACKOFF_MS[0]) })
      expect(row.last_error).toContain('ECONNREFUSED')
    }
    expect(await outboxHealth(getDb().db, clock.now())).toMatchObject({ retrying: 4, waiting: 0 })

    // The server is back but refuses the first message for now: that one waits for its next turn.
    smtp.rejectTemporarily(1)
    clock.advance(RETRY_BACKOFF_MS[0])
    expect(await worker.runDue()).toBe(4)
    expect(mails.map((mail) => copiesOf(mail.subject)).sort()).toEqual([0, 1, 1, 1])
    clock.advance(RETRY_BACKOFF_MS[1])
    expect(await worker.runDue()).toBe(1)

    expect(mails.map((mail) => copiesOf(mail.subject))).toEqual([1, 1, 1, 1])
    const states = await getDb().db.selectFrom('outbox_jobs').select('state').execute()
    expect(states.map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent'])
  })

  test('planning the same job again inserts nothing, also inside a transaction', async () => {
    const clock = testClock()
    const first = job('mail', clock.iso())
    const second = job('mail', clock.iso())
    expect(await enqueueJobs(getDb().db, [first], clock.now())).toBe(1)
    expect(await enqueueJobs(getDb().db, [first, second, second], clock.now())).toBe(1)

    const third = job('mail', clock.iso())
    const planned = await getDb()
      .db.transaction()
      .execute((trx) => enqueueJobs(trx, [second, third, first], clock.now()))
    expect(planned).toBe(1)
    const keys = (await getDb().db.selectFrom('outbox_jobs').select('dedupe_key').execute()).map(
      (row) => row.dedupe_key,
    )
    expect(keys.sort()).toEqual([first.dedupeKey, second.dedupeKey, third.dedupeKey].sort())
  })

  test('a due time in another ISO spelling is stored as UTC with milliseconds; one that is no time is refused', async () => {
    const clock = testClock()
    const summer = job('mail', '2026-07-01T19:00:00+02:00')
    expect(await enqueueJobs(getDb().db, [summer], clock.now())).toBe(1)
    const [id] = [...(await jobIds(getDb())).values()]
    expect((await readJob(getDb(), id!)).due_at).toBe('2026-07-01T17:00:00.000Z')
    await expect(enqueueJobs(getDb().db, [job('mail', 'holnap')], clock.now())).rejects.toThrow('no valid due time')
  })

  test("cancelling a registration's planned jobs leaves what already ran and other registrations' jobs", async () => {
    const clock = testClock()
    const [anna, eva] = [await createRegistration(getDb()), await createRegistration(getDb())]
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      handlers: { confirm: () => Promise.resolve({ state: 'sent' }), remind: () => Promise.resolve({ state: 'sent' }) },
    })
    await enqueueJobs(
      getDb().db,
      [
        job('confirm', clock.iso(), anna),
        job('remind', clock.iso(60_000), anna),
        job('follow-up', clock.iso(120_000), anna),
        job('remind', clock.iso(60_000), eva),
      ],
      clock.now(),
    )
    expect(await worker.runDue()).toBe(1)

    expect(await cancelPlannedJobs(getDb().db, { registrationId: anna, kinds: ['remind', 'confirm'] })).toBe(1)
    expect((await jobsOfRegistration(getDb().db, anna)).map(({ kind, state }) => [kind, state])).toEqual([
      ['confirm', 'sent'],
      ['remind', 'cancelled'],
      ['follow-up', 'planned'],
    ])
    expect(await cancelPlannedJobs(getDb().db, { registrationId: anna })).toBe(1)
    expect(await cancelPlannedJobs(getDb().db, { registrationId: anna, kinds: [] })).toBe(0)

    clock.advance(60 * 60_000)
    expect(await worker.runDue()).toBe(1)
    expect((await jobsOfRegistration(getDb().db, eva)).map(({ state }) => state)).toEqual(['sent'])
    expect((await jobsOfRegistration(getDb().db, anna)).map(({ state }) => state)).toEqual([
      'sent',
      'cancelled',
      'cancelled',
    ])
  })

  test("a registration's jobs are listed for the admin and deleted with it", async () => {
    const clock = testClock()
    const anna = await createRegistration(getDb())
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      handlers: { broken: () => Promise.reject(new Error('421 Service not available')) },
    })
    await enqueueJobs(
      getDb().db,
      [job('broken', clock.iso(), anna), job('later', clock.iso(60_000), anna)],
      clock.now(),
    )
    await worker.runDue()

    const listed = await jobsOfRegistration(getDb().db, anna)
    expect(listed).toEqual([
      {
        id: expect.any(Number) as number,
        kind: 'broken',
        dueAt: clock.iso(RETRY_BACKOFF_MS[0]),
        state: 'planned',
        attempts: 1,
        lastError: '421 Service not available',
        finishedAt: null,
      },
      {
        id: expect.any(Number) as number,
        kind: 'later',
        dueAt: clock.iso(60_000),
        state: 'planned',
        attempts: 0,
        lastError: null,
        finishedAt: null,
      },
    ])

    // Deleted for good (the trash's purge, or an erasure).
    await getDb().db.deleteFrom('registrations').where('id', '=', anna).execute()
    expect(await jobsOfRegistration(getDb().db, anna)).toEqual([])
    expect(await getDb().db.selectFrom('outbox_jobs').select('id').execute()).toEqual([])
  })

  test('the health counts what waits, retries and failed, and when the next job is due; a failed job can be resent', async () => {
    const clock = testClock()
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      handlers: { broken: () => Promise.reject(new Error('boom')), fine: () => Promise.resolve({ state: 'sent' }) },
    })
    expect(await outboxHealth(getDb().db, clock.now())).toEqual({
      waiting: 0,
      retrying: 0,
      failedLastDay: 0,
      nextDueAt: null,
    })
    await enqueueJobs(
      getDb().db,
      [job('broken', clock.iso()), job('fine', clock.iso(-60_000)), job('fine', clock.iso(10 * 60_000))],
      clock.now(),
    )
    expect(await outboxHealth(getDb().db, clock.now())).toEqual({
      waiting: 2,
      retrying: 0,
      failedLastDay: 0,
      nextDueAt: clock.iso(-60_000),
    })
    await worker.runDue()
    expect(await outboxHealth(getDb().db, clock.now())).toEqual({
      waiting: 0,
      retrying: 1,
      failedLastDay: 0,
      nextDueAt: clock.iso(RETRY_BACKOFF_MS[0]),
    })

    const brokenId = (
      await getDb().db.selectFrom('outbox_jobs').select('id').where('kind', '=', 'broken').executeTakeFirstOrThrow()
    ).id
    expect(await retryJob(getDb().db, brokenId, clock.now())).toBe(false)
    for (const backoff of RETRY_BACKOFF_MS) {
      clock.advance(backoff)
      await worker.runDue()
    }
    expect((await outboxHealth(getDb().db, clock.now())).failedLastDay).toBe(1)

    expect(await retryJob(getDb().db, brokenId, clock.now())).toBe(true)
    expect(await readJob(getDb(), brokenId)).toMatchObject({
      state: 'planned',
      attempts: 0,
      due_at: clock.iso(),
      last_error: null,
      finished_at: null,
    })
    expect(await outboxHealth(getDb().db, clock.now())).toMatchObject({ waiting: 1, failedLastDay: 0 })
    expect(await worker.runDue()).toBe(1)
    expect((await readJob(getDb(), brokenId)).attempts).toBe(1)
  })

  test('a job whose instance stopped during its last attempt is failed, not run again', async () => {
    const clock = testClock()
    const ran: number[] = []
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      handlers: { fine: (claimed) => (ran.push(claimed.id), Promise.resolve({ state: 'sent' })) },
    })
    await enqueueJobs(getDb().db, [job('fine', clock.iso()), job('fine', clock.iso())], clock.now())
    const [interrupted, resumable] = [...(await jobIds(getDb())).values()].sort((a, b) => a - b)
    // As an instance leaves them when it stops mid-run: running, with a lease that has run out.
    const leftRunning = { state: 'running' as const, lease_owner: 'gone-instance', lease_until: clock.now() - 1 }
    await getDb()
      .db.updateTable('outbox_jobs')
      .set({ ...leftRunning, attempts: MAX_ATTEMPTS })
      .where('id', '=', interrupted!)
      .execute()
    await getDb()
      .db.updateTable('outbox_jobs')
      .set({ ...leftRunning, attempts: 2 })
      .where('id', '=', resumable!)
      .execute()

    expect(await worker.runDue()).toBe(1)
    expect(ran).toEqual([resumable])
    expect(await readJob(getDb(), resumable!)).toMatchObject({ state: 'sent', attempts: 3 })
    expect(await readJob(getDb(), interrupted!)).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: 'The last attempt was interrupted: its instance stopped before it finished',
      finished_at: clock.iso(),
    })
  })

  test('stop() waits for the job in hand, and a stopped worker claims nothing more', async () => {
    const clock = testClock()
    const gated = gatedHandler()
    const worker = outboxWorker(getDb().db, { now: clock.now, handlers: { slow: gated.handler } })
    await enqueueJobs(getDb().db, [job('slow', clock.iso()), job('slow', clock.iso())], clock.now())

    const running = worker.runDue()
    await gated.entered
    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stopped).toBe(false)

    gated.open()
    await stopping
    expect(await running).toBe(1)
    const states = await getDb().db.selectFrom('outbox_jobs').select('state').orderBy('id').execute()
    expect(states.map((row) => row.state)).toEqual(['sent', 'planned'])
    expect(await worker.runDue()).toBe(0)
  })

  test('polling: a run at start, one soon after wake(), and database errors are logged without ending the loop', async () => {
    const clock = testClock()
    const { log, lines } = recordingOutboxLog()
    let databaseDown = false
    const flakyDb = getDb().db.withPlugin({
      transformQuery(args) {
        if (databaseDown) throw new Error('database unreachable')
        return args.node
      },
      transformResult: (args) => Promise.resolve(args.result),
    })
    const sent: string[] = []
    const worker = outboxWorker(flakyDb, {
      now: clock.now,
      log,
      pollMs: 20,
      handlers: { fine: (claimed) => (sent.push(claimed.dedupeKey), Promise.resolve({ state: 'sent' })) },
    })
    const first = job('fine', clock.iso())
    await enqueueJobs(getDb().db, [first], clock.now())

    databaseDown = true
    worker.start()
    try {
      await waitUntil(
        () => Promise.resolve(lines.filter((line) => line.message === 'outbox run failed').length),
        (failures) => failures >= 3,
        { timeoutMs: 2000 },
      )
      expect(sent).toEqual([])
      databaseDown = false
      await waitUntil(
        () => Promise.resolve(sent),
        (keys) => keys.length === 1,
        { timeoutMs: 2000 },
      )
    } finally {
      await worker.stop()
    }
    expect(sent).toEqual([first.dedupeKey])
  })

  test('wake() runs a job planned for now without waiting for the next poll', async () => {
    const clock = testClock()
    const sent: string[] = []
    const worker = outboxWorker(getDb().db, {
      now: clock.now,
      pollMs: 60 * 60_000,
      handlers: { fine: (claimed) => (sent.push(claimed.dedupeKey), Promise.resolve({ state: 'sent' })) },
    })
    worker.start()
    try {
      // The first run, at start, finds nothing; the next poll is an hour away.
      await new Promise((resolve) => setTimeout(resolve, 50))
      const planned = job('fine', clock.iso())
      await enqueueJobs(getDb().db, [planned], clock.now())
      worker.wake()
      await waitUntil(
        () => Promise.resolve(sent),
        (keys) => keys.length === 1,
        { timeoutMs: 2000 },
      )
      expect(sent).toEqual([planned.dedupeKey])
    } finally {
      await worker.stop()
    }
  })

  test('two instances on one database and one SMTP server send each of many messages exactly once', async () => {
    const { handles, close } = await twoHandlesOnOneDatabase(dialect)
    try {
      const clock = testClock()
      const workers = handles.map((handle, index) =>
        outboxWorker(handle.db, { now: clock.now, smtpUrl: smtp.url, instanceId: `instance-${index}` }),
      )
      const mails = Array.from({ length: 30 }, (_, index) => testMail(clock.iso(-index * 1000)))
      await enqueueJobs(handles[0].db, mails, clock.now())

      const ranBy = await Promise.all(
        workers.map(async (worker) => {
          const runs = await Promise.all(Array.from({ length: 4 }, () => worker.runDue()))
          return runs.reduce((sum, count) => sum + count, 0)
        }),
      )

      // Both took part, and between them ran each job once.
      expect(ranBy.every((count) => count > 0)).toBe(true)
      expect(ranBy[0]! + ranBy[1]!).toBe(mails.length)
      expect(mails.map((mail) => copiesOf(mail.subject))).toEqual(mails.map(() => 1))
      const states = await handles[1].db.selectFrom('outbox_jobs').select(['state', 'attempts']).execute()
      expect(states.every((row) => row.state === 'sent' && Number(row.attempts) === 1)).toBe(true)
    } finally {
      await close()
    }
  })

  test('a job held by an instance that stalled is taken up by another once the lease runs out, and only once', async () => {
    const { handles, close } = await twoHandlesOnOneDatabase(dialect)
    try {
      const clock = testClock()
      const stalled = gatedHandler()
      const { log: stalledLog, lines: stalledLines } = recordingOutboxLog()
      const first = outboxWorker(handles[0].db, {
        now: clock.now,
        instanceId: 'stalled',
        log: stalledLog,
        handlers: { reminder: stalled.handler },
      })
      const taken: number[] = []
      const second = outboxWorker(handles[1].db, {
        now: clock.now,
        instanceId: 'healthy',
        handlers: { reminder: (claimed) => (taken.push(claimed.attempts), Promise.resolve({ state: 'sent' })) },
      })
      await enqueueJobs(handles[0].db, [job('reminder', clock.iso())], clock.now())
      const [id] = [...(await jobIds(handles[0])).values()]

      const stalledRun = first.runDue()
      await stalled.entered
      expect(await readJob(handles[1], id!)).toMatchObject({
        state: 'running',
        lease_owner: 'stalled',
        lease_until: clock.now() + DEFAULT_LEASE_MS,
      })
      expect(await second.runDue()).toBe(0)
      clock.advance(DEFAULT_LEASE_MS)
      expect(await second.runDue()).toBe(0)

      clock.advance(1)
      expect(await second.runDue()).toBe(1)
      expect(taken).toEqual([1])
      const done = await readJob(handles[1], id!)
      expect(done).toMatchObject({ state: 'sent', attempts: 2, lease_owner: null })

      // The stalled instance finishes late: its outcome is not recorded over the other's.
      stalled.open()
      expect(await stalledRun).toBe(1)
      expect(await readJob(handles[0], id!)).toEqual(done)
      expect(stalledLines.map((line) => line.message)).toContain(
        'outbox job no longer held by this instance (its lease ran out or it was deleted): outcome not recorded',
      )
    } finally {
      await close()
    }
  })
})

// What the outbox tests build on: a clock they move, workers over a database handle, a log they read, a handler
// they hold mid-run, and a job's row as stored.
import type { Kysely } from 'kysely'
import type { DbHandle } from '../../server/db/client'
import type { Database } from '../../server/db/schema'
import { createMailer, type Mailer, type OutgoingMail } from '../../server/mail/mailer'
import { envWith } from '../../server/env'
import { linkKeySource } from '../../server/funnel/link-key'
import { createJobHandlers } from '../../server/outbox/job-handlers'
import { sealKeySource } from '../../server/outbox/sealed-text'
import { formTokenKeySource } from '../../server/services/form-guard/form-token-key'
import { OutboxWorker, type JobHandler, type OutboxLog } from '../../server/outbox/outbox-worker'
import type { PageInvalidator } from '../../server/render/render-cache'

export const OUTBOX_START = Date.parse('2026-12-01T08:00:00.000Z')

/** The time the workers read; tests move it instead of waiting. */
export function testClock(start = OUTBOX_START) {
  let now = start
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
    iso: (offsetMs = 0) => new Date(now + offsetMs).toISOString(),
  }
}

export interface LoggedLine {
  level: 'info' | 'warn' | 'error'
  fields: object
  message: string
}

export function recordingOutboxLog(): { log: OutboxLog; lines: LoggedLine[] } {
  const lines: LoggedLine[] = []
  const record = (level: LoggedLine['level']) => (fields: object, message: string) =>
    void lines.push({ level, fields, message })
  return { log: { info: record('info'), warn: record('warn'), error: record('error') }, lines }
}

/** The app's own handlers ('mail' included) sending to `smtpUrl`, plus any the test adds. */
export function outboxWorker(
  db: Kysely<Database>,
  options: {
    now: () => number
    smtpUrl?: string
    handlers?: Record<string, JobHandler>
    instanceId?: string
    pollMs?: number
    log?: OutboxLog
    /** Where the blog's scheduled publications drop rendered pages. */
    pages?: PageInvalidator
  },
): OutboxWorker {
  const env = envWith({ NODE_ENV: 'test', SMTP_URL: options.smtpUrl ?? 'smtp://127.0.0.1:9' })
  const mailer = createMailer(env)
  return new OutboxWorker({
    db,
    handlers: {
      ...createJobHandlers({
        db,
        env,
        mailer,
        now: options.now,
        linkKey: linkKeySource(formTokenKeySource(env, db)),
        sealKey: sealKeySource(formTokenKeySource(env, db)),
        pages: options.pages ?? null,
      }),
      ...options.handlers,
    },
    now: options.now,
    instanceId: options.instanceId,
    pollMs: options.pollMs,
    log: options.log ?? recordingOutboxLog().log,
  })
}

/** A handler that stays in its run until the test opens the gate, and says when a run began. */
export function gatedHandler(): { handler: JobHandler; entered: Promise<void>; open(): void } {
  let open!: () => void
  let entered!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const enteredPromise = new Promise<void>((resolve) => (entered = resolve))
  return {
    handler: async () => {
      entered()
      await gate
      return { state: 'sent' }
    },
    entered: enteredPromise,
    open,
  }
}

/** A job's row with its numbers as numbers, whichever dialect stored it. */
export async function readJob(handle: DbHandle, id: number) {
  const row = await handle.db
    .selectFrom('outbox_jobs')
    .select(['state', 'attempts', 'due_at', 'last_error', 'finished_at', 'lease_owner', 'lease_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    ...row,
    attempts: Number(row.attempts),
    lease_until: row.lease_until === null ? null : Number(row.lease_until),
  }
}

/** Ids of the jobs, by dedupe key. */
export async function jobIds(handle: DbHandle): Promise<Map<string, number>> {
  const rows = await handle.db.selectFrom('outbox_jobs').select(['id', 'dedupe_key']).execute()
  return new Map(rows.map((row) => [row.dedupe_key, Number(row.id)]))
}

/** A mailer that keeps each message's subject, holding every send until the test opens the gate (open by default). */
export function gatedMailer({ open = true } = {}) {
  const subjects: string[] = []
  let release!: () => void
  let entered!: () => void
  const gate = open ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve))
  const sendEntered = new Promise<void>((resolve) => (entered = resolve))
  const mailer: Mailer = {
    transport: { kind: 'smtp', host: 'mail.example' },
    async send(mail) {
      entered()
      await gate
      subjects.push(mail.subject)
      return { messageId: `<${subjects.length}@mail.example>` }
    },
    close: () => undefined,
  }
  return { mailer, subjects, sendEntered, open: () => release() }
}

/** A mailer that keeps every message it is given, or refuses each one (an SMTP 5xx) while `refusing` is set. */
export function recordingMailer(): { mailer: Mailer; sent: OutgoingMail[]; refusing: { on: boolean } } {
  const sent: OutgoingMail[] = []
  const refusing = { on: false }
  const mailer: Mailer = {
    transport: { kind: 'smtp', host: 'mail.example' },
    send(mail) {
      if (refusing.on) return Promise.reject(new Error('550 mailbox unavailable'))
      sent.push(mail)
      return Promise.resolve({ messageId: `<${sent.length}@mail.example>` })
    },
    close: () => undefined,
  }
  return { mailer, sent, refusing }
}

import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Env } from '../env'
import type { Mailer } from '../mail/mailer'
import { MAIL_JOB_KIND, sendMailJob } from './mail-job'
import type { JobHandler } from './outbox-worker'

/** What handlers may use; made once per app by the services. */
export interface JobHandlerDependencies {
  db: Kysely<Database>
  env: Env
  mailer: Mailer
  now: () => number
}

/** Every kind of outbox job and what runs it: a new kind is one line here (and its handler's file). */
export function createJobHandlers(dependencies: JobHandlerDependencies): Record<string, JobHandler> {
  return {
    [MAIL_JOB_KIND]: sendMailJob(dependencies),
  }
}

import type { Kysely } from 'kysely'
import { BLOG_PUBLISH_JOB, runScheduledPublish } from '../blog/scheduled-publish-job'
import type { Database } from '../db/schema'
import type { Env } from '../env'
import { ADMIN_INVITATION_JOB, sendAdminInvitation } from '../mail/admin-invitation-email'
import { LEAD_NOTIFICATION_JOB, sendLeadNotification } from '../mail/lead-notification-job'
import type { Mailer } from '../mail/mailer'
import type { PageInvalidator } from '../render/render-cache'
import { REGISTRANT_NOTICE_JOB } from '../mail/registrant-notice-job'
import { sendRegistrantNotice } from '../mail/registrant-notice-sender'
import { WEBINAR_EMAIL_JOB } from '../mail/webinar-email-job'
import { sendWebinarEmail } from '../mail/webinar-email-sender'
import { WEBINAR_QUESTION_JOB } from '../mail/webinar-question-job'
import { sendWebinarQuestionEmail } from '../mail/webinar-question-sender'
import { RETENTION_JOB } from '../privacy/registration-retention'
import { runRetention } from '../privacy/retention-job'
import { MAIL_JOB_KIND, sendMailJob } from './mail-job'
import type { JobHandler } from './outbox-worker'

/** What handlers may use; made once per app by the services. */
export interface JobHandlerDependencies {
  db: Kysely<Database>
  env: Env
  mailer: Mailer
  now: () => number
  /** The key the registrants' personal and unsubscribe links are made with. */
  linkKey: () => Promise<Buffer>
  /** The key secrets in payloads are sealed with (./sealed-text.ts). */
  sealKey: () => Promise<Buffer>
  /** Drops rendered pages a job's change makes stale (on every instance, with Redis); null where none are cached. */
  pages: PageInvalidator | null
}

/** Every kind of outbox job and what runs it: a new kind is one line here (and its handler's file). */
export function createJobHandlers(dependencies: JobHandlerDependencies): Record<string, JobHandler> {
  const mailing = { ...dependencies, siteUrl: dependencies.env.siteUrl, contactEmail: dependencies.env.CONTACT_EMAIL }
  // The team's address for lead alerts; the company's contact address when none is set (docs/decisions.md).
  const recipients =
    dependencies.env.LEAD_NOTIFY_EMAIL.length > 0
      ? dependencies.env.LEAD_NOTIFY_EMAIL
      : [dependencies.env.CONTACT_EMAIL]
  return {
    [MAIL_JOB_KIND]: sendMailJob(dependencies),
    [ADMIN_INVITATION_JOB]: (job) => sendAdminInvitation(dependencies, job),
    [WEBINAR_EMAIL_JOB]: (job) => sendWebinarEmail(mailing, job),
    [REGISTRANT_NOTICE_JOB]: (job) => sendRegistrantNotice(mailing, job),
    [LEAD_NOTIFICATION_JOB]: (job) => sendLeadNotification({ ...mailing, recipients }, job),
    [WEBINAR_QUESTION_JOB]: (job) => sendWebinarQuestionEmail({ ...mailing, recipients }, job),
    [RETENTION_JOB]: (job) => runRetention(dependencies, job),
    [BLOG_PUBLISH_JOB]: (job) => runScheduledPublish(dependencies, job),
  }
}

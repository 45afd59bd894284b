import { z } from 'zod'
import type { Mailer, OutgoingMail } from '../mail/mailer'
import type { NewOutboxJob } from './outbox.repository'
import type { JobHandler } from './outbox-worker'

/** The kind of a job that sends one message rendered in advance (an admin's test e-mail, a one-off message). */
export const MAIL_JOB_KIND = 'mail'

/** An OutgoingMail as JSON: attachments' bytes as base64, so a Buffer comes back as the same bytes. */
const MailJobPayloadSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .optional(),
  replyTo: z.string().optional(),
})

/** The job that sends `mail` at `dueAt`: plan it with `enqueueJobs`. */
export function mailJob(
  mail: OutgoingMail,
  plan: { dedupeKey: string; registrationId: number | null; dueAt: string },
): NewOutboxJob {
  const payload: z.input<typeof MailJobPayloadSchema> = {
    ...mail,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: Buffer.from(content).toString('base64'),
    })),
  }
  return { kind: MAIL_JOB_KIND, ...plan, payload }
}

/** Sends the job's message; an SMTP refusal or an unreachable server throws, so the outbox tries again later. */
export function sendMailJob({ mailer }: { mailer: Mailer }): JobHandler {
  return async (job) => {
    const { attachments, ...mail } = MailJobPayloadSchema.parse(job.payload)
    await mailer.send({
      ...mail,
      attachments: attachments?.map(({ filename, contentType, contentBase64 }) => ({
        filename,
        contentType,
        content: Buffer.from(contentBase64, 'base64'),
      })),
    })
    return { state: 'sent' }
  }
}

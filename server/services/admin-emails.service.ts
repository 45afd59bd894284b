import type { Kysely } from 'kysely'
import { DEFAULT_EMAIL_TEXTS, EMAIL_KINDS, type EmailKind, type EmailTexts } from '../../shared/funnel/webinar-emails'
import { AdminEmailMessages, type EmailTextsInput, type RegistrationEmail } from '../../shared/schemas/admin-emails'
import { REGISTRATION_SOURCES } from '../../shared/schemas/forms'
import type { WebinarConfig } from '../../shared/schemas/funnel-configs'
import type { Registration } from '../../shared/schemas/registration'
import type { Database } from '../db/schema'
import { toIsoTime } from '../db/time'
import { leadNotificationEmail } from '../mail/lead-notification-email'
import type { OutgoingMail } from '../mail/mailer'
import { webinarEmail } from '../mail/webinar-email'
import { WEBINAR_EMAIL_JOB, WebinarEmailPayloadSchema, webinarEmailJob } from '../mail/webinar-email-job'
import { mailJob } from '../outbox/mail-job'
import { enqueueJobs, jobsOfRegistration, payloadsOfRegistration } from '../outbox/outbox.repository'
import { findRecentEmailTexts, insertEmailTexts, type SavedEmailTexts } from '../repositories/email-text.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'
import { findRegistrationById } from '../repositories/registration.repository'
import { DomainError } from './domain-error'
import { currentFunnelConfig } from './funnel.service'

type Db = Kysely<Database>

/** How many saved versions of each kind the editor lists to restore from. */
export const EMAIL_TEXT_VERSIONS_LISTED = 10

export interface EmailTextsOfKind {
  kind: EmailKind
  current: EmailTexts
  defaults: EmailTexts
  versions: SavedEmailTexts[]
}

/** Every kind's texts in force, its built-in default and its saved versions, for the admin's e-mail editor. */
export async function emailTextsForAdmin(db: Db): Promise<EmailTextsOfKind[]> {
  return Promise.all(
    EMAIL_KINDS.map(async (kind) => {
      const versions = await findRecentEmailTexts(db, kind, EMAIL_TEXT_VERSIONS_LISTED)
      return {
        kind,
        current: versions[0]?.texts ?? DEFAULT_EMAIL_TEXTS[kind],
        defaults: DEFAULT_EMAIL_TEXTS[kind],
        versions,
      }
    }),
  )
}

export async function saveEmailTexts(db: Db, input: EmailTextsInput, now: number): Promise<void> {
  await insertEmailTexts(db, input.kind, { subject: input.subject, opening: input.opening }, toIsoTime(new Date(now)))
}

const DAY_MS = 86_400_000

/**
 * The e-mail as a registrant (or the team) would get it with these texts, for a made-up registrant, addressed to
 * the admin: what the editor's "send me a test" puts in the outbox. Its links lead nowhere real.
 */
export interface SampleEmailContext {
  siteUrl: string
  contactEmail: string
  now: number
}

export function sampleEmail(
  input: EmailTextsInput,
  to: string,
  context: SampleEmailContext & { webinar: WebinarConfig },
): OutgoingMail {
  const texts = { subject: input.subject, opening: input.opening }
  const start = new Date(Math.ceil((context.now + DAY_MS) / 3_600_000) * 3_600_000).toISOString()
  const sample: Registration = {
    id: 0,
    submissionId: null,
    fullName: 'Minta Katalin',
    email: to,
    registrationDate: new Date(context.now).toISOString(),
    source: REGISTRATION_SOURCES.webinar,
    status: 'new',
    notes: null,
    metadata: { webinarTime: start },
    updatedAt: null,
  }
  const mail =
    input.kind === 'lead_notification'
      ? leadNotificationEmail(sample, { to: [to], texts, siteUrl: context.siteUrl })
      : webinarEmail({
          kind: input.kind,
          texts,
          fullName: sample.fullName,
          email: to,
          registrationId: 0,
          submissionId: null,
          webinar: context.webinar,
          replyTo: context.contactEmail,
          webinarTime: start,
          calendarSequence: 0,
          linkToken: 'minta-link-0000000000000000000000000000000',
          unsubscribeToken: 'minta-link-0000000000000000000000000000000',
          siteUrl: context.siteUrl,
          replayEndsAt: new Date(Date.parse(start) + 3 * DAY_MS).toISOString(),
          offerEndsAt: new Date(context.now + 10 * 60_000).toISOString(),
          now: context.now,
        })
  return { ...mail, to, subject: `[Teszt] ${mail.subject}` }
}

/** Puts a test of the texts being edited in the outbox, to the signed-in admin. */
export async function queueTestEmail(
  db: Db,
  input: EmailTextsInput,
  admin: { id: number; email: string },
  context: SampleEmailContext,
): Promise<{ to: string }> {
  const webinar = await currentFunnelConfig(db, 'webinar')
  const plan = {
    dedupeKey: `test:${admin.id}:${input.kind}:${context.now}`,
    registrationId: null,
    dueAt: new Date(context.now).toISOString(),
  }
  await enqueueJobs(db, [mailJob(sampleEmail(input, admin.email, { ...context, webinar }), plan)], context.now)
  return { to: admin.email }
}

/** A registration's outbox rows for the admin, each e-mail named by its kind. */
export async function registrationEmails(db: Db, registrationId: number): Promise<RegistrationEmail[]> {
  const [jobs, payloads] = await Promise.all([
    jobsOfRegistration(db, registrationId),
    payloadsOfRegistration(db, registrationId, WEBINAR_EMAIL_JOB),
  ])
  return jobs.map((job) => ({
    ...job,
    emailKind: WebinarEmailPayloadSchema.safeParse(payloads.get(job.id)).data?.kind ?? null,
  }))
}

/** The confirmation again (the registrant lost it): its current start and calendar sequence, a row of its own. */
export async function queueConfirmationAgain(db: Db, registrationId: number, now: number): Promise<void> {
  const [registration, attendee] = await Promise.all([
    findRegistrationById(db, registrationId),
    findAttendee(db, registrationId),
  ])
  if (!registration) throw new DomainError('not-found', 'Registration not found')
  if (!attendee) throw new DomainError('bad-request', AdminEmailMessages.notWebinar)
  if (attendee.unsubscribedAt) throw new DomainError('bad-request', AdminEmailMessages.unsubscribed)
  await enqueueJobs(
    db,
    [
      webinarEmailJob(
        registrationId,
        { kind: 'confirmation', dueAt: new Date(now).toISOString() },
        { webinarTime: attendee.webinarTime, sequence: attendee.calendarSequence },
        `:again:${now}`,
      ),
    ],
    now,
  )
}

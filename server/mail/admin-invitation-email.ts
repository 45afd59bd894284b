import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import type { PasswordLink } from '../../shared/schemas/admin-accounts'
import type { Database } from '../db/schema'
import { enqueueJobs } from '../outbox/outbox.repository'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { openSealedText, sealText } from '../outbox/sealed-text'
import { renderEmail } from './email-layout'
import type { Mailer } from './mailer'

/** The outbox kind of a new admin's invitation; its payload holds the link sealed, and the message is written when it goes. */
export const ADMIN_INVITATION_JOB = 'admin-invitation'

const AdminInvitationPayloadSchema = z.object({
  to: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** The set-password link, sealed (../outbox/sealed-text.ts): a read of the outbox alone opens no account. */
  sealedUrl: z.string(),
})

/** A new admin's one-time set-password link by e-mail, through the outbox. */
export async function queueAdminInvitation(
  db: Kysely<Database>,
  link: PasswordLink,
  context: { invitedBy: string; now: number; sealKey: Buffer },
): Promise<void> {
  const payload: z.input<typeof AdminInvitationPayloadSchema> = {
    to: link.email,
    invitedBy: context.invitedBy,
    expiresAt: link.expiresAt,
    sealedUrl: sealText(context.sealKey, link.url),
  }
  await enqueueJobs(
    db,
    [
      {
        kind: ADMIN_INVITATION_JOB,
        // Random: the key is kept for ever, and the address has no business there.
        dedupeKey: `admin-invitation:${randomUUID()}`,
        registrationId: null,
        dueAt: new Date(context.now).toISOString(),
        payload,
      },
    ],
    context.now,
  )
}

/** Writes and sends the invitation; one whose link has expired meanwhile is skipped (a new invitation replaces it). */
export async function sendAdminInvitation(
  { mailer, sealKey, now }: { mailer: Mailer; sealKey: () => Promise<Buffer>; now: () => number },
  job: ClaimedJob,
): Promise<JobOutcome> {
  const invitation = AdminInvitationPayloadSchema.parse(job.payload)
  if (Date.parse(invitation.expiresAt) <= now()) return { state: 'skipped', reason: 'The set-password link expired' }
  const url = openSealedText(await sealKey(), invitation.sealedUrl)
  const { html, text } = renderEmail({
    preheader: 'Állítsa be jelszavát a PatikaChat adminhoz.',
    heading: 'Meghívó a PatikaChat adminba',
    paragraphs: [
      `${invitation.invitedBy} adminként hívta meg a PatikaChat weboldal kezelőfelületére.`,
      `A link egyszer használható, ${formatBudapestDateTime(invitation.expiresAt)}-ig (budapesti idő).`,
    ],
    button: { label: 'Jelszó beállítása', href: url },
    footer: ['Ha nem számított erre a meghívásra, hagyja figyelmen kívül ezt a levelet.'],
  })
  await mailer.send({ to: invitation.to, subject: 'Meghívó a PatikaChat adminba', html, text })
  return { state: 'sent' }
}

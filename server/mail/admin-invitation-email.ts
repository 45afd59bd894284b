import type { Kysely } from 'kysely'
import { formatBudapestDateTime } from '../../shared/funnel/webinar-calendar'
import type { PasswordLink } from '../../shared/schemas/admin-accounts'
import type { Database } from '../db/schema'
import { mailJob } from '../outbox/mail-job'
import { enqueueJobs } from '../outbox/outbox.repository'
import { renderEmail } from './email-layout'

/**
 * A new admin's one-time set-password link by e-mail, through the outbox. The message is written now and kept in
 * the job until sent (it holds the link, which a new invitation replaces and 24 hours end anyway).
 */
export async function queueAdminInvitation(
  db: Kysely<Database>,
  link: PasswordLink,
  context: { invitedBy: string; now: number },
): Promise<void> {
  const { html, text } = renderEmail({
    preheader: 'Állítsa be jelszavát a PatikaChat adminhoz.',
    heading: 'Meghívó a PatikaChat adminba',
    paragraphs: [
      `${context.invitedBy} adminként hívta meg a PatikaChat weboldal kezelőfelületére.`,
      `A link egyszer használható, ${formatBudapestDateTime(link.expiresAt)}-ig (budapesti idő).`,
    ],
    button: { label: 'Jelszó beállítása', href: link.url },
    footer: ['Ha nem számított erre a meghívásra, hagyja figyelmen kívül ezt a levelet.'],
  })
  await enqueueJobs(
    db,
    [
      mailJob(
        { to: link.email, subject: 'Meghívó a PatikaChat adminba', html, text },
        {
          dedupeKey: `admin-invitation:${link.email}:${context.now}`,
          registrationId: null,
          dueAt: new Date(context.now).toISOString(),
        },
      ),
    ],
    context.now,
  )
}

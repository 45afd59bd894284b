import type { Kysely } from 'kysely'
import { OFFER_COUNTDOWN_MS } from '../../shared/funnel/countdown'
import { CONSENT_GATED_KINDS, stillTimely } from '../../shared/funnel/webinar-emails'
import type { Database } from '../db/schema'
import { personalLinkToken, unsubscribeToken } from '../funnel/personal-link'
import { replayDays, replayEndsAt } from '../funnel/replay-window'
import type { ClaimedJob, JobOutcome } from '../outbox/outbox-worker'
import { currentEmailTexts } from '../repositories/email-text.repository'
import { stepsReached } from '../repositories/funnel-progress.repository'
import { findStoredRegistration } from '../repositories/registration.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'
import { currentFunnelConfig } from '../services/funnel.service'
import type { Mailer } from './mailer'
import { webinarEmail } from './webinar-email'
import { WebinarEmailPayloadSchema } from './webinar-email-job'

export interface MailJobDeps {
  db: Kysely<Database>
  mailer: Mailer
  linkKey: () => Promise<Buffer>
  siteUrl: string
  /** The team's address, where a registrant's reply goes. */
  contactEmail: string
  now: () => number
}

const skipped = (reason: string): JobOutcome => ({ state: 'skipped', reason })

/**
 * Sends a registrant's planned e-mail if it still applies when its time comes: the registration is still there and
 * at the start it was planned for, not unsubscribed, with the marketing consent for a follow-up, the follow-up's
 * condition holds (the video not finished for the replay, the offer seen and not taken for its reminder), and the
 * moment has not passed (stillTimely).
 */
export async function sendWebinarEmail(deps: MailJobDeps, job: ClaimedJob): Promise<JobOutcome> {
  const payload = WebinarEmailPayloadSchema.parse(job.payload)
  const registrationId = job.registrationId
  if (registrationId === null) return skipped('no registration named')
  const [stored, attendee] = await Promise.all([
    findStoredRegistration(deps.db, registrationId),
    findAttendee(deps.db, registrationId),
  ])
  if (!stored || !attendee) return skipped('registration erased')
  if (stored.deletedAt) return skipped('registration in the trash')
  const { registration } = stored
  if (attendee.webinarTime !== payload.webinarTime) return skipped('registration moved to another session')
  if (attendee.unsubscribedAt) return skipped('unsubscribed')
  if (CONSENT_GATED_KINDS.has(payload.kind) && !registration.metadata.marketingConsent) {
    return skipped('no marketing consent')
  }

  const now = deps.now()
  const replayEnds = replayEndsAt(attendee.webinarTime, await replayDays(deps.db))
  let offerEndsAt: string | null = null
  if (payload.kind === 'replay' || payload.kind === 'offer_reminder') {
    const steps = await stepsReached(deps.db, registrationId)
    if (payload.kind === 'replay' && steps.has('video_completed')) return skipped('watched to the end')
    if (payload.kind === 'offer_reminder') {
      if (steps.has('offer_clicked')) return skipped('offer taken')
      const viewedAt = steps.get('offer_viewed')
      offerEndsAt = viewedAt ? new Date(Date.parse(viewedAt) + OFFER_COUNTDOWN_MS).toISOString() : null
    }
  }
  if (!stillTimely(payload.kind, { webinarTime: attendee.webinarTime, replayEndsAt: replayEnds, offerEndsAt }, now)) {
    return skipped('its moment has passed')
  }

  const key = await deps.linkKey()
  const [texts, webinar] = await Promise.all([
    currentEmailTexts(deps.db).then((all) => all[payload.kind]),
    currentFunnelConfig(deps.db, 'webinar'),
  ])
  await deps.mailer.send(
    webinarEmail({
      kind: payload.kind,
      texts,
      fullName: registration.fullName,
      email: registration.email,
      registrationId,
      submissionId: registration.submissionId,
      webinar,
      replyTo: deps.contactEmail,
      webinarTime: attendee.webinarTime,
      calendarSequence: payload.sequence,
      linkToken: personalLinkToken(key, attendee.linkNonce),
      unsubscribeToken: unsubscribeToken(key, registrationId, attendee.linkNonce),
      siteUrl: deps.siteUrl,
      replayEndsAt: replayEnds,
      offerEndsAt,
      now,
    }),
  )
  return { state: 'sent' }
}

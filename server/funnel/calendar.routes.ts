import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  registrationIcsIdentity,
  WEBINAR_ICS_PARAMS,
  WEBINAR_ICS_PATH,
  webinarEvent,
  webinarIcs,
  type IcsIdentity,
} from '../../shared/funnel/webinar-calendar'
import { SubmissionIdSchema } from '../../shared/schemas/forms'
import { findRegistrationBySubmissionId } from '../repositories/registration.repository'
import { findAttendee } from '../repositories/webinar-attendee.repository'
import type { AppServices } from '../services/app-services'

// A start a registrant can have is the configured date or ten minutes after registering, so never years away.
const MAX_DISTANCE_MS = 2 * 365 * 86_400_000
const StartSchema = z.iso.datetime({ offset: true })

/** The registration a submission id names, as its e-mails' calendar file describes it; none for an unknown id. */
async function registrationEvent(
  services: AppServices,
  submissionId: string | undefined,
): Promise<{ start: string; identity: IcsIdentity } | null> {
  const parsed = SubmissionIdSchema.safeParse(submissionId)
  if (!parsed.success) return null
  const registration = await findRegistrationBySubmissionId(services.db.db, parsed.data)
  const attendee = registration && (await findAttendee(services.db.db, registration.id))
  if (!attendee) return null
  return {
    start: attendee.webinarTime,
    identity: registrationIcsIdentity(attendee.registrationId, attendee.calendarSequence),
  }
}

/**
 * GET /naptar/webinarium.ics?start={ISO time}&r={submission id}: the registrant's webinar as an iCalendar file (the
 * waiting page's and the reminders' "add to calendar"). With the registration's submission id it is the same event as
 * the confirmation's attachment (UID, SEQUENCE and the start the server holds), so adding both keeps one event;
 * without one, or for an id the site does not know, the event of `start` alone. The file holds nothing personal.
 */
export function calendarRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  type Query = Partial<Record<(typeof WEBINAR_ICS_PARAMS)[keyof typeof WEBINAR_ICS_PARAMS], string>>
  app.get<{ Querystring: Query }>(WEBINAR_ICS_PATH, async (request, reply) => {
    const registered = await registrationEvent(services, request.query[WEBINAR_ICS_PARAMS.registration])
    const start = StartSchema.safeParse(registered?.start ?? request.query[WEBINAR_ICS_PARAMS.start])
    if (!start.success || Math.abs(Date.parse(start.data) - services.now()) > MAX_DISTANCE_MS) {
      return reply.code(400).type('text/plain; charset=utf-8').send('A "start" paraméter érvénytelen.')
    }
    const { siteUrl } = services.env
    const event = webinarEvent(start.data, siteUrl)
    const ics = webinarIcs(event, new Date(services.now()), new URL(siteUrl).hostname, registered?.identity)
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="webinarium.ics"')
      .header('cache-control', registered ? 'private, no-cache' : 'public, max-age=86400')
      .send(ics)
  })
  done()
}

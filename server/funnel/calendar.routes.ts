import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { WEBINAR_ICS_PATH, webinarEvent, webinarIcs } from '../../shared/funnel/webinar-calendar'
import type { AppServices } from '../services/app-services'

// A start a registrant can have is the configured date or ten minutes after registering, so never years away.
const MAX_DISTANCE_MS = 2 * 365 * 86_400_000
const StartSchema = z.iso.datetime({ offset: true })

/**
 * GET /naptar/webinarium.ics?start={ISO time}: the registrant's webinar as an iCalendar file (the waiting page's
 * "add to calendar"). The time comes from the browser's stored registration, so the file holds nothing personal.
 */
export function calendarRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  app.get<{ Querystring: { start?: string } }>(WEBINAR_ICS_PATH, (request, reply) => {
    const start = StartSchema.safeParse(request.query.start)
    if (!start.success || Math.abs(Date.parse(start.data) - services.now()) > MAX_DISTANCE_MS) {
      return reply.code(400).type('text/plain; charset=utf-8').send('A "start" paraméter érvénytelen.')
    }
    const { siteUrl } = services.env
    const ics = webinarIcs(webinarEvent(start.data, siteUrl), new Date(services.now()), new URL(siteUrl).hostname)
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="webinarium.ics"')
      .header('cache-control', 'public, max-age=86400')
      .send(ics)
  })
  done()
}

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { PERSONAL_LINK_PATH, PERSONAL_LINK_TOKEN_PATTERN } from '../../shared/funnel/personal-link'
import {
  CHANGE_CONFIRM_OUTCOMES,
  CHANGE_CONFIRM_PATH,
  LINK_REQUEST_EMAIL_FIELD,
  LINK_REQUEST_OUTCOMES,
  OUTCOME_PARAM,
} from '../../shared/funnel/registrant-notices'
import { EmailFieldSchema } from '../../shared/schemas/forms'
import { acceptUrlEncodedBodies } from '../forms/url-encoded-body'
import type { AppServices } from '../services/app-services'
import { applyChangeRequest } from './change-request.service'
import { requestPersonalLink } from './personal-link-request'

const ChangeConfirmQuerySchema = z.object({ t: z.string().regex(PERSONAL_LINK_TOKEN_PATTERN) })

/**
 * The registrant's plain form posts under /w, each answered with a 303 to its page's outcome (a reload posts nothing):
 * POST /w/modositas?t={token}, the button that applies what a form asked of the registration (the link of the
 * "already registered" e-mail; the page only asks, so a link scanner changes nothing), and POST /w, "send my
 * personal link again".
 */
export function registrantRequestsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
  done: () => void,
): void {
  acceptUrlEncodedBodies(app)

  app.post(CHANGE_CONFIRM_PATH, async (request, reply) => {
    const query = ChangeConfirmQuerySchema.safeParse(request.query)
    const outcome = query.success
      ? await applyChangeRequest({ db: services.db.db, now: services.now }, query.data.t)
      : 'invalid'
    request.log.info({ event: 'change_request', outcome }, 'registrant change requested')
    if (outcome === 'applied') services.outbox.wake()
    return reply.redirect(`${CHANGE_CONFIRM_PATH}?${OUTCOME_PARAM}=${CHANGE_CONFIRM_OUTCOMES[outcome]}`, 303)
  })

  app.post(PERSONAL_LINK_PATH, async (request, reply) => {
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
    const email = EmailFieldSchema.safeParse(body.get(LINK_REQUEST_EMAIL_FIELD) ?? '')
    const outcome = email.success
      ? await requestPersonalLink(
          { db: services.db.db, rateLimits: services.rateLimits, now: services.now, clientIp: request.ip },
          email.data,
        )
      : 'invalid'
    request.log.info({ event: 'personal_link_request', outcome }, 'personal link asked for again')
    if (outcome === 'sent') services.outbox.wake()
    return reply.redirect(`${PERSONAL_LINK_PATH}?${OUTCOME_PARAM}=${LINK_REQUEST_OUTCOMES[outcome]}`, 303)
  })
  done()
}

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  PERSONAL_LINK_TOKEN_PATTERN,
  PersonalLinkMessages,
  RESUBSCRIBE_ACTION,
  UNSUBSCRIBE_PARAMS,
  UNSUBSCRIBE_PATH,
} from '../../shared/funnel/personal-link'
import { RegistrantNoticeMessages } from '../../shared/funnel/registrant-notices'
import { idFromParam } from '../../shared/id-param'
import { acceptUrlEncodedBodies } from '../forms/url-encoded-body'
import type { AppServices } from '../services/app-services'
import { resubscribeRegistration, unsubscribeRegistration } from './unsubscribe'

const UnsubscribeQuerySchema = z.object({
  [UNSUBSCRIBE_PARAMS.registration]: z.string().transform(idFromParam).pipe(z.number()),
  [UNSUBSCRIBE_PARAMS.token]: z.string().regex(PERSONAL_LINK_TOKEN_PATTERN),
})

/**
 * POST /leiratkozas?r={registration}&t={token}: the one-click unsubscribe of RFC 8058 (a mail provider posts
 * `List-Unsubscribe=One-Click`, and gets 200), or a button of the page the e-mail's visible link opens (a browser
 * gets a 303 to the page's outcome, so a reload posts nothing): unsubscribe, or with `muvelet=feliratkozas` undo it.
 * The GET page itself is the client's.
 */
export function unsubscribeRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
  done: () => void,
): void {
  acceptUrlEncodedBodies(app)
  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const query = UnsubscribeQuerySchema.safeParse(request.query)
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
    const oneClick = body.get('List-Unsubscribe') === 'One-Click'
    const resubscribe = !oneClick && body.get(UNSUBSCRIBE_PARAMS.action) === RESUBSCRIBE_ACTION
    const deps = { db: services.db.db, linkKey: services.linkKey, now: services.now }
    const link = query.success ? { registrationId: query.data.r, token: query.data.t } : null
    const changed =
      link !== null && (await (resubscribe ? resubscribeRegistration(deps, link) : unsubscribeRegistration(deps, link)))
    request.log.info(
      { event: resubscribe ? 'resubscribe' : 'unsubscribe', registrationId: link?.registrationId ?? null, changed },
      resubscribe ? 'resubscribe requested' : 'unsubscribe requested',
    )
    if (oneClick || !request.headers.accept?.includes('text/html')) {
      return reply
        .code(changed ? 200 : 400)
        .type('text/plain; charset=utf-8')
        .send(
          !changed
            ? PersonalLinkMessages.unsubscribeInvalid
            : resubscribe
              ? RegistrantNoticeMessages.resubscribed
              : PersonalLinkMessages.unsubscribed,
        )
    }
    if (!changed || !query.success) {
      return reply.redirect(`${UNSUBSCRIBE_PATH}?${UNSUBSCRIBE_PARAMS.done}=hiba`, 303)
    }
    const outcome = new URLSearchParams({
      [UNSUBSCRIBE_PARAMS.registration]: String(query.data.r),
      [UNSUBSCRIBE_PARAMS.token]: query.data.t,
      [UNSUBSCRIBE_PARAMS.done]: resubscribe ? 'vissza' : 'igen',
    })
    return reply.redirect(`${UNSUBSCRIBE_PATH}?${outcome.toString()}`, 303)
  })
  done()
}

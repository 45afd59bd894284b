import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  PERSONAL_LINK_TOKEN_PATTERN,
  PersonalLinkMessages,
  UNSUBSCRIBE_PARAMS,
  UNSUBSCRIBE_PATH,
} from '../../shared/funnel/personal-link'
import { idFromParam } from '../../shared/id-param'
import { acceptUrlEncodedBodies } from '../forms/url-encoded-body'
import type { AppServices } from '../services/app-services'
import { unsubscribeRegistration } from './unsubscribe'

const UnsubscribeQuerySchema = z.object({
  [UNSUBSCRIBE_PARAMS.registration]: z.string().transform(idFromParam).pipe(z.number()),
  [UNSUBSCRIBE_PARAMS.token]: z.string().regex(PERSONAL_LINK_TOKEN_PATTERN),
})

/**
 * POST /leiratkozas?r={registration}&t={token}: the one-click unsubscribe of RFC 8058 (a mail provider posts
 * `List-Unsubscribe=One-Click`, and gets 200), or the button of the page the e-mail's visible link opens (a browser
 * gets a 303 to the page's outcome, so a reload posts nothing). The GET page itself is the client's.
 */
export function unsubscribeRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
  done: () => void,
): void {
  acceptUrlEncodedBodies(app)
  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const query = UnsubscribeQuerySchema.safeParse(request.query)
    const unsubscribed =
      query.success &&
      (await unsubscribeRegistration(
        { db: services.db.db, linkKey: services.linkKey, now: services.now },
        { registrationId: query.data.r, token: query.data.t },
      ))
    request.log.info(
      { event: 'unsubscribe', registrationId: query.success ? query.data.r : null, unsubscribed },
      'unsubscribe requested',
    )
    const oneClick = request.body instanceof URLSearchParams && request.body.get('List-Unsubscribe') === 'One-Click'
    if (oneClick || !request.headers.accept?.includes('text/html')) {
      return reply
        .code(unsubscribed ? 200 : 400)
        .type('text/plain; charset=utf-8')
        .send(unsubscribed ? PersonalLinkMessages.unsubscribed : PersonalLinkMessages.unsubscribeInvalid)
    }
    return reply.redirect(`${UNSUBSCRIBE_PATH}?${UNSUBSCRIBE_PARAMS.done}=${unsubscribed ? 'igen' : 'hiba'}`, 303)
  })
  done()
}

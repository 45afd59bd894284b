import type { FastifyInstance } from 'fastify'
import { ADMIN_PATH } from '../../shared/admin-params'
import { firstTouchFieldValue } from '../../shared/first-touch-reading'
import { FORM_PAGES, formSentUrl } from '../../shared/form-pages'
import { FORM_NAMES, type FormName } from '../../shared/schemas/forms'
import type { PageRenderer } from '../render/page-renderer'
import { renderPostedForm } from '../render/render-page'
import type { AppServices } from '../services/app-services'
import { submitPublicForm } from '../services/public-form-submissions'
import { postedFirstTouch, readPostedForm, refusalOf, type RefusedPost } from './posted-form'
import { acceptUrlEncodedBodies } from './url-encoded-body'

/**
 * POST {form's page}: a public form sent as a plain HTML form, before or without the page's script. The same schema,
 * guard and save as the form's tRPC procedure; a saved submission is answered with a 303 to the confirmation (so a
 * reload does not send it again), a refused one with its page again, holding the visitor's values and the errors.
 */
export function formPostRoutes(
  app: FastifyInstance,
  { services, renderer }: { services: AppServices; renderer: PageRenderer },
  done: () => void,
): void {
  acceptUrlEncodedBodies(app)

  const accept = (form: FormName) =>
    app.post<{ Body: URLSearchParams }>(FORM_PAGES[form].path, async (request, reply) => {
      const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
      const read = readPostedForm(form, body)
      // The page shown again for a refused post carries on the first touch the post came with.
      const shownAgain = (refusal: RefusedPost) => ({
        path: FORM_PAGES[form].path,
        ...refusal,
        firstTouch: firstTouchFieldValue(postedFirstTouch(body)),
      })
      if (!read.ok) {
        request.log.info({ event: 'form_post_invalid', form }, 'plain form post refused: invalid fields')
        return renderPostedForm(request, reply, services, renderer, shownAgain(read.refusal))
      }
      try {
        const receipt = await submitPublicForm(
          { db: services.db.db, services, log: request.log, clientIp: request.ip },
          form,
          read.input,
        )
        return reply.redirect(formSentUrl(form, receipt.webinarTime), 303)
      } catch (error) {
        const refusal = refusalOf(form, read.values, error)
        if (refusal.status >= 500) request.log.error({ err: error, form }, 'plain form post failed')
        return renderPostedForm(request, reply, services, renderer, shownAgain(refusal))
      }
    })
  FORM_NAMES.forEach(accept)

  // The admin's sign-in form before its script has loaded: the admin area needs script, so the post is not read
  // (and the password never lands in an address or a log); the sign-in card comes back to sign in with.
  app.post(ADMIN_PATH, (_request, reply) => reply.redirect(ADMIN_PATH, 303))
  done()
}

import type { FastifyRequest } from 'fastify'
import { firstTouchFieldValue, firstTouchOfPageLoad } from '../../shared/first-touch-reading'

/**
 * The first touch a page's forms carry in their hidden field, for a post made without script: read from this
 * request's address (an ad click landing on the form's page) and its Referer (another site, or a page of this site
 * whose address carried the tags: the landing page the visitor followed a link from). Written into each answer, so
 * the cached page stays the same for everyone.
 */
export function firstTouchFieldOfRequest(request: FastifyRequest, siteUrl: string): string {
  return firstTouchFieldValue(firstTouchOfPageLoad(new URL(request.url, siteUrl).href, request.headers.referer))
}

import type { FastifyInstance } from 'fastify'

/** Reads `application/x-www-form-urlencoded` bodies (plain HTML form posts) as URLSearchParams, in this plugin's scope. */
export function acceptUrlEncodedBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) =>
    parsed(null, new URLSearchParams(body as string)),
  )
}

import type { FastifyInstance } from 'fastify'
import { CAPTIONS_PATH } from '../../shared/webinar/captions'
import { findCaptions } from '../repositories/webinar-captions.repository'
import type { AppServices } from '../services/app-services'

// The hash in the address names the bytes, so every cache may keep the file for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const CAPTIONS_FILE = /^([0-9a-f]{64})\.vtt$/

/** GET /media/captions/{hash}.vtt: captions uploaded in Webinar Content, from the database (every instance has them). */
export function webinarCaptionsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
  done: () => void,
): void {
  app.get<{ Params: { file: string } }>(`${CAPTIONS_PATH}/:file`, async (request, reply) => {
    const [, hash] = CAPTIONS_FILE.exec(request.params.file) ?? []
    const bytes = hash && (await findCaptions(services.db.db, hash))
    if (!bytes) return reply.callNotFound()
    return reply
      .type('text/vtt; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes)
  })
  done()
}

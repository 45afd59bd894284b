import type { FastifyInstance } from 'fastify'
import { BLOG_COVER_EXTENSIONS, BLOG_COVERS_PATH, type BlogCoverType } from '../../shared/blog-covers'
import { findCoverFile } from '../repositories/blog-cover.repository'
import type { AppServices } from '../services/app-services'

// The hash in the URL names the bytes, so a cover can be kept for a year by every cache.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const COVER_FILE = /^([0-9a-f]{64})(-card\.webp|-share\.jpg|\.(?:jpg|png|webp|avif))$/

/**
 * GET /blog-covers/uploads/{hash}.{ext} (the article's picture), /blog-covers/uploads/{hash}-card.webp (the cards')
 * and /blog-covers/uploads/{hash}-share.jpg (link previews'): uploaded covers, from the database, so every server
 * instance has them.
 */
export function blogCoverRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  app.get<{ Params: { file: string } }>(`${BLOG_COVERS_PATH}/:file`, async (request, reply) => {
    const [, hash, suffix] = COVER_FILE.exec(request.params.file) ?? []
    if (!hash || !suffix) return reply.callNotFound()
    const file = suffix === '-card.webp' ? 'card' : suffix === '-share.jpg' ? 'share' : 'full'
    const cover = await findCoverFile(services.db.db, hash, file)
    if (!cover) return reply.callNotFound()
    const extension = BLOG_COVER_EXTENSIONS[cover.contentType as BlogCoverType]
    if (file === 'full' && suffix !== `.${extension}`) return reply.callNotFound()
    return reply
      .type(cover.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(cover.bytes)
  })
  done()
}

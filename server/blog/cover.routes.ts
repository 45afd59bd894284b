import type { FastifyInstance } from 'fastify'
import { postIdFromParam } from '../../shared/schemas/blog'
import { findPostCover } from '../repositories/blog.repository'
import type { AppServices } from '../services/app-services'
import { COVER_KINDS, coverUrl, decodeImageDataUrl, type CoverKind } from './covers'

// The version in the URL changes with every edit, so a cover can be kept for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'
// An SVG opened on its own is a document: no scripts, no requests, no plugins.
const COVER_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

function isCoverKind(value: string): value is CoverKind {
  return Object.hasOwn(COVER_KINDS, value)
}

/**
 * GET /blog-covers/post/{id}/{kind}.{ext}?v={version}: a cover stored as a data URL, served as the picture it holds,
 * so lists and pages carry only its address. A stale URL (older version, other type, the cover is now an address)
 * is redirected to the current one.
 */
export function blogCoverRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  app.get<{ Params: { id: string; file: string }; Querystring: { v?: string } }>(
    '/blog-covers/post/:id/:file',
    async (request, reply) => {
      const id = postIdFromParam(request.params.id)
      const kind = /^(.+)\.[a-z]+$/.exec(request.params.file)?.[1] ?? ''
      if (id === null || !isCoverKind(kind)) return reply.callNotFound()
      const stored = await findPostCover(services.db.db, id, COVER_KINDS[kind])
      if (!stored) return reply.callNotFound()

      const current = coverUrl({ id, updatedAt: stored.updatedAt }, kind, stored.cover)
      const requested = `/blog-covers/post/${request.params.id}/${request.params.file}?v=${request.query.v ?? ''}`
      if (current !== requested) {
        if (!current.startsWith('/')) return reply.callNotFound()
        return reply.header('cache-control', 'public, max-age=300').redirect(current, 302)
      }
      const picture = decodeImageDataUrl(stored.cover)
      if (!picture) return reply.callNotFound()
      return reply
        .type(picture.type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', COVER_CSP)
        .send(picture.bytes)
    },
  )
  done()
}

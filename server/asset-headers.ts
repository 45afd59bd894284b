import type { FastifyInstance } from 'fastify'

/** Where the build's hashed files are served: scripts, stylesheets and fonts, never a document. */
const BUILD_ASSETS_PREFIX = '/assets/'

/**
 * Headers that govern a document (what it may load, frame or use) and mean nothing on a script, stylesheet or font.
 * Kept: X-Content-Type-Options (a script must be served as one), Cross-Origin-Resource-Policy (who may load the
 * file) and Referrer-Policy (a module script's own imports follow it).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
] as const

/**
 * Leaves the document-only headers off the build's files: on HTTP/1.1 they were 1.9 KB of each answer, more than
 * most of a page's script chunks themselves (docs/decisions.md, issue 26).
 */
export function trimBuildAssetHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(BUILD_ASSETS_PREFIX)) return payload
    for (const header of DOCUMENT_ONLY_HEADERS) {
      reply.removeHeader(header)
      reply.raw.removeHeader(header)
    }
    return payload
  })
}

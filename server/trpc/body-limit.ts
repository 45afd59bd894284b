import { Readable } from 'node:stream'
import { errorCodes, type FastifyInstance } from 'fastify'
import { bodyLimitForProcedures, CONTENT_BODY_LIMIT_BYTES, SMALL_BODY_LIMIT_BYTES } from '../../shared/api-limits'
import { ADMIN_ROLE } from '../../shared/schemas/admin'

/**
 * Passes the body on until it grows past `limit`, then fails with Fastify's 413 error. Nothing flows until the body
 * parser reads (so the error always reaches its listener), and the request itself is left alone, so the 413 can
 * still be sent on it.
 */
function capped(payload: Readable, limit: number): Readable {
  let received = 0
  const body = new Readable({ read: () => void payload.resume() })
  const onData = (chunk: Buffer) => {
    received += chunk.length
    if (received > limit) {
      payload.pause()
      payload.removeListener('data', onData)
      body.destroy(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
    } else if (!body.push(chunk)) {
      payload.pause()
    }
  }
  payload.on('data', onData)
  payload.on('end', () => body.push(null))
  payload.on('error', (error) => body.destroy(error))
  payload.pause()
  return body
}

/**
 * The tRPC route reads bodies up to the content limit, and each request is held to its limit before anything is
 * parsed: the limit of the procedures its path names (shared/api-limits.ts) when an admin's session sent it (the
 * session is known by now: server/auth/session-hook.ts runs as the request arrives), the small limit for anyone else,
 * whatever the path. A declared length over it is refused at once and the connection closed, so the rest of the body
 * is never read; a streamed body is cut off as soon as it passes the limit. Register in the scope that registers the
 * tRPC plugin, before it. https://fastify.dev/docs/latest/Reference/Hooks/#preparsing
 */
export function limitTrpcBodies(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = CONTENT_BODY_LIMIT_BYTES
  })
  scope.addHook('preParsing', async (request, reply, payload) => {
    const limit =
      request.session?.user.role === ADMIN_ROLE
        ? bodyLimitForProcedures((request.params as { path?: string }).path ?? '')
        : SMALL_BODY_LIMIT_BYTES
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      reply.header('connection', 'close')
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    }
    return capped(payload, limit)
  })
}

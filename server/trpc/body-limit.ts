import { Readable } from 'node:stream'
import { errorCodes, type FastifyInstance } from 'fastify'
import { bodyLimitForProcedures, CONTENT_BODY_LIMIT_BYTES } from '../../shared/api-limits'

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
 * The tRPC route reads bodies up to the content limit, and each request is held to the limit of the procedures its
 * path names (shared/api-limits.ts) before anything is parsed: a declared length over it is refused at once, a
 * streamed body as soon as it passes it. Register in the scope that registers the tRPC plugin, before it.
 * https://fastify.dev/docs/latest/Reference/Hooks/#preparsing
 */
export function limitTrpcBodies(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = CONTENT_BODY_LIMIT_BYTES
  })
  scope.addHook('preParsing', async (request, _reply, payload) => {
    const limit = bodyLimitForProcedures((request.params as { path?: string }).path ?? '')
    if (Number(request.headers['content-length'] ?? 0) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    return capped(payload, limit)
  })
}

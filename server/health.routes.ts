import type { FastifyInstance } from 'fastify'
import type { AppServices } from './services/app-services'

/** A load balancer takes an instance out within seconds: a database that has not answered by then counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000

class HealthCheckTimeoutError extends Error {
  constructor() {
    super(`The database did not answer the health check within ${HEALTH_CHECK_TIMEOUT_MS} ms`)
    this.name = 'HealthCheckTimeoutError'
  }
}

/** GET /healthz: 200 while the database answers a small read; 503 when it fails or is too slow, or at shutdown. */
export function healthRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  app.get('/healthz', async (request, reply) => {
    if (app.shutdown.draining) return reply.code(503).send({ status: 'shutting down' })
    let timer: NodeJS.Timeout | undefined
    const tooSlow = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new HealthCheckTimeoutError()), HEALTH_CHECK_TIMEOUT_MS)
    })
    try {
      await Promise.race([services.db.db.selectFrom('settings').select('name').limit(1).execute(), tooSlow])
      return { status: 'ok' }
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable')
      return reply.code(503).send({ status: 'unavailable' })
    } finally {
      clearTimeout(timer)
    }
  })
  done()
}

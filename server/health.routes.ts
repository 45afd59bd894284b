import type { FastifyInstance } from 'fastify'
import type { AppServices } from './services/app-services'
import type { Dependency } from './services/dependency-unavailable'

/** A load balancer takes an instance out within seconds: a dependency that has not answered by then counts as down. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000

class HealthCheckTimeoutError extends Error {
  constructor(dependency: HealthDependency) {
    super(`The ${dependency} did not answer the health check within ${HEALTH_CHECK_TIMEOUT_MS} ms`)
    this.name = 'HealthCheckTimeoutError'
  }
}

type HealthDependency = 'database' | Dependency

/** Resolves once `check` has answered, or fails when it fails or takes longer than the health check may. */
async function answersInTime(dependency: HealthDependency, check: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HealthCheckTimeoutError(dependency)), HEALTH_CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([check, tooSlow])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /healthz, the instance's readiness: 200 while the database answers a small read and, when REDIS_URL is set,
 * Redis answers a PING (sign-in, the forms and the consent record need it); 503 naming the dependencies that failed
 * or were too slow (the reason goes to the log only), and 503 at shutdown.
 */
export function healthRoutes(app: FastifyInstance, { services }: { services: AppServices }, done: () => void): void {
  const { db, redis } = services
  const checks = new Map<HealthDependency, () => Promise<unknown>>([
    ['database', () => db.db.selectFrom('settings').select('name').limit(1).execute()],
  ])
  if (redis) checks.set('redis', () => redis.ping())
  app.get('/healthz', async (request, reply) => {
    if (app.shutdown.draining) return reply.code(503).send({ status: 'shutting down' })
    const outcomes = await Promise.all(
      [...checks].map(async ([dependency, check]) => {
        try {
          await answersInTime(dependency, check())
          return null
        } catch (error) {
          request.log.error({ err: error, dependency }, `health check: ${dependency} unreachable`)
          return dependency
        }
      }),
    )
    const failed = outcomes.filter((dependency) => dependency !== null)
    if (failed.length === 0) return { status: 'ok' }
    return reply.code(503).send({ status: 'unavailable', failed })
  })
  done()
}

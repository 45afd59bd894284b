import { Redis } from 'ioredis'
import { LoginThrottle } from '../auth/login-throttle'
import type { DbHandle } from '../db/client'
import type { Env } from '../env'
import { FormGuard } from './form-guard/form-guard'
import { formTokenKeySource } from './form-guard/form-token-key'
import { InMemoryRateLimitStore, type RateLimitStore } from './form-guard/rate-limit-store'
import { RedisRateLimitStore } from './form-guard/redis-rate-limit-store'
import { FormWebhook } from './form-webhook'
import { RenderCache } from '../render/render-cache'

/** The long-lived pieces a request may use, made once per app so tests get fresh ones per app. */
export interface AppServices {
  env: Env
  db: DbHandle
  loginThrottle: LoginThrottle
  formGuard: FormGuard
  formWebhook: FormWebhook
  /** Rendered public pages; null where pages must always be fresh (development, the bench's uncached run). */
  renderCache: RenderCache | null
  /** Per-IP allowances and claims, shared by the form guard and the funnel's progress events. */
  rateLimits: RateLimitStore
  /** The clock services read (tests move it). */
  now: () => number
  /** Ends what the services hold open (the Redis connection), when the app closes. */
  close(): Promise<void>
}

/** What tests swap: the clock the services read, the rate-limit store, and the webhook's fetch and deadline. */
export interface AppServiceOverrides {
  now?: () => number
  rateLimitStore?: RateLimitStore
  fetch?: typeof fetch
  webhookShutdownDeadlineMs?: number
}

/**
 * With REDIS_URL the limits live in Redis, so every instance counts the same hits. A command that gets no answer fails
 * after a second and a half rather than hold the request (the form's outbox keeps a refused submission).
 */
function sharedRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1500, connectTimeout: 3000 })
}

export function createAppServices(env: Env, db: DbHandle, overrides: AppServiceOverrides = {}): AppServices {
  const redis = overrides.rateLimitStore || !env.REDIS_URL ? null : sharedRedis(env.REDIS_URL)
  const rateLimits = overrides.rateLimitStore ?? (redis ? new RedisRateLimitStore(redis) : new InMemoryRateLimitStore())
  const now = overrides.now ?? Date.now
  return {
    env,
    db,
    loginThrottle: new LoginThrottle(),
    formGuard: new FormGuard({
      key: formTokenKeySource(env, db.db),
      rateLimits,
      now,
    }),
    formWebhook: new FormWebhook(env.FORM_WEBHOOK_URL, {
      fetch: overrides.fetch,
      shutdownDeadlineMs: overrides.webhookShutdownDeadlineMs,
    }),
    renderCache: env.NODE_ENV === 'development' || env.BENCH_UNCACHED_RENDERS ? null : new RenderCache(),
    rateLimits,
    now,
    async close() {
      await redis?.quit()
    },
  }
}

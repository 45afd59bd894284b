import { Redis } from 'ioredis'
import { CoverQueue } from '../blog/cover-queue'
import { InMemoryLoginThrottle, type LoginThrottle } from '../auth/login-throttle'
import { RedisLoginThrottle } from '../auth/redis-login-throttle'
import type { DbHandle } from '../db/client'
import type { Env } from '../env'
import { createMailer, type Mailer } from '../mail/mailer'
import { createJobHandlers } from '../outbox/job-handlers'
import { OutboxWorker } from '../outbox/outbox-worker'
import { FormGuard } from './form-guard/form-guard'
import { formTokenKeySource } from './form-guard/form-token-key'
import { InMemoryRateLimitStore, type RateLimitStore } from './form-guard/rate-limit-store'
import { RedisRateLimitStore } from './form-guard/redis-rate-limit-store'
import { FormWebhook } from './form-webhook'
import { linkKeySource } from '../funnel/link-key'
import { sealKeySource } from '../outbox/sealed-text'
import { RenderCache, type PageCache } from '../render/render-cache'
import { RendersInFlight } from '../render/renders-in-flight'
import { SharedRenderCache } from '../render/shared-render-cache'

/** The long-lived pieces a request may use, made once per app so tests get fresh ones per app. */
export interface AppServices {
  env: Env
  db: DbHandle
  loginThrottle: LoginThrottle
  formGuard: FormGuard
  /** The key the registrants' personal and unsubscribe links are made with (server/funnel/link-key.ts). */
  linkKey: () => Promise<Buffer>
  /** The key secrets in outbox payloads are sealed with (server/outbox/sealed-text.ts). */
  outboxSealKey: () => Promise<Buffer>
  formWebhook: FormWebhook
  /**
   * Rendered public pages; null where pages must always be fresh (development, the bench's uncached run). With
   * REDIS_URL, invalidations reach every instance.
   */
  renderCache: PageCache | null
  /** The renders running now, so concurrent misses of one page share a render (renderCache's pages only). */
  rendersInFlight: RendersInFlight
  /** Per-IP allowances and claims, shared by the form guard and the funnel's progress events. */
  rateLimits: RateLimitStore
  /** The clock services read (tests move it). */
  now: () => number
  /** Blog cover uploads, processed one at a time in this instance. */
  coverQueue: CoverQueue
  /** The shared Redis connection (REDIS_URL), for the health check; null without one. */
  redis: Redis | null
  /** Sends e-mail over SMTP_URL, or writes it to MAIL_DIR without one. Plan mail through the outbox, not here. */
  mailer: Mailer
  /** Runs the durable outbox's due jobs in this instance; `wake()` it after planning a job due now. */
  outbox: OutboxWorker
  /** Ends what the services hold open (the outbox's run, the mailer, the Redis connection), when the app closes. */
  close(): Promise<void>
}

/**
 * What tests swap: the clock the services read, the rate-limit store, the cover queue, the webhook's fetch and
 * deadline, the mailer and how often the outbox polls.
 */
export interface AppServiceOverrides {
  now?: () => number
  rateLimitStore?: RateLimitStore
  coverQueue?: CoverQueue
  fetch?: typeof fetch
  webhookShutdownDeadlineMs?: number
  /** Where this app's keys and channel live in Redis; tests give each app group a prefix of its own. */
  redisKeyPrefix?: string
  mailer?: Mailer
  outboxPollMs?: number
}

/**
 * With REDIS_URL the limits and the login throttle live in Redis, so every instance counts the same hits. A command
 * that gets no answer fails after a second and a half rather than hold the request (the form's outbox keeps a
 * refused submission).
 */
function sharedRedis(url: string, log: ServiceLog): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1500, connectTimeout: 3000 })
  // Reconnection is ioredis's own; each failed attempt is a line in the log, never an unhandled 'error' event.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error'))
  return redis
}

const DEFAULT_REDIS_KEY_PREFIX = 'patikachat:'

/** Where the services report what happens to their connections: the app's logger. */
export interface ServiceLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
  error(fields: object, message: string): void
}

const NO_LOG: ServiceLog = { info: () => undefined, warn: () => undefined, error: () => undefined }

function pageCache(env: Env, redis: Redis | null, prefix: string, log: ServiceLog): PageCache | null {
  if (env.NODE_ENV === 'development' || env.BENCH_UNCACHED_RENDERS) return null
  if (!redis) return new RenderCache()
  // The subscriber subscribes again itself on each 'ready', so it knows when it hears the channel once more.
  const subscriber = redis.duplicate({ autoResubscribe: false })
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'Redis subscriber connection error'))
  return new SharedRenderCache(new RenderCache(), {
    publisher: redis,
    subscriber,
    channel: `${prefix}render-cache:invalidations`,
    log,
  })
}

export function createAppServices(
  env: Env,
  db: DbHandle,
  overrides: AppServiceOverrides = {},
  log: ServiceLog = NO_LOG,
): AppServices {
  const redis = overrides.rateLimitStore || !env.REDIS_URL ? null : sharedRedis(env.REDIS_URL, log)
  const prefix = overrides.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX
  const rateLimits =
    overrides.rateLimitStore ?? (redis ? new RedisRateLimitStore(redis, prefix) : new InMemoryRateLimitStore())
  const now = overrides.now ?? Date.now
  const renderCache = pageCache(env, redis, prefix, log)
  const serverKey = formTokenKeySource(env, db.db)
  const linkKey = linkKeySource(serverKey)
  const outboxSealKey = sealKeySource(serverKey)
  const mailer = overrides.mailer ?? createMailer(env, { now })
  const outbox = new OutboxWorker({
    db: db.db,
    handlers: createJobHandlers({ db: db.db, env, mailer, now, linkKey, sealKey: outboxSealKey, pages: renderCache }),
    now,
    pollMs: overrides.outboxPollMs,
    log,
  })
  return {
    env,
    db,
    loginThrottle: redis ? new RedisLoginThrottle(redis, prefix) : new InMemoryLoginThrottle(),
    linkKey,
    outboxSealKey,
    formGuard: new FormGuard({
      key: serverKey,
      rateLimits,
      now,
      relaxedLimits: env.BENCH_RELAXED_FORM_LIMITS,
    }),
    formWebhook: new FormWebhook(env.FORM_WEBHOOK_URL, {
      fetch: overrides.fetch,
      shutdownDeadlineMs: overrides.webhookShutdownDeadlineMs,
    }),
    renderCache,
    rendersInFlight: new RendersInFlight(),
    rateLimits,
    now,
    coverQueue: overrides.coverQueue ?? new CoverQueue(),
    redis,
    mailer,
    outbox,
    async close() {
      await outbox.stop()
      if (!overrides.mailer) mailer.close()
      if (renderCache instanceof SharedRenderCache) await renderCache.close()
      await redis?.quit()
    },
  }
}

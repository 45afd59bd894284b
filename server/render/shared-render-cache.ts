import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { CachedPage, PageCache, RenderCache } from './render-cache'

export interface SharedRenderCacheOptions {
  /** The connection invalidations are published on (shared with the rate limits). */
  publisher: Redis
  /** A connection of its own: one that has subscribed can send nothing else. Made without auto-resubscription. */
  subscriber: Redis
  channel: string
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void }
}

interface InvalidationMessage {
  from: string
  tags: string[]
}

function parseInvalidation(text: string): InvalidationMessage | null {
  try {
    const message: unknown = JSON.parse(text)
    if (typeof message !== 'object' || message === null) return null
    const { from, tags } = message as Record<string, unknown>
    if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return null
    return { from, tags }
  } catch {
    return null
  }
}

/**
 * This instance's render cache, kept in step with the other instances' through Redis pub/sub: an invalidation here
 * drops the pages here at once and is published; one published elsewhere drops them here when it arrives (within
 * milliseconds). While the subscription is down this instance cannot hear of changes, so it serves nothing from
 * the cache and keeps nothing (every page is rendered fresh); when the subscription is back the cache starts empty,
 * since what was missed meanwhile is unknown.
 */
export class SharedRenderCache implements PageCache {
  private readonly instanceId = randomUUID()
  private listening = false

  constructor(
    private readonly local: RenderCache,
    private readonly options: SharedRenderCacheOptions,
  ) {
    const { subscriber, channel, log } = options
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          local.clear()
          this.listening = true
          log.info({ channel }, 'render cache: listening for invalidations')
        },
        (error: unknown) => log.warn({ err: error }, 'render cache: could not subscribe; pages are rendered fresh'),
      )
    })
    subscriber.on('close', () => {
      if (!this.listening) return
      this.listening = false
      log.warn({ channel }, 'render cache: Redis connection lost; pages are rendered fresh until it is back')
    })
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return
      const message = parseInvalidation(text)
      if (message && message.from !== this.instanceId) local.invalidate(...message.tags)
    })
  }

  /** Whether pages are served from the cache: only while invalidations from other instances can be heard. */
  get isListening(): boolean {
    return this.listening
  }

  get generation(): number {
    return this.local.generation
  }

  get(key: string): CachedPage | undefined {
    return this.listening ? this.local.get(key) : undefined
  }

  set(key: string, page: CachedPage, renderedAtGeneration: number): void {
    if (this.listening) this.local.set(key, page, renderedAtGeneration)
  }

  async close(): Promise<void> {
    this.listening = false
    await this.options.subscriber.quit()
  }

  invalidate(...tags: string[]): void {
    this.local.invalidate(...tags)
    const message: InvalidationMessage = { from: this.instanceId, tags }
    this.options.publisher.publish(this.options.channel, JSON.stringify(message)).catch((error: unknown) => {
      // The other instances that still hear Redis keep their pages until their next change; said loudly.
      this.options.log.warn({ err: error, tags }, 'render cache: invalidation not published to the other instances')
    })
  }
}

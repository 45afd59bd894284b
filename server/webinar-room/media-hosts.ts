import type { Kysely } from 'kysely'
import type { WebinarConfig } from '../../shared/schemas/funnel-configs'
import type { Database } from '../db/schema'
import type { PageCache } from '../render/render-cache'
import { SharedRenderCache } from '../render/shared-render-cache'
import { currentFunnelConfig } from '../services/funnel.service'

/** How long the hosts are trusted when no render cache tells of saves (development, Redis unheard). */
export const MEDIA_HOSTS_UNWATCHED_TTL_MS = 5_000

/** The origins of Webinar Content's video and captions that are not the site's own (a site path needs none). */
export function webinarMediaOrigins(config: Pick<WebinarConfig, 'videoUrl' | 'captionsUrl'>): string[] {
  const origins = [config.videoUrl, config.captionsUrl].flatMap((link) => {
    if (link === null || !/^https?:\/\//i.test(link)) return []
    return [new URL(link).origin]
  })
  return [...new Set(origins)]
}

/**
 * The current webinar config's media origins for the page's CSP (media-src, connect-src), read synchronously by the
 * policy. Every save of a config invalidates the render cache (on every instance, through Redis), which counts a
 * generation: the origins are read again once the generation moved. Where no cache hears the saves, they are read
 * again after a few seconds. A failed read keeps the origins known before (a page cannot render then anyway).
 */
export class WebinarMediaHosts {
  private origins: string[] = []
  private readAtGeneration: number | null = null
  private readAtMs = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pages: PageCache | null,
    private readonly now: () => number,
  ) {}

  /** The origins as last read. */
  get current(): readonly string[] {
    return this.origins
  }

  private get isCurrent(): boolean {
    const heard = this.pages !== null && !(this.pages instanceof SharedRenderCache && !this.pages.isListening)
    if (heard) return this.readAtGeneration === this.pages.generation
    return this.now() - this.readAtMs < MEDIA_HOSTS_UNWATCHED_TTL_MS
  }

  /** Reads the origins again if a save may have changed them; answers whether the read failed. */
  async refresh(): Promise<Error | null> {
    if (this.isCurrent) return null
    const generation = this.pages?.generation ?? null
    try {
      this.origins = webinarMediaOrigins(await currentFunnelConfig(this.db, 'webinar'))
      this.readAtGeneration = generation
      this.readAtMs = this.now()
      return null
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }
}

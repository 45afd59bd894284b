import type { FunnelConfigKind } from '../../shared/schemas/funnel-configs'

/**
 * Rendered pages kept in memory until what they show changes. Each entry names the tags of the data it shows
 * (`blog:lists`, `blog:post:8`, `funnel:offer-config`); `invalidate(tag)` drops every entry that carries it, at once.
 * Bounded by bytes with least-recently-used eviction, so requests for random paths cannot fill memory; not-found
 * pages live under a small allowance of their own, so they never push real pages out.
 */
export interface CachedPage {
  status: number
  /** The HTML with the nonce placeholders (page-nonces.ts) where each response puts its own CSP nonces. */
  html: string
  etag: string
  tags: readonly string[]
  /**
   * When what the page shows goes out of date by itself (ms since the epoch; the webinar sessions the register form
   * lists), so the page is rendered afresh from then on. Absent or null: only an invalidation drops it.
   */
  expiresAt?: number | null
}

/** The named tags: what a page shows, and what a change invalidates. */
export const CACHE_TAGS = {
  /** Pages that list posts: /, /blog and its category views, the sitemap and the feed. */
  blogLists: 'blog:lists',
  /** Every article page (a new post may become any article's related post). */
  blogArticles: 'blog:articles',
  /** Every page that shows this post, as the article or as a related post. */
  blogPost: (id: number) => `blog:post:${id}`,
  /** Every page that shows a funnel config: /register (register), /webinar (webinar), /offer (offer). */
  funnelConfig: (kind: FunnelConfigKind) => `funnel:${kind}-config`,
} as const

export interface RenderCacheLimits {
  maxBytes: number
  maxNotFoundBytes: number
}

export const RENDER_CACHE_LIMITS: RenderCacheLimits = {
  maxBytes: 32 * 1024 * 1024,
  maxNotFoundBytes: 1024 * 1024,
}

class ByteBoundedLru {
  private readonly entries = new Map<string, CachedPage>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key)
    const size = sizeOf(key, entry)
    if (size > this.maxBytes) return
    this.entries.set(key, entry)
    this.bytes += size
    for (const [oldestKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldestKey)
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(key, entry)
  }

  deleteTagged(tag: string): number {
    let dropped = 0
    for (const [key, entry] of this.entries) {
      if (entry.tags.includes(tag)) {
        this.delete(key)
        dropped += 1
      }
    }
    return dropped
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  get usedBytes(): number {
    return this.bytes
  }
}

/** What an entry costs: its text as a string (two bytes a character) and its UTF-8 copy for answers (about one). */
function sizeOf(key: string, entry: CachedPage): number {
  return 2 * (key.length + entry.etag.length) + 3 * entry.html.length + 64 * entry.tags.length + 256
}

/** What a change needs of the cache: drop the pages carrying these tags. */
export interface PageInvalidator {
  invalidate(...tags: string[]): void
}

/** What serving needs of the cache: this instance's own (RenderCache) or one kept in step across instances. */
export interface PageCache extends PageInvalidator {
  get(key: string): CachedPage | undefined
  /**
   * How many invalidations this cache has seen. A render notes it before it reads any data and hands it to `set`,
   * which keeps the page only if nothing was invalidated meanwhile: a page built from data read before a change
   * must not outlive the change.
   */
  readonly generation: number
  set(key: string, page: CachedPage, renderedAtGeneration: number): void
}

export class RenderCache implements PageCache {
  private readonly pages: ByteBoundedLru
  private readonly notFound: ByteBoundedLru
  private invalidations = 0

  /** `now` is the clock pages are rendered by, which their `expiresAt` is measured on. */
  constructor(
    limits: RenderCacheLimits = RENDER_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.pages = new ByteBoundedLru(limits.maxBytes)
    this.notFound = new ByteBoundedLru(limits.maxNotFoundBytes)
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key) ?? this.notFound.get(key)
    if (page?.expiresAt != null && this.now() >= page.expiresAt) {
      this.pages.delete(key)
      this.notFound.delete(key)
      return undefined
    }
    return page
  }

  get generation(): number {
    return this.invalidations
  }

  set(key: string, page: CachedPage, renderedAtGeneration: number): void {
    if (renderedAtGeneration !== this.invalidations) return
    ;(page.status === 404 ? this.notFound : this.pages).set(key, page)
  }

  /** Drops every page that shows data carrying the tag; returns how many. */
  invalidate(...tags: string[]): number {
    this.invalidations += 1
    return tags.reduce((dropped, tag) => dropped + this.pages.deleteTagged(tag) + this.notFound.deleteTagged(tag), 0)
  }

  /** Drops every page (counts as an invalidation: renders under way cannot know what they missed). */
  clear(): void {
    this.invalidations += 1
    this.pages.clear()
    this.notFound.clear()
  }

  get stats() {
    return {
      pages: this.pages.size,
      pageBytes: this.pages.usedBytes,
      notFoundPages: this.notFound.size,
      notFoundBytes: this.notFound.usedBytes,
    }
  }
}

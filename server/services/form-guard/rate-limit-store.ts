/**
 * Where the per-IP, per-form submission counts live. One small interface so a shared store (Redis, a table) can
 * replace the in-memory one when the site runs on several instances; see docs/decisions.md.
 */
export interface RateLimitStore {
  /** Records a hit for `key` when fewer than `limit` hits fall within `windowMs` before `now`; false when full. */
  tryHit(key: string, limit: number, windowMs: number, now: number): Promise<boolean>
}

/** A sliding-window log per key, in this process's memory. */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, number[]>()
  private callsSinceSweep = 0

  constructor(private readonly sweepEvery = 1000) {}

  tryHit(key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
    this.sweepOccasionally(windowMs, now)
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - windowMs)
    const allowed = recent.length < limit
    if (allowed) recent.push(now)
    if (recent.length > 0) this.hits.set(key, recent)
    else this.hits.delete(key)
    return Promise.resolve(allowed)
  }

  /** Keys whose last hit left the window are dropped now and then, so the map does not grow without end. */
  private sweepOccasionally(windowMs: number, now: number): void {
    this.callsSinceSweep += 1
    if (this.callsSinceSweep < this.sweepEvery) return
    this.callsSinceSweep = 0
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) this.hits.delete(key)
    }
  }

  get size(): number {
    return this.hits.size
  }
}

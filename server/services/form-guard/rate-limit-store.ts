/**
 * Where the form guard keeps what it must remember between requests: the per-IP, per-form submission counts and
 * the form tokens already used. One small interface so a shared store (Redis, a table) can replace the in-memory
 * one when the site runs on several instances; see docs/decisions.md.
 */
export interface RateLimitStore {
  /** Records a hit for `key` when fewer than `limit` hits fall within `windowMs` before `now`; false when full. */
  tryHit(key: string, limit: number, windowMs: number, now: number): Promise<boolean>
  /**
   * Claims `key` for `holder` through time `until` (inclusive): true when the key was free or its claim has passed,
   * or when `holder` already holds it (a resend of the same submission); false while another holder has it.
   * With Redis: `SET key holder NX PXAT until+1`, and on refusal `GET key` compared with `holder`.
   */
  claimUntil(key: string, holder: string, until: number, now: number): Promise<boolean>
}

/** A sliding-window log per key and a map of claims, in this process's memory. */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, { times: number[]; windowMs: number }>()
  private readonly claims = new Map<string, { holder: string; until: number }>()
  private callsSinceSweep = 0

  constructor(private readonly sweepEvery = 1000) {}

  tryHit(key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
    this.sweepOccasionally(now)
    const recent = (this.hits.get(key)?.times ?? []).filter((time) => time > now - windowMs)
    const allowed = recent.length < limit
    if (allowed) recent.push(now)
    if (recent.length > 0) this.hits.set(key, { times: recent, windowMs })
    else this.hits.delete(key)
    return Promise.resolve(allowed)
  }

  claimUntil(key: string, holder: string, until: number, now: number): Promise<boolean> {
    this.sweepOccasionally(now)
    const claim = this.claims.get(key)
    if (claim && claim.until >= now) return Promise.resolve(claim.holder === holder)
    this.claims.set(key, { holder, until })
    return Promise.resolve(true)
  }

  /**
   * Now and then, keys whose last hit left the window and claims whose time has passed are dropped, so the maps
   * hold only what is still in force and do not grow without end.
   */
  private sweepOccasionally(now: number): void {
    this.callsSinceSweep += 1
    if (this.callsSinceSweep < this.sweepEvery) return
    this.callsSinceSweep = 0
    for (const [key, { times, windowMs }] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) this.hits.delete(key)
    }
    for (const [key, claim] of this.claims) {
      if (claim.until < now) this.claims.delete(key)
    }
  }

  get size(): number {
    return this.hits.size
  }

  get claimCount(): number {
    return this.claims.size
  }
}

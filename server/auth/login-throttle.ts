import { rateLimitSubject } from '../rate-limit-subject'

/**
 * Counts login attempts per client IP and per account-and-IP within a fixed window. An attempt is reserved (counted)
 * before its password is checked, in one atomic step that checks and increments, so attempts arriving together
 * (concurrently, in one tRPC batch or in many, on one instance or several) cannot all slip past the limit; a right
 * password releases its own reservation and forgives the account's failures from that IP. Keying the account limit
 * by IP means an attacker can lock an account only where they stand, never the admin out from everywhere. In this
 * process's memory (one instance), or in Redis with REDIS_URL (./redis-login-throttle.ts), so every instance counts
 * the same attempts.
 */
export interface LoginThrottle {
  reserve(ip: string, email: string): Promise<LoginReservation>
}

export interface ThrottleLimits {
  windowMs: number
  maxFailuresPerIp: number
  maxFailuresPerAccountAndIp: number
  /** Windows held at most; when full, the oldest window makes room, so a flood of addresses cannot grow the map. */
  maxEntries: number
}

export const LOGIN_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerIp: 20,
  maxFailuresPerAccountAndIp: 5,
  maxEntries: 20_000,
}

export type LoginReservation =
  | {
      granted: true
      /** The password was right: this attempt no longer counts, nor do the account's earlier failures from this IP. */
      succeeded(): Promise<void>
    }
  | { granted: false; retryAfterMs: number }

/** The two windows an attempt counts in. */
export function throttleKeys(ip: string, email: string): { ipKey: string; accountKey: string } {
  const subject = rateLimitSubject(ip)
  return { ipKey: `ip:${subject}`, accountKey: `account:${email.trim().toLowerCase()}|ip:${subject}` }
}

interface FailureWindow {
  readonly key: string
  count: number
  readonly resetsAt: number
}

/** One instance's throttle; the map is capped, so a flood of addresses cannot grow it. */
export class InMemoryLoginThrottle implements LoginThrottle {
  private readonly windows = new Map<string, FailureWindow>()
  /**
   * Every window in the order it opened, which is the order they end in (each lasts `windowMs`), so expired and
   * evicted windows leave from the front in amortised constant time; windows dropped early are skipped there.
   */
  private opened: FailureWindow[] = []
  private head = 0

  constructor(
    private readonly limits: ThrottleLimits = LOGIN_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many windows are held, for tests and for anyone watching memory. */
  get size(): number {
    return this.windows.size
  }

  reserve(ip: string, email: string): Promise<LoginReservation> {
    return Promise.resolve(this.reserveNow(ip, email))
  }

  private reserveNow(ip: string, email: string): LoginReservation {
    const now = this.now()
    this.sweep(now)
    const { ipKey, accountKey } = throttleKeys(ip, email)

    const retryAfterMs = Math.max(
      this.lockedFor(ipKey, this.limits.maxFailuresPerIp, now),
      this.lockedFor(accountKey, this.limits.maxFailuresPerAccountAndIp, now),
    )
    if (retryAfterMs > 0) return { granted: false, retryAfterMs }

    const ipWindow = this.bump(ipKey, now)
    const accountWindow = this.bump(accountKey, now)
    let settled = false
    return {
      granted: true,
      succeeded: () => {
        if (settled) return Promise.resolve()
        settled = true
        if (this.isHeld(accountWindow)) this.windows.delete(accountKey)
        if (this.isHeld(ipWindow)) {
          ipWindow.count -= 1
          if (ipWindow.count === 0) this.windows.delete(ipKey)
        }
        return Promise.resolve()
      },
    }
  }

  private isHeld(window: FailureWindow): boolean {
    return this.windows.get(window.key) === window
  }

  private lockedFor(key: string, limit: number, now: number): number {
    const window = this.windows.get(key)
    return window && window.resetsAt > now && window.count >= limit ? window.resetsAt - now : 0
  }

  private bump(key: string, now: number): FailureWindow {
    const current = this.windows.get(key)
    if (current && current.resetsAt > now) {
      current.count += 1
      return current
    }
    this.windows.delete(key)
    while (this.windows.size >= this.limits.maxEntries && this.head < this.opened.length) {
      const oldest = this.opened[this.head++]!
      if (this.isHeld(oldest)) this.windows.delete(oldest.key)
    }
    const fresh = { key, count: 1, resetsAt: now + this.limits.windowMs }
    this.windows.set(key, fresh)
    this.opened.push(fresh)
    return fresh
  }

  /** Drops the windows that have ended, then trims the queue; each window is visited a bounded number of times. */
  private sweep(now: number): void {
    while (this.head < this.opened.length) {
      const oldest = this.opened[this.head]!
      if (this.isHeld(oldest)) {
        if (oldest.resetsAt > now) break
        this.windows.delete(oldest.key)
      }
      this.head += 1
    }
    if (this.head > this.opened.length - this.head) {
      this.opened = this.opened.slice(this.head)
      this.head = 0
    }
    if (this.opened.length > 2 * this.limits.maxEntries) {
      this.opened = this.opened.filter((window) => this.isHeld(window))
      this.head = 0
    }
  }
}

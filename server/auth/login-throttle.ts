/**
 * Counts failed logins per client IP and per account within a window; once a key passes its limit it is
 * locked until the window ends. In memory: one server process guards its own door (see docs/decisions.md).
 */
export interface ThrottleLimits {
  windowMs: number
  maxFailuresPerIp: number
  maxFailuresPerAccount: number
}

export const LOGIN_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerIp: 20,
  maxFailuresPerAccount: 5,
}

interface FailureWindow {
  count: number
  resetsAt: number
}

export class LoginThrottle {
  private readonly failures = new Map<string, FailureWindow>()

  constructor(
    private readonly limits: ThrottleLimits = LOGIN_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until this IP or account may try again; 0 when allowed. */
  retryAfterMs(ip: string, email: string): number {
    return Math.max(
      this.lockedFor(ipKey(ip), this.limits.maxFailuresPerIp),
      this.lockedFor(accountKey(email), this.limits.maxFailuresPerAccount),
    )
  }

  recordFailure(ip: string, email: string): void {
    this.bump(ipKey(ip))
    this.bump(accountKey(email))
  }

  recordSuccess(email: string): void {
    this.failures.delete(accountKey(email))
  }

  private lockedFor(key: string, limit: number): number {
    const window = this.current(key)
    return window && window.count >= limit ? window.resetsAt - this.now() : 0
  }

  private bump(key: string): void {
    const window = this.current(key)
    if (window) window.count += 1
    else this.failures.set(key, { count: 1, resetsAt: this.now() + this.limits.windowMs })
  }

  private current(key: string): FailureWindow | undefined {
    const window = this.failures.get(key)
    if (window && window.resetsAt <= this.now()) {
      this.failures.delete(key)
      return undefined
    }
    return window
  }
}

const ipKey = (ip: string) => `ip:${ip}`
const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`

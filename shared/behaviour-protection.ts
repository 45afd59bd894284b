/**
 * Behaviour protection (spec section 5): bursts of activity no person produces send the visitor to the home page.
 * The rules are pure so they can be tested without a browser; client/components/behaviour-protection.tsx feeds them.
 */
export type ProtectionLevel = 'low' | 'medium' | 'high'

export interface ProtectionThresholds {
  /** The sliding window the counts below are taken over. */
  windowMs: number
  /** More clicks than this within the window trigger protection. */
  maxClicks: number
  /** More scroll gestures than this within the window trigger protection. */
  maxScrollGestures: number
  /** A difference between the window's outer and inner width or height above this counts as open developer tools. */
  devtoolsGapPx: number
  /**
   * The click and scroll limits while developer tools seem open. Open tools never trigger protection on their own
   * (a docked side panel, a zoomed page or a browser sidebar look the same); they only tighten the activity limits.
   */
  maxClicksWithDevtools: number
  maxScrollGesturesWithDevtools: number
  /** How long the notice shows before the visitor is sent home. */
  redirectDelayMs: number
}

/** The site's level; the spec sets 'medium'. */
export const PROTECTION_LEVEL: ProtectionLevel = 'medium'

const LOW_THRESHOLDS: ProtectionThresholds = {
  windowMs: 2000,
  maxClicks: 30,
  maxScrollGestures: 80,
  devtoolsGapPx: 400,
  maxClicksWithDevtools: 25,
  maxScrollGesturesWithDevtools: 60,
  redirectDelayMs: 5000,
}
const MEDIUM_THRESHOLDS: ProtectionThresholds = {
  windowMs: 2000,
  maxClicks: 20,
  maxScrollGestures: 50,
  devtoolsGapPx: 400,
  maxClicksWithDevtools: 15,
  maxScrollGesturesWithDevtools: 40,
  redirectDelayMs: 5000,
}
const HIGH_THRESHOLDS: ProtectionThresholds = {
  windowMs: 2000,
  maxClicks: 12,
  maxScrollGestures: 30,
  devtoolsGapPx: 300,
  maxClicksWithDevtools: 10,
  maxScrollGesturesWithDevtools: 25,
  redirectDelayMs: 5000,
}

export const PROTECTION_THRESHOLDS: Record<ProtectionLevel, ProtectionThresholds> = {
  low: LOW_THRESHOLDS,
  medium: MEDIUM_THRESHOLDS,
  high: HIGH_THRESHOLDS,
}

/** The thresholds of the site's level, on their own so the page's bundle carries only them. */
export const ACTIVE_PROTECTION_THRESHOLDS = MEDIUM_THRESHOLDS

/**
 * Scroll input arrives as bursts: one wheel notch, one trackpad fling (hundreds of events with momentum) or a held
 * key all make a stream of events with short gaps. A gesture starts after a quiet gap of this length or when the
 * vertical direction reverses. With a 150 ms gap a person can start at most about 14 gestures in 2 s by pausing, so
 * only rapid direction reversals (scripted jitter) can pass 50.
 */
export const SCROLL_GESTURE_GAP_MS = 150

export interface WindowSize {
  outerWidth: number
  innerWidth: number
  outerHeight: number
  innerHeight: number
}

export function looksLikeDevtools(size: WindowSize, thresholds: ProtectionThresholds): boolean {
  // A minimised or headless window reports an outer size of 0; that is no evidence either way.
  if (size.outerWidth === 0 || size.outerHeight === 0) return false
  return (
    size.outerWidth - size.innerWidth > thresholds.devtoolsGapPx ||
    size.outerHeight - size.innerHeight > thresholds.devtoolsGapPx
  )
}

export type SuspicionCause = 'clicks' | 'scrolls'

/** Counts clicks and scroll gestures in a sliding window; once suspicious it stays so. */
export class BehaviourMonitor {
  private readonly clicks: number[] = []
  private readonly gestures: number[] = []
  private lastScrollAt = Number.NEGATIVE_INFINITY
  private lastDirection = 0
  private devtoolsOpen = false
  private cause: SuspicionCause | null = null

  constructor(private readonly thresholds: ProtectionThresholds = ACTIVE_PROTECTION_THRESHOLDS) {}

  get suspicious(): SuspicionCause | null {
    return this.cause
  }

  get devtoolsSuspected(): boolean {
    return this.devtoolsOpen
  }

  observeWindowSize(size: WindowSize): void {
    this.devtoolsOpen = looksLikeDevtools(size, this.thresholds)
  }

  /** One click at `at` ms; returns the cause when this click made the visitor suspicious. */
  recordClick(at: number): SuspicionCause | null {
    if (this.cause) return this.cause
    const limit = this.devtoolsOpen ? this.thresholds.maxClicksWithDevtools : this.thresholds.maxClicks
    if (countInWindow(this.clicks, at, this.thresholds.windowMs) > limit) this.cause = 'clicks'
    return this.cause
  }

  /** One scroll or wheel event at `at` ms; `deltaY` gives its vertical direction (0 when unknown or sideways). */
  recordScroll(at: number, deltaY: number): SuspicionCause | null {
    if (this.cause) return this.cause
    const direction = Math.sign(deltaY)
    const reversed = direction !== 0 && this.lastDirection !== 0 && direction !== this.lastDirection
    const startsGesture = at - this.lastScrollAt >= SCROLL_GESTURE_GAP_MS || reversed
    this.lastScrollAt = at
    if (direction !== 0) this.lastDirection = direction
    if (!startsGesture) return null
    const limit = this.devtoolsOpen ? this.thresholds.maxScrollGesturesWithDevtools : this.thresholds.maxScrollGestures
    if (countInWindow(this.gestures, at, this.thresholds.windowMs) > limit) this.cause = 'scrolls'
    return this.cause
  }
}

/** Adds `at` to the sorted list, drops entries older than the window, and returns how many remain. */
function countInWindow(times: number[], at: number, windowMs: number): number {
  times.push(at)
  while (times.length > 0 && (times[0] ?? at) <= at - windowMs) times.shift()
  return times.length
}

import { describe, expect, test } from 'vitest'
import {
  BehaviourMonitor,
  ACTIVE_PROTECTION_THRESHOLDS,
  PROTECTION_LEVEL,
  PROTECTION_THRESHOLDS,
  SCROLL_GESTURE_GAP_MS,
  looksLikeDevtools,
} from '../../shared/behaviour-protection'

const medium = PROTECTION_THRESHOLDS.medium

test('the site runs at level medium: more than 20 clicks or 50 scrolls in 2 s, 400 px, home after 5 s', () => {
  expect(PROTECTION_LEVEL).toBe('medium')
  expect(ACTIVE_PROTECTION_THRESHOLDS).toBe(PROTECTION_THRESHOLDS[PROTECTION_LEVEL])
  expect(medium).toMatchObject({
    windowMs: 2000,
    maxClicks: 20,
    maxScrollGestures: 50,
    devtoolsGapPx: 400,
    redirectDelayMs: 5000,
  })
  expect(PROTECTION_THRESHOLDS.high.devtoolsGapPx).toBe(300)
})

describe('clicks', () => {
  test('20 clicks in 2 s pass, the 21st triggers', () => {
    const monitor = new BehaviourMonitor(medium)
    for (let i = 0; i < 20; i += 1) expect(monitor.recordClick(i * 90)).toBeNull()
    expect(monitor.recordClick(1900)).toBe('clicks')
    expect(monitor.suspicious).toBe('clicks')
  })

  test('steady clicking at 8 per second never triggers', () => {
    const monitor = new BehaviourMonitor(medium)
    for (let i = 0; i < 400; i += 1) expect(monitor.recordClick(i * 125)).toBeNull()
  })

  test('30 clicks in one second trigger', () => {
    const monitor = new BehaviourMonitor(medium)
    const results = Array.from({ length: 30 }, (_, i) => monitor.recordClick(i * 33))
    expect(results.at(-1)).toBe('clicks')
  })
})

describe('scrolling', () => {
  test('a trackpad fling (an event every 8 ms for 2 s) is one gesture', () => {
    const monitor = new BehaviourMonitor(medium)
    for (let t = 0; t < 2000; t += 8) expect(monitor.recordScroll(t, 40)).toBeNull()
  })

  test('a mouse wheel spun as fast as a person can, with pauses, stays far below the limit', () => {
    const monitor = new BehaviourMonitor(medium)
    let t = 0
    for (let burst = 0; burst < 100; burst += 1) {
      for (let notch = 0; notch < 3; notch += 1) {
        expect(monitor.recordScroll(t, burst % 2 === 0 ? 100 : -100)).toBeNull()
        t += 30
      }
      t += SCROLL_GESTURE_GAP_MS
    }
  })

  test('a person reversing direction every 100 ms stays below the limit', () => {
    const monitor = new BehaviourMonitor(medium)
    for (let i = 0; i < 200; i += 1) expect(monitor.recordScroll(i * 100, i % 2 === 0 ? 50 : -50)).toBeNull()
  })

  test('scripted jitter, reversing on every event, triggers after 50 gestures in 2 s', () => {
    const monitor = new BehaviourMonitor(medium)
    const results = Array.from({ length: 60 }, (_, i) => monitor.recordScroll(i * 16, i % 2 === 0 ? 10 : -10))
    expect(results.indexOf('scrolls')).toBe(50)
  })

  test('events without a direction only split gestures on a pause', () => {
    const monitor = new BehaviourMonitor(medium)
    for (let i = 0; i < 500; i += 1) expect(monitor.recordScroll(i * 4, 0)).toBeNull()
  })
})

describe('developer tools', () => {
  const docked = { outerWidth: 1920, innerWidth: 1400, outerHeight: 1080, innerHeight: 980 }

  test('a size difference over 400 px counts as developer tools; 400 or less does not', () => {
    expect(looksLikeDevtools(docked, medium)).toBe(true)
    expect(looksLikeDevtools({ ...docked, innerWidth: 1520 }, medium)).toBe(false)
    expect(looksLikeDevtools({ ...docked, innerWidth: 1520, innerHeight: 679 }, medium)).toBe(true)
    expect(looksLikeDevtools({ outerWidth: 0, innerWidth: 1280, outerHeight: 0, innerHeight: 800 }, medium)).toBe(false)
  })

  test('open developer tools alone never trigger protection; they tighten the limits', () => {
    const monitor = new BehaviourMonitor(medium)
    monitor.observeWindowSize(docked)
    expect(monitor.devtoolsSuspected).toBe(true)
    for (let t = 0; t < 10_000; t += 8) expect(monitor.recordScroll(t, 30)).toBeNull()
    for (let i = 0; i < 15; i += 1) expect(monitor.recordClick(20_000 + i * 100)).toBeNull()
    expect(monitor.recordClick(21_600)).toBe('clicks')
  })
})

import { mergeRanges, type WatchedRange } from './ranges'

// The room's own record of what played since its last report, from samples of the video's position: a step forward
// no longer than the wall-clock time since the last sample allows (at up to double speed, plus a second of slack) was
// watched; a longer jump is a seek, and a pause, a stall or a step back watched nothing. Pure, so it is tested
// without a browser; client/pages/funnel/room/use-attendance-reports.ts drives it.

export interface WatchTracker {
  /** The previous sample while playing; null while paused. */
  last: { position: number; atMs: number } | null
  /** Stretches watched and not yet reported, merged. */
  pending: WatchedRange[]
}

export const EMPTY_WATCH_TRACKER: WatchTracker = { last: null, pending: [] }

const FASTEST_RATE = 2
const SLACK_SECONDS = 1

export function sampleWatching(
  tracker: WatchTracker,
  sample: { position: number; playing: boolean; atMs: number },
): WatchTracker {
  if (!sample.playing) return { ...tracker, last: null }
  const { last } = tracker
  const next = { position: sample.position, atMs: sample.atMs }
  if (!last) return { ...tracker, last: next }
  const step = sample.position - last.position
  const allowed = (Math.max(0, sample.atMs - last.atMs) / 1000) * FASTEST_RATE + SLACK_SECONDS
  if (step <= 0 || step > allowed) return { ...tracker, last: next }
  return { last: next, pending: mergeRanges([...tracker.pending, [last.position, sample.position]]) }
}

/** The stretches to report now, and the tracker without them (it goes on from its last sample). */
export function takePending(tracker: WatchTracker): [WatchedRange[], WatchTracker] {
  return [tracker.pending, { ...tracker, pending: [] }]
}

/** A report that failed gives its stretches back, to go with the next one. */
export function returnPending(tracker: WatchTracker, ranges: readonly WatchedRange[]): WatchTracker {
  return { ...tracker, pending: mergeRanges([...ranges, ...tracker.pending]) }
}

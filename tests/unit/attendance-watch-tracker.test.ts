import { expect, test } from 'vitest'
import {
  EMPTY_WATCH_TRACKER,
  returnPending,
  sampleWatching,
  takePending,
  type WatchTracker,
} from '../../shared/attendance/watch-tracker'

function play(samples: Array<{ position: number; atMs: number; playing?: boolean }>): WatchTracker {
  return samples.reduce((tracker, sample) => sampleWatching(tracker, { playing: true, ...sample }), EMPTY_WATCH_TRACKER)
}

test('steady playback is one stretch; a pause in the middle watches nothing while paused', () => {
  const tracker = play([
    { position: 0, atMs: 0 },
    { position: 1, atMs: 1000 },
    { position: 2, atMs: 2000 },
    { position: 2, atMs: 3000, playing: false },
    { position: 2, atMs: 60_000 },
    { position: 3, atMs: 61_000 },
  ])
  expect(tracker.pending).toEqual([[0, 3]])
})

test('a seek forward is not watched, but the stretches on both sides of it are', () => {
  const tracker = play([
    { position: 0, atMs: 0 },
    { position: 1, atMs: 1000 },
    { position: 300, atMs: 2000 },
    { position: 301, atMs: 3000 },
  ])
  expect(tracker.pending).toEqual([
    [0, 1],
    [300, 301],
  ])
})

test("a hidden tab's once-a-minute sample still counts the minute played, at up to double speed", () => {
  expect(
    play([
      { position: 0, atMs: 0 },
      { position: 60, atMs: 60_000 },
      { position: 180, atMs: 120_000 },
    ]).pending,
  ).toEqual([[0, 180]])
  expect(
    play([
      { position: 0, atMs: 0 },
      { position: 200, atMs: 60_000 },
    ]).pending,
  ).toEqual([])
})

test('taken stretches leave the tracker; a failed report gives them back for the next', () => {
  const tracker = play([
    { position: 0, atMs: 0 },
    { position: 15, atMs: 15_000 },
  ])
  const [watched, rest] = takePending(tracker)
  expect(watched).toEqual([[0, 15]])
  expect(rest.pending).toEqual([])
  const later = sampleWatching(rest, { position: 30, atMs: 30_000, playing: true })
  expect(returnPending(later, watched).pending).toEqual([[0, 30]])
})

import { expect, test } from 'vitest'
import {
  clipRanges,
  furthestPosition,
  mergeRanges,
  rangesSeconds,
  subtractRanges,
  watchedMinutes,
  wholeSecondRanges,
} from '../../shared/attendance/ranges'

test('overlapping and touching ranges merge, in order, and empty or reversed ones are dropped', () => {
  expect(
    mergeRanges([
      [30, 45],
      [0, 15],
      [15, 20],
      [40, 60],
      [70, 70],
      [90, 80],
    ]),
  ).toEqual([
    [0, 20],
    [30, 60],
  ])
})

test('seconds are counted from the union, so a range reported twice or inside another counts once', () => {
  expect(
    rangesSeconds([
      [0, 15],
      [0, 15],
      [5, 10],
      [15, 30],
    ]),
  ).toBe(30)
  expect(rangesSeconds([])).toBe(0)
})

test('clipping keeps only the parts inside the bounds', () => {
  expect(
    clipRanges(
      [
        [-5, 10],
        [50, 200],
        [300, 400],
      ],
      0,
      120,
    ),
  ).toEqual([
    [0, 10],
    [50, 120],
  ])
})

test('subtracting leaves what the taken ranges do not cover', () => {
  expect(
    subtractRanges(
      [
        [0, 100],
        [150, 160],
      ],
      [
        [10, 20],
        [30, 40],
        [95, 155],
      ],
    ),
  ).toEqual([
    [0, 10],
    [20, 30],
    [40, 95],
    [155, 160],
  ])
})

test("a media element's fractional ranges widen to whole seconds", () => {
  expect(wholeSecondRanges([[0.4, 14.2]])).toEqual([[0, 15]])
})

test('a minute counts as watched when any second of it was, and the furthest position is the last end', () => {
  expect(
    watchedMinutes([
      [0, 30],
      [119, 121],
      [240, 300],
    ]),
  ).toEqual([0, 1, 2, 4])
  expect(
    furthestPosition([
      [240, 300],
      [0, 30],
    ]),
  ).toBe(300)
  expect(furthestPosition([])).toBe(0)
})

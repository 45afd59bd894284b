// Watched stretches of the video as whole-second ranges [from, to): the room reports them, the server keeps their union
// per mode, and the seconds watched are the union's length, never a sum of what reports claimed. No zod here: the
// room's hook imports these.

/** [from, to) in whole seconds of the video, from < to. */
export type WatchedRange = readonly [from: number, to: number]

/** The ranges sorted and merged where they overlap or touch; empty and reversed ranges dropped. */
export function mergeRanges(ranges: Iterable<readonly [number, number]>): WatchedRange[] {
  const sorted = [...ranges].filter(([from, to]) => to > from).toSorted((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const [from, to] of sorted) {
    const last = merged.at(-1)
    if (last && from <= last[1]) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }
  return merged
}

/** How many seconds the ranges cover, each second once. */
export function rangesSeconds(ranges: Iterable<readonly [number, number]>): number {
  return mergeRanges(ranges).reduce((total, [from, to]) => total + (to - from), 0)
}

/** The parts of the ranges inside [min, max). */
export function clipRanges(ranges: Iterable<readonly [number, number]>, min: number, max: number): WatchedRange[] {
  return mergeRanges([...ranges].map(([from, to]): [number, number] => [Math.max(from, min), Math.min(to, max)]))
}

/** The parts of `ranges` that `taken` does not cover. */
export function subtractRanges(
  ranges: Iterable<readonly [number, number]>,
  taken: Iterable<readonly [number, number]>,
): WatchedRange[] {
  const holes = mergeRanges(taken)
  const left: Array<[number, number]> = []
  for (const [from, to] of mergeRanges(ranges)) {
    let start = from
    for (const [holeFrom, holeTo] of holes) {
      if (holeTo <= start || holeFrom >= to) continue
      if (holeFrom > start) left.push([start, holeFrom])
      start = Math.max(start, holeTo)
    }
    if (start < to) left.push([start, to])
  }
  return left
}

/** Fractional positions (a media element's played ranges) widened to whole seconds, so no watched moment is lost. */
export function wholeSecondRanges(ranges: Iterable<readonly [number, number]>): WatchedRange[] {
  return mergeRanges([...ranges].map(([from, to]): [number, number] => [Math.floor(from), Math.ceil(to)]))
}

/** The minutes of the video (0 = its first minute) in which at least one second was watched. */
export function watchedMinutes(ranges: Iterable<readonly [number, number]>): number[] {
  const minutes = new Set<number>()
  for (const [from, to] of mergeRanges(ranges)) {
    for (let minute = Math.floor(from / 60); minute * 60 < to; minute++) minutes.add(minute)
  }
  return [...minutes].toSorted((a, b) => a - b)
}

/** The end of the furthest range, 0 when nothing was watched. */
export function furthestPosition(ranges: Iterable<readonly [number, number]>): number {
  return mergeRanges(ranges).at(-1)?.[1] ?? 0
}

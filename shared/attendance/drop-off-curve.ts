import type { WebinarMoment } from '../webinar/room'
import { watchedMinutes, type WatchedRange } from './ranges'

// The drop-off curve (issue 40 §4): for each minute of the video, the share of a mode's viewers who watched some of
// it. Built from each viewer's watched ranges; pure, so the server and its tests share it.

export interface CurveLine {
  /** Viewers who watched anything in this mode. */
  viewers: number
  /** Per minute (index 0 is the first minute): the share, 0–1, of `viewers` who watched some of that minute. */
  shares: number[]
}

export interface CurveMoment {
  kind: WebinarMoment['kind']
  /** Seconds into the video. */
  at: number
  label: string
}

export interface DropOffCurve {
  /** Minutes on the axis: the video's length, or as far as anyone watched. */
  minutes: number
  live: CurveLine
  replay: CurveLine
  moments: CurveMoment[]
}

function lineOf(viewers: ReadonlyArray<readonly WatchedRange[]>, minutes: number): CurveLine {
  const counts = new Array<number>(minutes).fill(0)
  let watching = 0
  for (const ranges of viewers) {
    if (ranges.length === 0) continue
    watching++
    for (const minute of watchedMinutes(ranges)) if (minute < minutes) counts[minute]! += 1
  }
  return { viewers: watching, shares: counts.map((count) => (watching === 0 ? 0 : count / watching)) }
}

const momentLabel = (moment: WebinarMoment) =>
  moment.kind === 'offer' ? moment.title : moment.kind === 'poll' ? moment.question : moment.name

export function dropOffCurve(
  viewers: ReadonlyArray<{ liveRanges: readonly WatchedRange[]; replayRanges: readonly WatchedRange[] }>,
  video: { videoSeconds: number | null; moments: readonly WebinarMoment[] },
): DropOffCurve {
  const furthest = viewers.reduce(
    (end, viewer) => Math.max(end, viewer.liveRanges.at(-1)?.[1] ?? 0, viewer.replayRanges.at(-1)?.[1] ?? 0),
    0,
  )
  const minutes = Math.max(1, Math.ceil((video.videoSeconds ?? furthest) / 60))
  return {
    minutes,
    live: lineOf(
      viewers.map((viewer) => viewer.liveRanges),
      minutes,
    ),
    replay: lineOf(
      viewers.map((viewer) => viewer.replayRanges),
      minutes,
    ),
    moments: video.moments
      .filter((moment) => moment.kind !== 'handout')
      .map((moment) => ({ kind: moment.kind, at: moment.at, label: momentLabel(moment) })),
  }
}

import { useEffect, useRef } from 'react'
import {
  ATTENDANCE_BEACON_PATH,
  HEARTBEAT_INTERVAL_MS,
  type AttendanceMode,
} from '../../../../shared/attendance/reports'
import {
  EMPTY_WATCH_TRACKER,
  returnPending,
  sampleWatching,
  takePending,
  type WatchTracker,
} from '../../../../shared/attendance/watch-tracker'
import type { AttendanceReportInput } from '../../../../shared/schemas/attendance'
import { randomUuid } from '../../../lib/random-uuid'
import { trpc } from '../../../lib/trpc'

/** How often the video's position is sampled; hidden tabs sample less often, which the tracker allows for. */
const SAMPLE_INTERVAL_MS = 1000

export interface PlaybackReading {
  /** Seconds into the video. */
  position: number
  /** Playing now (not paused, ended or stalled). */
  playing: boolean
}

/**
 * Reports what this page view watched (issue 40 §1): samples the video every second, sends the stretches played
 * since the last report about every 15 s while it plays (`funnel.attendance`), and the rest by `navigator.sendBeacon`
 * on `pagehide`. A report that fails gives its stretches back to the next one; the server counts each second once,
 * however often it hears of it. Nothing is sent without a registration or a mode.
 */
export function useAttendanceReports(options: {
  registration: string | null | undefined
  mode: AttendanceMode | null
  readPlayback: () => PlaybackReading | null
}): void {
  const { registration, mode } = options
  const readPlayback = useRef(options.readPlayback)
  const { mutateAsync } = trpc.funnel.attendance.useMutation()
  const send = useRef(mutateAsync)
  // The latest reader and sender, without restarting the timers each render.
  useEffect(() => {
    readPlayback.current = options.readPlayback
    send.current = mutateAsync
  })
  const viewId = useRef<string | null>(null)
  const sequence = useRef(0)

  useEffect(() => {
    if (!registration || !mode) return
    viewId.current ??= randomUuid()
    let tracker: WatchTracker = EMPTY_WATCH_TRACKER
    let position = 0
    let wasPlaying = false
    const sample = () => {
      const reading = readPlayback.current()
      if (reading) position = reading.position
      wasPlaying = reading?.playing ?? false
      tracker = sampleWatching(tracker, {
        position: reading?.position ?? 0,
        playing: wasPlaying,
        atMs: performance.now(),
      })
    }
    const nextReport = (): AttendanceReportInput => {
      const [watched, rest] = takePending(tracker)
      tracker = rest
      return {
        registration,
        viewId: viewId.current!,
        sequence: sequence.current++,
        mode,
        watched: watched.map(([from, to]) => [from, to]),
        position,
      }
    }
    const heartbeat = async () => {
      sample()
      if (!wasPlaying && tracker.pending.length === 0) return
      const report = nextReport()
      try {
        await send.current(report)
      } catch (error) {
        tracker = returnPending(tracker, report.watched)
        console.warn('The attendance report could not be sent', error)
      }
    }
    const leave = () => {
      sample()
      const report = nextReport()
      navigator.sendBeacon(ATTENDANCE_BEACON_PATH, JSON.stringify(report))
    }
    const sampling = window.setInterval(sample, SAMPLE_INTERVAL_MS)
    const beating = window.setInterval(() => void heartbeat(), HEARTBEAT_INTERVAL_MS)
    window.addEventListener('pagehide', leave)
    return () => {
      window.clearInterval(sampling)
      window.clearInterval(beating)
      window.removeEventListener('pagehide', leave)
      // The mode changed (live to replay) or the room went away: what this mode watched goes now.
      sample()
      if (tracker.pending.length > 0) void send.current(nextReport()).catch(() => undefined)
    }
  }, [registration, mode])
}

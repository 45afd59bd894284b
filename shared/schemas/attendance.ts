import { z } from 'zod'
import { ATTENDANCE_LIMITS, ATTENDANCE_MODES } from '../attendance/reports'
import { ATTENDANCE_SEGMENTS, COMPLETION_THRESHOLD } from '../attendance/segments'
import { SubmissionIdSchema } from './forms'

const position = z
  .number()
  .min(0)
  .max(24 * 3600)

/** A stretch of the video played, [from, to] in seconds. */
const WatchedRangeSchema = z
  .tuple([position, position])
  .refine(([from, to]) => from <= to, 'A range ends before it starts')

/**
 * The room's report of a viewing (`funnel.attendance`, and the leaving one by beacon): the registration's reference,
 * this page view's random id and its report's number, the mode, the stretches played since the last report, and the
 * position now. Nothing else about the person.
 */
export const AttendanceReportInputSchema = z.object({
  registration: SubmissionIdSchema,
  viewId: z.uuid().toLowerCase(),
  sequence: z.number().int().min(0).max(1_000_000),
  mode: z.enum(ATTENDANCE_MODES),
  watched: z.array(WatchedRangeSchema).max(ATTENDANCE_LIMITS.rangesPerReport),
  position,
})
export type AttendanceReportInput = z.infer<typeof AttendanceReportInputSchema>

export const AttendanceSegmentSchema = z.enum(ATTENDANCE_SEGMENTS)

export const CompletionThresholdInputSchema = z.object({
  percent: z
    .number()
    .int('A whole number of percent')
    .min(COMPLETION_THRESHOLD.min, `At least ${COMPLETION_THRESHOLD.min} %`)
    .max(COMPLETION_THRESHOLD.max, `At most ${COMPLETION_THRESHOLD.max} %`),
})

/** The drop-off curve of one session (its start, ISO) or of all sessions (absent). */
export const DropOffCurveInputSchema = z.object({ session: z.iso.datetime().optional() })

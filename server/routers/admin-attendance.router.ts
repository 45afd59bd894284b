import { z } from 'zod'
import { attendanceLine, type AttendanceSummary } from '../../shared/attendance/attendance-summary'
import type { DropOffCurve } from '../../shared/attendance/drop-off-curve'
import { CompletionThresholdInputSchema, DropOffCurveInputSchema } from '../../shared/schemas/attendance'
import {
  attendanceSummaries,
  completionThreshold,
  saveCompletionThreshold,
  segmentRules,
} from '../attendance/attendance-summary.service'
import { attendedSessions, sessionDropOffCurve } from '../attendance/drop-off-curve.service'
import { sessionFunnel, type SessionFunnel } from '../attendance/session-funnel'
import { adminProcedure, router } from '../trpc/init'

/** Issue 40 §4: attendance in the admin. */
export const adminAttendanceRouter = router({
  /** A registration's attendance in its current session and its line; null for one with no webinar session. */
  ofRegistration: adminProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .query(async ({ ctx, input }): Promise<{ summary: AttendanceSummary; line: string } | null> => {
      const now = ctx.services.now()
      const summary = (await attendanceSummaries(ctx.db, [input.id], await segmentRules(ctx.db), now)).get(input.id)
      return summary ? { summary, line: attendanceLine(summary) } : null
    }),
  completionThreshold: adminProcedure.query(({ ctx }): Promise<number> => completionThreshold(ctx.db)),
  saveCompletionThreshold: adminProcedure
    .input(CompletionThresholdInputSchema)
    .mutation(({ ctx, input }) => saveCompletionThreshold(ctx.db, input.percent)),
  /** The sessions with attendance, newest first. */
  sessions: adminProcedure.query(({ ctx }): Promise<string[]> => attendedSessions(ctx.db)),
  /** Registered → attended → completed → saw the offer → clicked, for the session or all of them. */
  sessionFunnel: adminProcedure
    .input(DropOffCurveInputSchema)
    .query(async ({ ctx, input }): Promise<SessionFunnel> =>
      sessionFunnel(ctx.db, input.session && new Date(input.session).toISOString(), await segmentRules(ctx.db)),
    ),
  dropOffCurve: adminProcedure
    .input(DropOffCurveInputSchema)
    .query(({ ctx, input }): Promise<DropOffCurve> =>
      sessionDropOffCurve(ctx.db, input.session && new Date(input.session).toISOString()),
    ),
})

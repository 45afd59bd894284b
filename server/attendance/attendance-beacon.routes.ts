import type { FastifyInstance } from 'fastify'
import { ATTENDANCE_BEACON_PATH, ATTENDANCE_LIMITS } from '../../shared/attendance/reports'
import { AttendanceReportInputSchema } from '../../shared/schemas/attendance'
import { DomainError, type DomainErrorKind } from '../services/domain-error'
import type { AppServices } from '../services/app-services'
import { recordAttendanceReport } from './attendance-report'

const STATUS_OF: Partial<Record<DomainErrorKind, number>> = { 'not-found': 404, 'too-many-requests': 429 }

/** A body sent as text (the beacon's `text/plain`) or as JSON, parsed to the report's input. */
function reportOf(body: unknown) {
  if (typeof body !== 'string') return AttendanceReportInputSchema.safeParse(body)
  try {
    return AttendanceReportInputSchema.safeParse(JSON.parse(body))
  } catch {
    return AttendanceReportInputSchema.safeParse(undefined)
  }
}

/**
 * POST /api/room/beacon: the room's leaving report, which `navigator.sendBeacon` posts on `pagehide` as a text body
 * with no custom headers (so not through tRPC's client). The same code as `funnel.attendance`; answered 204, or with
 * the status of its refusal (nobody reads it: a beacon's answer is dropped).
 */
export function attendanceBeaconRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
  done: () => void,
): void {
  app.post(ATTENDANCE_BEACON_PATH, { bodyLimit: ATTENDANCE_LIMITS.beaconBodyBytes }, async (request, reply) => {
    const report = reportOf(request.body)
    if (!report.success) return reply.code(400).type('text/plain; charset=utf-8').send('Invalid report')
    try {
      await recordAttendanceReport(
        { db: services.db.db, rateLimits: services.rateLimits, now: services.now, clientIp: request.ip },
        report.data,
      )
    } catch (error) {
      const status = error instanceof DomainError ? STATUS_OF[error.kind] : undefined
      if (status === undefined) throw error
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(error instanceof Error ? error.message : '')
    }
    return reply.code(204).send()
  })
  done()
}

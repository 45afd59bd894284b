import {
  ATTENDANCE_SEGMENT_NAMES,
  ATTENDANCE_SEGMENTS,
  type AttendanceSegment,
} from '../../../shared/attendance/segments'
import { AdminField, AdminSelect } from './admin-ui'

/**
 * The Registrations filter by attendance segment (issue 40 §4). The segments keep their Hungarian names, the ones the
 * CSV's "Részvétel" column and the follow-up e-mails use, so the admin sees one word for one group everywhere.
 */
export function SegmentFilterField({
  value,
  onChange,
}: {
  value: AttendanceSegment | undefined
  onChange: (segment: AttendanceSegment | undefined) => void
}) {
  return (
    <AdminField label="Attendance" helper="After the session's live window has ended">
      <AdminSelect
        width="full"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as AttendanceSegment | undefined)}
      >
        <option value="">All</option>
        {ATTENDANCE_SEGMENTS.map((segment) => (
          <option key={segment} value={segment}>
            {ATTENDANCE_SEGMENT_NAMES[segment]}
          </option>
        ))}
      </AdminSelect>
    </AdminField>
  )
}

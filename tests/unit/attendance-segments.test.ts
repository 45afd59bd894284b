import { expect, test } from 'vitest'
import { attendanceSegment, completedShare, segmentAt, type AttendanceFacts } from '../../shared/attendance/segments'

const VIDEO = { videoSeconds: 3600, thresholdPercent: 90 }
const facts = (overrides: Partial<AttendanceFacts>): AttendanceFacts => ({
  watchedSeconds: 0,
  offerSeen: false,
  offerClicked: false,
  ...overrides,
})

test('no second watched is "Nem jelent meg", even with the offer page opened from an e-mail', () => {
  expect(attendanceSegment(facts({}), VIDEO)).toBe('no-show')
  expect(attendanceSegment(facts({ offerSeen: true }), VIDEO)).toBe('no-show')
})

test('one second watched below the threshold, without the offer, is "Korán távozott"', () => {
  expect(attendanceSegment(facts({ watchedSeconds: 1 }), VIDEO)).toBe('left-early')
  expect(attendanceSegment(facts({ watchedSeconds: 3239 }), VIDEO)).toBe('left-early')
})

test('the threshold itself is "Végignézte", and it wins over the offer seen', () => {
  expect(attendanceSegment(facts({ watchedSeconds: 3240 }), VIDEO)).toBe('completed')
  expect(attendanceSegment(facts({ watchedSeconds: 3240, offerSeen: true }), VIDEO)).toBe('completed')
  expect(attendanceSegment(facts({ watchedSeconds: 3000 }), { ...VIDEO, thresholdPercent: 80 })).toBe('completed')
})

test('below the threshold with the offer seen, clicked or not, is "Látta az ajánlatot"', () => {
  expect(attendanceSegment(facts({ watchedSeconds: 3239, offerSeen: true }), VIDEO)).toBe('saw-offer')
  expect(attendanceSegment(facts({ watchedSeconds: 600, offerSeen: true, offerClicked: true }), VIDEO)).toBe(
    'saw-offer',
  )
})

test('no segment before the live window has ended or without the video length; one from its last millisecond on', () => {
  const startsAtMs = Date.parse('2026-12-03T17:00:00.000Z')
  const session = { startsAtMs, videoSeconds: 3600, thresholdPercent: 90 }
  const end = startsAtMs + 3600_000
  expect(segmentAt(facts({}), session, end - 1)).toBeNull()
  expect(segmentAt(facts({}), session, end)).toBe('no-show')
  expect(segmentAt(facts({}), { ...session, videoSeconds: null }, end + 86_400_000)).toBeNull()
})

test('the share completed is capped at 1', () => {
  expect(completedShare(1800, 3600)).toBe(0.5)
  expect(completedShare(4000, 3600)).toBe(1)
  expect(completedShare(10, 0)).toBe(0)
})

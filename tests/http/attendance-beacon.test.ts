import { afterEach, expect, test } from 'vitest'
import { insertWebinarConfig } from '../../server/repositories/funnel-config.repository'
import { ATTENDANCE_BEACON_PATH } from '../../shared/attendance/reports'
import { DEFAULT_WEBINAR_CONFIG } from '../../shared/funnel/config-defaults'
import { attendanceRow, insertRegistrant, report, SESSION_START_MS, VIDEO_SECONDS } from '../setup/attendance'
import { TEST_SITE, testApp, type TestApp } from '../setup/http-app'

// The leaving report as `navigator.sendBeacon` posts it: a text/plain body, no custom headers, the page's Origin and
// Sec-Fetch-Site as a browser adds them.

let site: TestApp | undefined
afterEach(() => site?.close())

async function siteDuringLive() {
  site = await testApp({ services: { now: () => SESSION_START_MS + 30_000 } })
  await insertWebinarConfig(site.db.db, { ...DEFAULT_WEBINAR_CONFIG, videoSeconds: VIDEO_SECONDS })
  return { on: site, anna: await insertRegistrant(site.db) }
}

const beacon = (on: TestApp, body: string, headers: Record<string, string> = {}) =>
  on.app.inject({
    method: 'POST',
    url: ATTENDANCE_BEACON_PATH,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: TEST_SITE,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: body,
  })

test("a same-origin beacon's text body is recorded as funnel.attendance records it (204)", async () => {
  const { on, anna } = await siteDuringLive()
  const response = await beacon(on, JSON.stringify(report(anna.submissionId, 'live', [[0, 30]])))
  expect(response.statusCode).toBe(204)
  expect(await attendanceRow(on.db, anna.id)).toMatchObject({ live_seconds: 30, position: 30 })
})

test('a beacon from another site is refused by the cross-site check and records nothing', async () => {
  const { on, anna } = await siteDuringLive()
  const response = await beacon(on, JSON.stringify(report(anna.submissionId, 'live', [[0, 30]])), {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  })
  expect(response.statusCode).toBe(403)
  expect(await attendanceRow(on.db, anna.id)).toBeUndefined()
})

test('a body that is not a report is refused (400), an unknown registration is 404, an oversized body 413', async () => {
  const { on, anna } = await siteDuringLive()
  expect((await beacon(on, '{"registration":')).statusCode).toBe(400)
  expect((await beacon(on, JSON.stringify({ ...report(anna.submissionId, 'live', []), mode: 'x' }))).statusCode).toBe(
    400,
  )
  const unknown = report('00000000-0000-4000-8000-00000000abcd', 'live', [[0, 30]])
  expect((await beacon(on, JSON.stringify(unknown))).statusCode).toBe(404)
  const padded = JSON.stringify({ ...report(anna.submissionId, 'live', [[0, 30]]), padding: 'x'.repeat(10_000) })
  expect((await beacon(on, padded)).statusCode).toBe(413)
  expect(await attendanceRow(on.db, anna.id)).toBeUndefined()
})

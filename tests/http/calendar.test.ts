import { afterAll, beforeAll, expect, test } from 'vitest'
import { webinarIcsHref } from '../../shared/funnel/webinar-calendar'
import { testApp, type TestApp } from '../setup/http-app'

let site: TestApp

beforeAll(async () => {
  site = await testApp()
})
afterAll(() => site.close())

test("the waiting page's .ics link serves the registrant's webinar as a calendar file at Budapest time", async () => {
  // The test app's clock stands at 2025-03-01 10:00 UTC.
  const response = await site.app.inject({ method: 'GET', url: webinarIcsHref('2025-03-01T10:10:00.000Z') })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
  expect(response.headers['content-disposition']).toBe('attachment; filename="webinarium.ics"')
  const lines = response.body.replace(/\r\n /g, '').split('\r\n')
  expect(lines).toContain('DTSTART;TZID=Europe/Budapest:20250301T111000')
  expect(lines).toContain('DTSTAMP:20250301T100000Z')
  expect(lines).toContain('URL:http://localhost:3000/w')
})

test('a missing, malformed or far-off start is refused with 400', async () => {
  for (const url of [
    '/naptar/webinarium.ics',
    webinarIcsHref('tomorrow'),
    webinarIcsHref('2025-03-01T10:10:00'),
    webinarIcsHref('2031-01-01T10:00:00.000Z'),
  ]) {
    const response = await site.app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(400)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
  }
})

import { expect, test } from 'vitest'
import { CAPTIONS_MAX_BYTES, CaptionsMessages, webVttProblem } from '../../shared/webinar/captions'

const bytes = (text: string) => new TextEncoder().encode(text)
const GOOD = 'WEBVTT\n\n1\n00:00.000 --> 00:04.500\nJó napot!\n\n01:00:05.000 --> 01:00:07.000 align:start\nÜdvözlöm\n'

test('a WebVTT file with well-formed cues passes, with a byte-order mark, a header text and CRLF line ends', () => {
  expect(webVttProblem(bytes(GOOD))).toBeNull()
  expect(webVttProblem(bytes(`\uFEFF${GOOD}`))).toBeNull()
  expect(webVttProblem(bytes(GOOD.replace('WEBVTT', 'WEBVTT - Magyar felirat').replaceAll('\n', '\r\n')))).toBeNull()
})

test('a file without the signature, an SRT file, or one without cues is refused', () => {
  expect(webVttProblem(bytes('1\n00:00:01,000 --> 00:00:04,000\nSzia\n'))).toBe(CaptionsMessages.notWebVtt)
  expect(webVttProblem(bytes('WEBVTTX\n\n00:00.000 --> 00:01.000\nSzia\n'))).toBe(CaptionsMessages.notWebVtt)
  expect(webVttProblem(bytes('<html>WEBVTT</html>'))).toBe(CaptionsMessages.notWebVtt)
  expect(webVttProblem(bytes('WEBVTT\n\nNOTE nothing here\n'))).toBe(CaptionsMessages.noCues)
})

test('a cue timing that is malformed or ends before it starts is refused, naming its line', () => {
  expect(webVttProblem(bytes('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nSzia\n'))).toBe(CaptionsMessages.badTiming(3))
  expect(webVttProblem(bytes('WEBVTT\n\n00:61.000 --> 01:04.000\nSzia\n'))).toBe(CaptionsMessages.badTiming(3))
  expect(webVttProblem(bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nA\n\n00:09.000 --> 00:08.000\nB\n'))).toBe(
    CaptionsMessages.badTiming(6),
  )
})

test('a file that is not UTF-8 or is over the size limit is refused', () => {
  const latin1 = Uint8Array.from([...bytes('WEBVTT\n\n00:00.000 --> 00:01.000\n'), 0xe1, 0x0a])
  expect(webVttProblem(latin1)).toBe(CaptionsMessages.notUtf8)
  const large = bytes(`${GOOD}\n${'x'.repeat(CAPTIONS_MAX_BYTES)}`)
  expect(webVttProblem(large)).toBe(CaptionsMessages.tooLarge)
})

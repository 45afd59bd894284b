import { describe, expect, test } from 'vitest'
import { DEFAULT_WEBINAR_SCHEDULE } from '../../shared/funnel/config-defaults'
import { hasOwnSessions } from '../../shared/funnel/webinar-schedule'
import {
  chatLinesUpTo,
  formatTimelineTime,
  livePosition,
  momentsAt,
  parseTimelineTime,
  roomMode,
  type RoomTimes,
} from '../../shared/webinar/room'
import { isHlsSource, videoPageLinkHost } from '../../shared/webinar/video-source'
import { webinarMediaOrigins } from '../../server/webinar-room/media-hosts'

describe('moments and the scripted chat on the timeline', () => {
  const moments = [
    { id: 'a', at: 60, until: 120 },
    { id: 'b', at: 100, until: null },
    { id: 'c', at: 300, until: 301 },
  ]
  test('a moment shows from its start up to (not at) its end; one without an end stays', () => {
    expect(momentsAt(moments, 59.9).map((moment) => moment.id)).toEqual([])
    expect(momentsAt(moments, 60).map((moment) => moment.id)).toEqual(['a'])
    expect(momentsAt(moments, 110).map((moment) => moment.id)).toEqual(['a', 'b'])
    expect(momentsAt(moments, 120).map((moment) => moment.id)).toEqual(['b'])
    // A late joiner sees at once what opened before they came.
    expect(momentsAt(moments, 300.5).map((moment) => moment.id)).toEqual(['b', 'c'])
    expect(momentsAt(moments, 5000).map((moment) => moment.id)).toEqual(['b'])
  })

  test('chat lines the position has passed, oldest first whatever their order in the script', () => {
    const lines = [
      { at: 90, name: 'Béla', text: 'Második' },
      { at: 30, name: 'Anna', text: 'Első' },
      { at: 91, name: 'Cili', text: 'Harmadik' },
    ]
    expect(chatLinesUpTo(lines, 29)).toEqual([])
    expect(chatLinesUpTo(lines, 90).map((line) => line.text)).toEqual(['Első', 'Második'])
    expect(chatLinesUpTo(lines, 1000).map((line) => line.text)).toEqual(['Első', 'Második', 'Harmadik'])
  })
})

describe('the live point and the mode', () => {
  const start = Date.parse('2026-12-03T18:00:00.000Z')
  const times: RoomTimes = {
    startsAtMs: start,
    videoSeconds: 1800,
    replayClosesAtMs: start + 3 * 86_400_000,
    playback: 'simulated-live',
  }

  test('the position is the server now minus the start, never before 0', () => {
    expect(livePosition(start + 12 * 60_000, start)).toBe(720)
    expect(livePosition(start + 1500, start)).toBe(1.5)
    expect(livePosition(start - 60_000, start)).toBe(0)
  })

  test('upcoming, live up to the end, the replay, then closed', () => {
    expect(roomMode(times, start - 1)).toBe('upcoming')
    expect(roomMode(times, start)).toBe('live')
    expect(roomMode(times, start + 1800_000 - 1)).toBe('live')
    expect(roomMode(times, start + 1800_000)).toBe('replay')
    expect(roomMode(times, start + 3 * 86_400_000 - 1)).toBe('replay')
    expect(roomMode(times, start + 3 * 86_400_000)).toBe('closed')
  })

  test('on demand by Playback or without a stored start, closed only by the replay window', () => {
    expect(roomMode({ ...times, playback: 'on-demand' }, start + 60_000)).toBe('on-demand')
    expect(roomMode({ ...times, playback: 'on-demand' }, start + 3 * 86_400_000)).toBe('closed')
    expect(roomMode({ ...times, startsAtMs: null, replayClosesAtMs: null }, start)).toBe('on-demand')
  })

  test('only a schedule of the site’s own makes sessions live; the spec’s 10-minute fallback does not', () => {
    expect(hasOwnSessions(DEFAULT_WEBINAR_SCHEDULE)).toBe(false)
    expect(
      hasOwnSessions({
        ...DEFAULT_WEBINAR_SCHEDULE,
        justInTime: { ...DEFAULT_WEBINAR_SCHEDULE.justInTime, enabled: false },
      }),
    ).toBe(false)
    expect(hasOwnSessions({ ...DEFAULT_WEBINAR_SCHEDULE, weekly: [{ weekday: 2, time: '18:00' }] })).toBe(true)
    expect(hasOwnSessions({ ...DEFAULT_WEBINAR_SCHEDULE, dates: ['2026-12-10T18:00'] })).toBe(true)
    expect(
      hasOwnSessions({ ...DEFAULT_WEBINAR_SCHEDULE, justInTime: { enabled: true, minutes: 15, excludeNights: false } }),
    ).toBe(true)
    expect(
      hasOwnSessions({ ...DEFAULT_WEBINAR_SCHEDULE, justInTime: { enabled: true, minutes: 10, excludeNights: true } }),
    ).toBe(true)
  })
})

describe('timeline times as the editors write them', () => {
  test('mm:ss reads as seconds, minutes past 59 included; anything else is null', () => {
    expect(parseTimelineTime('00:00')).toBe(0)
    expect(parseTimelineTime('12:05')).toBe(725)
    expect(parseTimelineTime(' 75:00 ')).toBe(4500)
    expect(parseTimelineTime('5:09')).toBe(309)
    for (const text of ['12:60', '12', '1:2', 'a:bc', '-1:00', '1000:00', '12:05:01', '']) {
      expect(parseTimelineTime(text), text).toBeNull()
    }
  })

  test('seconds write as mm:ss, whole seconds, never negative, and read back', () => {
    expect(formatTimelineTime(0)).toBe('00:00')
    expect(formatTimelineTime(725.9)).toBe('12:05')
    expect(formatTimelineTime(4500)).toBe('75:00')
    expect(formatTimelineTime(-3)).toBe('00:00')
    for (const seconds of [0, 59, 60, 3599, 6000]) expect(parseTimelineTime(formatTimelineTime(seconds))).toBe(seconds)
  })
})

describe('video sources', () => {
  test('an HLS playlist is told by its path, whatever its query; an MP4 is not one', () => {
    expect(isHlsSource('https://vz-1.b-cdn.net/abc/playlist.m3u8')).toBe(true)
    expect(isHlsSource('https://customer-x.cloudflarestream.com/id/manifest/video.m3u8?token=1')).toBe(true)
    expect(isHlsSource('https://stream.mux.com/abc.M3U8')).toBe(true)
    expect(isHlsSource('https://player.vimeo.com/external/1.m3u8?s=abc')).toBe(true)
    expect(isHlsSource('/media/webinar-default-v1.mp4')).toBe(false)
    expect(isHlsSource('https://cdn.example.com/video.mp4?x=.m3u8')).toBe(false)
  })

  test('YouTube and Vimeo pages are named; their HLS links and other hosts are not', () => {
    expect(videoPageLinkHost('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('YouTube')
    expect(videoPageLinkHost('https://youtu.be/dQw4w9WgXcQ')).toBe('YouTube')
    expect(videoPageLinkHost('https://vimeo.com/123')).toBe('Vimeo')
    expect(videoPageLinkHost('https://player.vimeo.com/video/1')).toBe('Vimeo')
    expect(videoPageLinkHost('https://player.vimeo.com/external/1.m3u8')).toBeNull()
    expect(videoPageLinkHost('https://vz-1.b-cdn.net/abc/playlist.m3u8')).toBeNull()
    expect(videoPageLinkHost('/media/webinar-default-v1.mp4')).toBeNull()
  })

  test('the media origins for the page policy: other hosts only, each once', () => {
    expect(webinarMediaOrigins({ videoUrl: '/media/webinar-default-v1.mp4', captionsUrl: null })).toEqual([])
    expect(
      webinarMediaOrigins({
        videoUrl: 'https://stream.mux.com/abc.m3u8',
        captionsUrl: 'https://stream.mux.com/abc/hu.vtt',
      }),
    ).toEqual(['https://stream.mux.com'])
    expect(
      webinarMediaOrigins({ videoUrl: 'http://127.0.0.1:4321/video.mp4', captionsUrl: '/media/captions/hu.vtt' }),
    ).toEqual(['http://127.0.0.1:4321'])
  })
})

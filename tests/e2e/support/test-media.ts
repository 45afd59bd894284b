// The room's test video (issue 39): made here with Debian's ffmpeg, never committed. A 200-second MP4 (a moving test
// pattern with its running time, and a tone), its HLS rendition, and Hungarian WebVTT captions, served from a host
// of their own as a video host would (another origin, CORS open), so the page's CSP must name it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import { formatTimelineTime } from '../../../shared/webinar/room'

/** Long enough for a late join, a pause and the moments of the room's tests (the issue asks for 3 minutes or more). */
export const TEST_VIDEO_SECONDS = 200
/** A cue every this many seconds, each shown for all of it: "Felirat 1" from 0:00, "Felirat 2" from 0:10, … */
export const CAPTION_CUE_SECONDS = 10

const MEDIA_DIR = join(tmpdir(), 'patikachat-test-media-v1')
const FFMPEG = ['-hide_banner', '-loglevel', 'error', '-y']

const captionTime = (seconds: number) => `${formatTimelineTime(seconds)}.000`

/** The cue text shown at a position of the test video. */
export const captionAt = (position: number) => `Felirat ${Math.floor(position / CAPTION_CUE_SECONDS) + 1}`

function makeMedia(dir: string): void {
  mkdirSync(join(dir, 'hls'), { recursive: true })
  const mp4 = join(dir, 'webinar.mp4')
  execFileSync('ffmpeg', [
    ...FFMPEG,
    ...['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=10:duration=${TEST_VIDEO_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${TEST_VIDEO_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '20', '-b:v', '120k'],
    ...['-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart', '-shortest', mp4],
  ])
  execFileSync('ffmpeg', [
    ...FFMPEG,
    ...['-i', mp4, '-c', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(dir, 'hls', 'segment-%03d.ts'), join(dir, 'hls', 'index.m3u8')],
  ])
  const cues = Array.from({ length: TEST_VIDEO_SECONDS / CAPTION_CUE_SECONDS }, (_, index) => {
    const start = index * CAPTION_CUE_SECONDS
    return `${captionTime(start)} --> ${captionTime(start + CAPTION_CUE_SECONDS)}\n${captionAt(start)}`
  })
  writeFileSync(join(dir, 'captions.vtt'), `WEBVTT\n\n${cues.join('\n\n')}\n`)
}

/** The media's folder, made once per machine (a few seconds of ffmpeg) and reused by every later run. */
export function testMediaDirectory(): string {
  if (existsSync(join(MEDIA_DIR, 'captions.vtt'))) return MEDIA_DIR
  const building = `${MEDIA_DIR}.${process.pid}`
  rmSync(building, { recursive: true, force: true })
  makeMedia(building)
  rmSync(MEDIA_DIR, { recursive: true, force: true })
  renameSync(building, MEDIA_DIR)
  return MEDIA_DIR
}

export interface TestMediaHost {
  origin: string
  mp4Url: string
  hlsUrl: string
  captionsUrl: string
  stop(): Promise<void>
}

/** Serves the test media on 127.0.0.1 (range requests, CORS open), as Bunny or Mux would. */
export async function startTestMediaHost(): Promise<TestMediaHost> {
  const host = Fastify()
  host.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*')
  })
  await host.register(fastifyStatic, { root: testMediaDirectory() })
  const origin = await host.listen({ port: 0, host: '127.0.0.1' })
  return {
    origin,
    mp4Url: `${origin}/webinar.mp4`,
    hlsUrl: `${origin}/hls/index.m3u8`,
    captionsUrl: `${origin}/captions.vtt`,
    stop: () => host.close(),
  }
}

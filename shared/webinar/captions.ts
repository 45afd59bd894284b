// Uploaded captions (Webinar Content's "Captions (WebVTT)"): checked as WebVTT on the server, stored in the database
// and served by a content-hashed path. No zod here: the editor checks a picked file with this at once.

export const CAPTIONS_PATH = '/media/captions'
export const CAPTIONS_MAX_KILOBYTES = 512
export const CAPTIONS_MAX_BYTES = CAPTIONS_MAX_KILOBYTES * 1024
/** The same file read as a data URL (base64 grows it by a third), with room for the `data:…;base64,` head. */
export const CAPTIONS_DATA_URL_MAX_LENGTH = Math.ceil(CAPTIONS_MAX_BYTES / 3) * 4 + 64

export function captionsPath(hash: string): string {
  return `${CAPTIONS_PATH}/${hash}.vtt`
}

export const CaptionsMessages = {
  tooLarge: `The captions file must be at most ${CAPTIONS_MAX_KILOBYTES} KB`,
  notUtf8: 'The captions file must be UTF-8 text; save it as UTF-8 and try again',
  notWebVtt: 'The captions file must be WebVTT: its first line must be "WEBVTT"',
  badTiming: (line: number) =>
    `Line ${line} of the captions file: a cue's timing must read like "00:01.000 --> 00:04.000", the end after the start`,
  noCues: 'The captions file has no cues',
  uploadFailed: 'Failed to upload the captions file',
} as const

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`
const CUE_TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`)

function seconds(hours: string | undefined, minutes: string, secs: string, millis: string): number {
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000
}

/**
 * Why `bytes` is not a WebVTT file a player can use, or null when it is: UTF-8, the "WEBVTT" signature on the first
 * line (https://www.w3.org/TR/webvtt1/#file-structure), at least one cue, and every cue's timing well formed with its
 * end after its start.
 */
export function webVttProblem(bytes: Uint8Array): string | null {
  if (bytes.length > CAPTIONS_MAX_BYTES) return CaptionsMessages.tooLarge
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return CaptionsMessages.notUtf8
  }
  const lines = text.split(/\r\n|\r|\n/)
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) return CaptionsMessages.notWebVtt
  let cues = 0
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue
    const match = CUE_TIMING.exec(line)
    if (!match) return CaptionsMessages.badTiming(index + 1)
    const [, startH, startM, startS, startMs, endH, endM, endS, endMs] = match
    if (seconds(endH, endM!, endS!, endMs!) <= seconds(startH, startM!, startS!, startMs!)) {
      return CaptionsMessages.badTiming(index + 1)
    }
    cues += 1
  }
  return cues === 0 ? CaptionsMessages.noCues : null
}

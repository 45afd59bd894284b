import { useEffect, useRef, useState } from 'react'
import { FUNNEL_CONFIG_LIMITS } from '../../../shared/schemas/funnel-configs'
import { videoPageLinkHost } from '../../../shared/webinar/video-source'
import { isSafeLink } from '../../../shared/site-link'
import { AdminField } from './admin-ui'
import { readVideoSeconds } from './read-video-seconds'
import { TimelineTimeInput } from './timeline-time-input'

/** Waits for the admin to stop typing before the video is asked for its length. */
const READ_DELAY_MS = 600

const HELPER = {
  idle: 'Filled in from the video when the Video URL changes; needed for Simulated live.',
  reading: 'Reading the length from the video…',
  unread: 'The length could not be read from this video; type it in.',
} as const

/**
 * "Video length (mm:ss)": read from the video's metadata whenever the Video URL changes to an address a player could
 * load, and editable (a host that refuses to be read, or a length the admin knows better).
 */
export function VideoLengthField({
  videoUrl,
  videoSeconds,
  error,
  onChange,
}: {
  videoUrl: string
  videoSeconds: number | null
  error?: string
  onChange: (videoSeconds: number | null) => void
}) {
  const [state, setState] = useState<keyof typeof HELPER>('idle')
  const latestOnChange = useRef(onChange)
  useEffect(() => {
    latestOnChange.current = onChange
  })
  const firstUrl = useRef(videoUrl)
  useEffect(() => {
    if (videoUrl === firstUrl.current) return
    firstUrl.current = ''
    const url = videoUrl.trim()
    if (url === '' || !isSafeLink(url) || videoPageLinkHost(url)) return
    const abort = new AbortController()
    const timer = setTimeout(() => {
      setState('reading')
      void readVideoSeconds(url, abort.signal).then((seconds) => {
        if (abort.signal.aborted) return
        const readable = seconds !== null && seconds <= FUNNEL_CONFIG_LIMITS.videoSeconds.max
        setState(readable ? 'idle' : 'unread')
        if (readable) latestOnChange.current(seconds)
      })
    }, READ_DELAY_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
      setState('idle')
    }
  }, [videoUrl])
  return (
    <AdminField label="Video length (mm:ss)" error={error} helper={HELPER[state]}>
      <TimelineTimeInput value={videoSeconds} optional onChange={onChange} />
    </AdminField>
  )
}

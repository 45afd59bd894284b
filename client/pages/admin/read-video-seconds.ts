import { isHlsSource } from '../../../shared/webinar/video-source'

/** Long enough for a slow host to answer a playlist and its first segment's header; the admin can type it instead. */
const METADATA_TIMEOUT_MS = 15_000

/**
 * The length in whole seconds of the video at `url`, read from its metadata by a detached `<video preload="metadata">`
 * (through hls.js, loaded only then, for a playlist the browser cannot play itself); null when it cannot be read (no
 * such file, a live stream without an end, a host that refuses, `signal` aborted).
 */
export async function readVideoSeconds(url: string, signal: AbortSignal): Promise<number | null> {
  const video = document.createElement('video')
  video.preload = 'metadata'
  video.muted = true
  let stopHls = () => {}
  try {
    const loaded = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), METADATA_TIMEOUT_MS)
      const finish = (ok: boolean) => () => {
        clearTimeout(timer)
        resolve(ok)
      }
      video.addEventListener('loadedmetadata', finish(true), { once: true })
      video.addEventListener('error', finish(false), { once: true })
      signal.addEventListener('abort', finish(false), { once: true })
    })
    if (isHlsSource(url) && video.canPlayType('application/vnd.apple.mpegurl') === '') {
      const { default: Hls } = await import('hls.js')
      if (!Hls.isSupported() || signal.aborted) return null
      const hls = new Hls({ autoStartLoad: true })
      stopHls = () => hls.destroy()
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) video.dispatchEvent(new Event('error'))
      })
      hls.loadSource(url)
      hls.attachMedia(video)
    } else {
      video.src = url
    }
    if (!(await loaded)) return null
    return Number.isFinite(video.duration) && video.duration > 0 ? Math.round(video.duration) : null
  } finally {
    stopHls()
    video.removeAttribute('src')
    video.load()
  }
}

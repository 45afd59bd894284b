import { isHlsSource } from '../../../../shared/webinar/video-source'

const HLS_TYPE = 'application/vnd.apple.mpegurl'

/**
 * Gives the element its source and returns how to take it away. An MP4, or an HLS playlist where the browser plays
 * HLS itself (Safari, recent Chrome), is the element's own `src`; elsewhere the playlist plays through hls.js, loaded
 * only then, in a chunk of its own. A fatal hls.js error is reported as the element's own load error would be.
 */
export async function attachVideoSource(
  video: HTMLVideoElement,
  src: string,
  onFatalError: (detail: string) => void,
): Promise<() => void> {
  if (!isHlsSource(src) || video.canPlayType(HLS_TYPE) !== '') {
    video.src = src
    return () => detach(video)
  }
  const { default: Hls } = await import('hls.js')
  if (!Hls.isSupported()) {
    onFatalError('This browser plays neither HLS nor Media Source Extensions')
    return () => undefined
  }
  const hls = new Hls()
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError(`hls.js: ${data.type} ${data.details}`)
  })
  hls.loadSource(src)
  hls.attachMedia(video)
  return () => {
    hls.destroy()
    detach(video)
  }
}

function detach(video: HTMLVideoElement): void {
  video.removeAttribute('src')
  video.load()
}

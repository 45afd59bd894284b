import { Box, Button, Center, chakra, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react'
import { Captions, CaptionsOff, Gift, Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { formatMediaTime } from '../../../shared/funnel/countdown'
import { VIDEO_MILESTONES, type FunnelStep } from '../../../shared/funnel/progress'
import { RoomMessages } from '../../../shared/webinar/room'
import { useStoredValue } from '../../hooks/use-stored-value'
import { attachVideoSource } from './room/video-source'

const SEEK_STEP_SECONDS = 5
/** How far the live player may be from the live point before it is put back (the issue allows ± 2 s). */
const LIVE_DRIFT_SECONDS = 1.5

export interface VideoPlayerProps {
  src: string
  title: string
  /** A WebVTT file of Hungarian captions, or null. */
  captionsUrl: string | null
  /**
   * Simulated live: where the live point is now, in seconds of the video, by the server's clock. The player holds to
   * it: no seeking, and after a pause, a hidden tab or a stall it goes back to it. Null: the visitor's own player.
   */
  livePoint: (() => number) | null
  /** The spec's thank-you panel at the end; off when an offer moment already shows the way to the offer. */
  endPanel: boolean
  /** A step of the viewing: the start, 25/50/75 % and the end, each reported once. */
  onStep: (step: FunnelStep) => void
  /** The visitor asked for the offer (the thank-you panel's button). */
  onViewOffer: () => void
  /** The video's position in seconds, whenever it moves. */
  onPosition?: (seconds: number) => void
}

type Playback = 'loading' | 'playing' | 'paused' | 'join' | 'ended' | 'failed'

/**
 * The webinar's player (spec section 4, issue 39): starts by itself, muted, as browsers allow. On demand and in the
 * replay it has play/pause, mute, a seek slider and elapsed / total time, usable by keyboard (space, arrows, m); live,
 * it shows "ÉLŐ" instead of the slider and holds to the live point, and a refused autoplay shows one "Csatlakozás"
 * button. Captions, when given, show by default (the video starts muted) and the visitor's toggle is remembered. A
 * spinner shows until a frame can play, and whenever playback waits for data.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const { src, title, captionsUrl, livePoint, endPanel, onStep, onViewOffer, onPosition } = props
  const video = useRef<HTMLVideoElement>(null)
  const [playback, setPlayback] = useState<Playback>('loading')
  const [waiting, setWaiting] = useState(false)
  const [muted, setMuted] = useState(true)
  const [position, setPosition] = useState(0)
  const [duration, setDuration] = useState(0)
  const [storedCaptions, setStoredCaptions] = useStoredValue('webinarCaptions')
  const captionsOn = storedCaptions ?? true
  const reported = useRef(new Set<FunnelStep>())
  // Read by the media events, which must see the current live clock and mode, not the first render's.
  const live = useRef(livePoint)
  useLayoutEffect(() => {
    live.current = livePoint
  }, [livePoint])
  const pausedByVisitor = useRef(false)

  const reportOnce = (step: FunnelStep) => {
    if (reported.current.has(step)) return
    reported.current.add(step)
    onStep(step)
  }

  /** Puts a live player back on the live point when it has drifted from it (a seek, a pause, a stall). */
  const holdLivePoint = (element: HTMLVideoElement) => {
    const point = live.current?.()
    if (point === undefined || Math.abs(element.currentTime - point) <= LIVE_DRIFT_SECONDS) return
    element.currentTime = Number.isFinite(element.duration) ? Math.min(point, element.duration) : point
  }

  useEffect(() => {
    const element = video.current
    if (!element) return
    let current = true
    let detach: (() => void) | undefined
    const fail = (detail: unknown) => {
      console.error('The webinar video could not be loaded', detail)
      if (current) setPlayback('failed')
    }
    // React does not render `muted` as an attribute; it is set before asking, since browsers let only muted video
    // start by itself. Started here rather than by the autoplay attribute, so a refusal is seen (and logged).
    element.muted = true
    attachVideoSource(element, src, fail)
      .then((undo) => {
        if (!current) return undo()
        detach = undo
        return element.play().catch((error: unknown) => {
          // A source that cannot load rejects here too (onError says so), and so does a source taken away.
          if (!current || element.error || (error instanceof DOMException && error.name === 'AbortError')) return
          console.warn('The browser refused to start the webinar video by itself; it waits for the visitor', error)
          if (live.current) setPlayback('join')
          else if (element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) setPlayback('paused')
        })
      })
      .catch(fail)
    return () => {
      current = false
      detach?.()
    }
  }, [src])

  // A live player whose tab comes back goes on from the live point (browsers pause a muted video in a hidden tab).
  useEffect(() => {
    const onVisible = () => {
      const element = video.current
      if (document.visibilityState !== 'visible' || !element || !live.current) return
      holdLivePoint(element)
      if (element.paused && !pausedByVisitor.current && !element.ended) void element.play().catch(() => undefined)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])

  useEffect(() => showCaptions(video.current, captionsOn), [captionsOn, captionsUrl])

  const play = (element: HTMLVideoElement) => {
    pausedByVisitor.current = false
    holdLivePoint(element)
    element.play().catch((error: unknown) => console.warn('The video could not play', error))
  }
  const togglePlay = () => {
    const element = video.current
    if (!element) return
    if (element.paused) play(element)
    else {
      pausedByVisitor.current = true
      element.pause()
    }
  }
  const join = () => {
    const element = video.current
    if (!element) return
    // The visitor's own press: the browser now lets the session play with its sound.
    element.muted = false
    setPlayback('loading')
    play(element)
  }
  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted
  }
  const toggleCaptions = () => setStoredCaptions(!captionsOn)
  const seekTo = (seconds: number) => {
    if (video.current) video.current.currentTime = Math.min(Math.max(0, seconds), duration || 0)
  }
  // From the element's own position: two quick presses come before the state has caught up with the first.
  const seekBy = (seconds: number) => seekTo((video.current?.currentTime ?? 0) + seconds)

  const isLive = livePoint !== null
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const onButton = target.tagName === 'BUTTON'
    const onSlider = target.tagName === 'INPUT'
    if (event.key === ' ' && !onButton) togglePlay()
    else if (event.key === 'ArrowRight' && !onSlider && !isLive) seekBy(SEEK_STEP_SECONDS)
    else if (event.key === 'ArrowLeft' && !onSlider && !isLive) seekBy(-SEEK_STEP_SECONDS)
    else if (event.key.toLowerCase() === 'm') toggleMute()
    else return
    event.preventDefault()
  }

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget
    // Fallen behind by buffering, or ahead of a live point the server moved: back to it.
    if (!element.seeking) holdLivePoint(element)
    setPosition(element.currentTime)
    onPosition?.(element.currentTime)
    if (!(element.duration > 0)) return
    for (const { share, step } of VIDEO_MILESTONES) {
      if (element.currentTime / element.duration >= share) reportOnce(step)
    }
  }

  const ended = playback === 'ended'
  const time = `${formatMediaTime(position)} / ${formatMediaTime(duration)}`
  const controlButton = { variant: 'ghost', color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const
  return (
    <Stack gap="0" rounded="xl" overflow="hidden" bg="black" boxShadow="xl">
      <Box
        position="relative"
        aspectRatio={16 / 9}
        tabIndex={0}
        role="group"
        aria-label={
          isLive
            ? `Élő videó: ${title}. Szóköz: lejátszás vagy szünet, M: némítás.`
            : `Videólejátszó: ${title}. Szóköz: lejátszás vagy szünet, nyilak: tekerés, M: némítás.`
        }
        onKeyDown={onKeyDown}
        outline="none"
        _focusVisible={{ boxShadow: 'inset 0 0 0 3px {colors.brand.300}' }}
        data-testid="video-player"
        data-playback={playback}
        data-live={isLive}
      >
        <video
          ref={video}
          playsInline
          preload="auto"
          crossOrigin={captionsUrl && isCrossOrigin(captionsUrl) ? 'anonymous' : undefined}
          aria-label={title}
          style={{ width: '100%', height: '100%', display: 'block' }}
          onClick={togglePlay}
          onLoadedMetadata={(event) => {
            setDuration(event.currentTarget.duration)
            holdLivePoint(event.currentTarget)
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onCanPlay={(event) => {
            setWaiting(false)
            const paused = event.currentTarget.paused
            setPlayback((previous) => (previous === 'loading' && paused ? 'paused' : previous))
          }}
          onPlay={(event) => {
            holdLivePoint(event.currentTarget)
            reportOnce('video_started')
          }}
          onPlaying={(event) => {
            setWaiting(false)
            holdLivePoint(event.currentTarget)
            setPlayback('playing')
          }}
          onWaiting={() => setWaiting(true)}
          onSeeking={(event) => holdLivePoint(event.currentTarget)}
          onSeeked={(event) => {
            setPosition(event.currentTarget.currentTime)
            onPosition?.(event.currentTarget.currentTime)
          }}
          onPause={(event) => {
            setWaiting(false)
            if (!event.currentTarget.ended) setPlayback((previous) => (previous === 'join' ? previous : 'paused'))
          }}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onTimeUpdate={onTimeUpdate}
          onError={(event) => {
            console.error('The webinar video could not be loaded', event.currentTarget.error)
            setPlayback('failed')
          }}
          onEnded={() => {
            setPlayback('ended')
            reportOnce('video_completed')
          }}
        >
          {captionsUrl && <track kind="captions" src={captionsUrl} srcLang="hu" label="Magyar" default />}
        </video>
        {(playback === 'loading' || (waiting && playback === 'playing')) && (
          <Center position="absolute" inset="0" pointerEvents="none" data-testid="video-spinner">
            <Spinner role="status" size="xl" color="white" aria-label="A videó betöltése" />
          </Center>
        )}
        {playback === 'join' && (
          <Center position="absolute" inset="0" bg="blackAlpha.600">
            <Button size="2xl" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }} onClick={join}>
              <Play aria-hidden="true" /> {RoomMessages.join}
            </Button>
          </Center>
        )}
        {playback === 'failed' && (
          <Center position="absolute" inset="0" p="6" color="white" textAlign="center" role="alert">
            A videó most nem tölthető be. Kérjük, frissítse az oldalt, vagy próbálja újra néhány perc múlva.
          </Center>
        )}
      </Box>
      {ended && endPanel ? (
        <Stack
          gap="4"
          p={{ base: '6', md: '8' }}
          bg="brand.900"
          color="white"
          align="center"
          textAlign="center"
          data-testid="video-ended"
        >
          <Heading as="h2" size="xl" lang="en">
            Thanks for watching the webinar!
          </Heading>
          <Text color="whiteAlpha.800">Különleges ajánlatunk csak most, a webinárium résztvevőinek érhető el.</Text>
          <Button size="lg" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }} onClick={onViewOffer} lang="en">
            <Gift aria-hidden="true" /> View Special Offer
          </Button>
        </Stack>
      ) : (
        <HStack gap="3" px="3" py="2" bg="gray.900" color="white" data-testid="video-controls">
          <IconButton
            aria-label={playback === 'playing' ? 'Szünet' : 'Lejátszás'}
            {...controlButton}
            onClick={togglePlay}
            disabled={playback === 'loading' || playback === 'failed'}
          >
            {playback === 'playing' ? <Pause /> : <Play />}
          </IconButton>
          <IconButton
            aria-label={muted ? 'Hang bekapcsolása' : 'Némítás'}
            aria-pressed={muted}
            {...controlButton}
            onClick={toggleMute}
          >
            {muted ? <VolumeX /> : <Volume2 />}
          </IconButton>
          {captionsUrl && (
            <IconButton
              aria-label={RoomMessages.captions}
              aria-pressed={captionsOn}
              {...controlButton}
              onClick={toggleCaptions}
            >
              {captionsOn ? <Captions /> : <CaptionsOff />}
            </IconButton>
          )}
          {isLive ? (
            <HStack gap="2" flex="1" justify="end" fontWeight="bold" letterSpacing="wide" data-testid="live-badge">
              <Box as="span" aria-hidden="true" boxSize="2.5" rounded="full" bg="red.500" />
              <Text as="span">{RoomMessages.live}</Text>
            </HStack>
          ) : (
            <>
              <chakra.input
                type="range"
                flex="1"
                minW="0"
                min={0}
                max={duration || 0}
                step={1}
                value={Math.floor(position)}
                aria-label="Tekerés"
                aria-valuetext={time}
                onChange={(event) => seekTo(Number(event.target.value))}
                accentColor="var(--chakra-colors-brand-300)"
                focusVisibleRing="outside"
                focusRingColor="brand.300"
                disabled={!(duration > 0)}
              />
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="video-time">
                {time}
              </Text>
            </>
          )}
        </HStack>
      )}
    </Stack>
  )
}

function showCaptions(element: HTMLVideoElement | null, shown: boolean): void {
  const track = element?.textTracks[0]
  if (track) track.mode = shown ? 'showing' : 'hidden'
}

/** A captions file on another host is read only with CORS, which the element then asks for (its video too). */
function isCrossOrigin(url: string): boolean {
  return typeof window !== 'undefined' && new URL(url, window.location.href).origin !== window.location.origin
}

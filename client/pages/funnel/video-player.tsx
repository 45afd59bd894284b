import { Box, Button, Center, chakra, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react'
import { Gift, Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { formatMediaTime } from '../../../shared/funnel/countdown'
import { VIDEO_MILESTONES, type FunnelStep } from '../../../shared/funnel/progress'

const SEEK_STEP_SECONDS = 5

export interface VideoPlayerProps {
  src: string
  title: string
  /** A step of the viewing: the start, 25/50/75 % and the end, each reported once. */
  onStep: (step: FunnelStep) => void
  /** The visitor asked for the offer (the thank-you panel's button). */
  onViewOffer: () => void
}

type Playback = 'loading' | 'playing' | 'paused' | 'ended' | 'failed'

/**
 * The webinar's player (spec section 4): starts by itself (muted, as browsers allow; if even that is refused it
 * waits, paused, and the refusal is logged), with play/pause, mute, a seek slider and elapsed / total time, all
 * usable by keyboard (space, arrows, m). At the end a thank-you panel with the way to the offer replaces the controls.
 */
export function VideoPlayer({ src, title, onStep, onViewOffer }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [playback, setPlayback] = useState<Playback>('loading')
  const [muted, setMuted] = useState(true)
  const [position, setPosition] = useState(0)
  const [duration, setDuration] = useState(0)
  const reported = useRef(new Set<FunnelStep>())

  const reportOnce = (step: FunnelStep) => {
    if (reported.current.has(step)) return
    reported.current.add(step)
    onStep(step)
  }

  useEffect(() => {
    const element = video.current
    if (!element) return
    // Started here rather than by the autoplay attribute, so a refusal is seen (and logged). React does not render
    // `muted` as an attribute; it is set before asking, since browsers let only muted video start by itself.
    element.muted = true
    if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) setPlayback(element.paused ? 'paused' : 'playing')
    if (Number.isFinite(element.duration)) setDuration(element.duration)
    element.play().catch((error: unknown) => {
      // A source that cannot load rejects here too; onError says so. This is the browser's autoplay refusal.
      if (element.error) return
      console.warn('The browser refused to start the webinar video by itself; it waits for the play button', error)
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) setPlayback('paused')
    })
  }, [src])

  const togglePlay = () => {
    const element = video.current
    if (!element) return
    if (element.paused) element.play().catch((error: unknown) => console.warn('The video could not play', error))
    else element.pause()
  }
  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted
  }
  const seekTo = (seconds: number) => {
    if (video.current) video.current.currentTime = Math.min(Math.max(0, seconds), duration || 0)
  }
  // From the element's own position: two quick presses come before the state has caught up with the first.
  const seekBy = (seconds: number) => seekTo((video.current?.currentTime ?? 0) + seconds)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const onButton = target.tagName === 'BUTTON'
    const onSlider = target.tagName === 'INPUT'
    if (event.key === ' ' && !onButton) togglePlay()
    else if (event.key === 'ArrowRight' && !onSlider) seekBy(SEEK_STEP_SECONDS)
    else if (event.key === 'ArrowLeft' && !onSlider) seekBy(-SEEK_STEP_SECONDS)
    else if (event.key.toLowerCase() === 'm') toggleMute()
    else return
    event.preventDefault()
  }

  const ended = playback === 'ended'
  const time = `${formatMediaTime(position)} / ${formatMediaTime(duration)}`
  return (
    <Stack gap="0" rounded="xl" overflow="hidden" bg="black" boxShadow="xl">
      <Box
        position="relative"
        aspectRatio={16 / 9}
        tabIndex={0}
        role="group"
        aria-label={`Videólejátszó: ${title}. Szóköz: lejátszás vagy szünet, nyilak: tekerés, M: némítás.`}
        onKeyDown={onKeyDown}
        outline="none"
        _focusVisible={{ boxShadow: 'inset 0 0 0 3px {colors.brand.300}' }}
        data-testid="video-player"
        data-playback={playback}
      >
        <video
          ref={video}
          src={src}
          playsInline
          preload="auto"
          aria-label={title}
          style={{ width: '100%', height: '100%', display: 'block' }}
          onClick={togglePlay}
          onLoadedData={(event) => setPlayback(event.currentTarget.paused ? 'paused' : 'playing')}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onPlay={() => {
            setPlayback('playing')
            reportOnce('video_started')
          }}
          onPause={(event) => {
            if (!event.currentTarget.ended) setPlayback('paused')
          }}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onTimeUpdate={(event) => {
            const element = event.currentTarget
            setPosition(element.currentTime)
            if (!(element.duration > 0)) return
            for (const { share, step } of VIDEO_MILESTONES) {
              if (element.currentTime / element.duration >= share) reportOnce(step)
            }
          }}
          onError={(event) => {
            console.error('The webinar video could not be loaded', event.currentTarget.error)
            setPlayback('failed')
          }}
          onEnded={() => {
            setPlayback('ended')
            reportOnce('video_completed')
          }}
        />
        {playback === 'loading' && (
          <Center position="absolute" inset="0" pointerEvents="none">
            <Spinner size="xl" color="white" aria-label="A videó betöltése" />
          </Center>
        )}
        {playback === 'failed' && (
          <Center position="absolute" inset="0" p="6" color="white" textAlign="center" role="alert">
            A videó most nem tölthető be. Kérjük, frissítse az oldalt, vagy próbálja újra néhány perc múlva.
          </Center>
        )}
      </Box>
      {ended ? (
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
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={togglePlay}
            disabled={playback === 'loading' || playback === 'failed'}
          >
            {playback === 'playing' ? <Pause /> : <Play />}
          </IconButton>
          <IconButton
            aria-label={muted ? 'Hang bekapcsolása' : 'Némítás'}
            aria-pressed={muted}
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={toggleMute}
          >
            {muted ? <VolumeX /> : <Volume2 />}
          </IconButton>
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
        </HStack>
      )}
    </Stack>
  )
}

import { Center, Container, Grid, Heading, Link as ChakraLink, List, Spinner, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { CheckCircle2, Download, ExternalLink, UserRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { isDownloadLink } from '../../../shared/download-link'
import { configTextLang } from '../../../shared/funnel/config-defaults'
import { greetingName } from '../../../shared/funnel/greeting-name'
import type { WebinarConfig } from '../../../shared/schemas/funnel-configs'
import type { HandoutMoment } from '../../../shared/webinar/room'
import { withData } from '../../lib/data-provider'
import { VideoPlayerPart } from './funnel-parts'
import { OfferCard } from './room/offer-card'
import { PollCard } from './room/poll-card'
import { QuestionBox } from './room/question-box'
import { RoomChat } from './room/room-chat'
import { RoomPanel } from './room/room-panel'
import { ClosedNotice, UpcomingNotice } from './room/room-notices'
import { RoomPositionContext } from './room/room-position'
import { useAttendanceReports } from './room/use-attendance-reports'
import { useWebinarRoom } from './room/use-webinar-room'
import { useFunnelConfig } from './use-funnel-config'
import { useFunnelProgress } from './use-funnel-progress'
import { useWebinarRegistration } from './use-webinar-registration'

/** After the video ends, the thank-you panel stays this long before the offer opens by itself. */
export const OFFER_REDIRECT_DELAY_MS = 5000

/** The webinar's title, greeting, player and side panels, as its config says; the room around them (issue 39). */
export const WebinarContent = withData(function WebinarContent() {
  const load = useFunnelConfig('webinar')
  const { registration } = useWebinarRegistration()
  const config = load.status === 'ready' ? load.config : null
  return (
    <Container maxW="7xl">
      <Stack gap="2" mb="8">
        <Heading
          as="h1"
          size={{ base: '2xl', md: '4xl' }}
          letterSpacing="-0.02em"
          lang={config ? configTextLang(config.title) : undefined}
        >
          {config?.title ?? 'Webinárium'}
        </Heading>
        <Text color="whiteAlpha.800" minH="1.5em" data-testid="webinar-greeting">
          {registration &&
            `Üdvözöljük, ${greetingName(registration.fullName)}! A videó magától indul, némítva; a hangot a hangszóró gombbal kapcsolhatja be.`}
        </Text>
      </Stack>
      {config ? (
        <WebinarRoomLayout config={config} />
      ) : (
        <Center minH="50vh">
          <Spinner role="status" size="xl" color="white" aria-label="A webinárium betöltése" />
        </Center>
      )}
    </Container>
  )
})

function WebinarRoomLayout({ config }: { config: WebinarConfig }) {
  const { registration, preview } = useWebinarRegistration()
  const report = useFunnelProgress(preview ? undefined : registration?.submissionId)
  const room = useWebinarRoom(config, registration, preview)
  const [, navigate] = useLocation()
  const [ended, setEnded] = useState(false)
  // With an offer moment the offer card is the way to the offer; the spec's end panel only without one.
  const endPanel = !config.moments.some((moment) => moment.kind === 'offer')
  const playerArea = useRef<HTMLDivElement>(null)
  useAttendanceReports({
    registration: preview ? undefined : registration?.submissionId,
    // The spec's on-demand player is watched as a replay is: whenever the visitor likes.
    mode: room.mode === 'live' ? 'live' : room.mode === 'replay' || room.mode === 'on-demand' ? 'replay' : null,
    readPlayback: () => {
      const video = playerArea.current?.querySelector('video')
      if (!video) return null
      const playing = !video.paused && !video.ended && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA
      return { position: video.currentTime, playing }
    },
  })

  useEffect(() => {
    if (!ended || !endPanel) return
    const timer = setTimeout(() => navigate('/offer'), OFFER_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [ended, endPanel, navigate])

  if (room.mode === 'closed') return <ClosedNotice />
  if (room.mode === 'upcoming') return <UpcomingNotice remainingMs={room.startsInMs} />
  const handouts = room.visibleMoments.filter((moment) => moment.kind === 'handout')
  return (
    <RoomPositionContext.Provider value={room.getPosition}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
        gap={{ base: '8', lg: '10' }}
        alignItems="start"
      >
        <Stack gap="6" minW="0" ref={playerArea}>
          {/* The player waits for the stored registration, so a visitor without one is sent to /register unplayed. */}
          {registration && room.mode !== 'loading' ? (
            <VideoPlayerPart.Part
              src={config.videoUrl}
              title={config.title}
              captionsUrl={config.captionsUrl}
              livePoint={room.livePoint}
              endPanel={endPanel}
              onStep={(step) => {
                void report(step)
                if (step === 'video_completed') setEnded(true)
              }}
              onViewOffer={() => navigate('/offer')}
              onPosition={room.onPlayerPosition}
            />
          ) : (
            <Center aspectRatio={16 / 9} rounded="xl" bg="black">
              {registration && <Spinner role="status" size="xl" color="white" aria-label="A videó betöltése" />}
            </Center>
          )}
          {room.visibleMoments.map((moment) =>
            moment.kind === 'offer' ? (
              <OfferCard
                key={moment.id}
                moment={moment}
                reportOfferViewed={() => report('offer_viewed')}
                preview={preview}
                onOpen={() => room.recordClick(moment.id)}
              />
            ) : moment.kind === 'poll' ? (
              <PollCard
                key={moment.id}
                moment={moment}
                result={room.pollResult(moment.id)}
                canAnswer={room.canAnswer}
                onAnswer={(choice) => room.answerPoll(moment.id, choice)}
              />
            ) : null,
          )}
          {room.chatLines.length > 0 && <RoomChat lines={room.chatLines} />}
          {registration && <QuestionBox registration={registration.submissionId} position={room.getPosition} />}
        </Stack>
        <WebinarSidePanels config={config} handouts={handouts} onHandoutClick={room.recordClick} />
      </Grid>
    </RoomPositionContext.Provider>
  )
}

/** A resource of the downloads panel: the config's own, or a handout moment's, which joins it at its time. */
interface DownloadEntry {
  name: string
  link: string
  handoutId?: string
}

function WebinarSidePanels({
  config,
  handouts,
  onHandoutClick,
}: {
  config: WebinarConfig
  handouts: HandoutMoment[]
  onHandoutClick: (momentId: string) => void
}) {
  const downloads: DownloadEntry[] = [
    ...config.resources,
    ...handouts.map((handout) => ({ name: handout.name, link: handout.link, handoutId: handout.id })),
  ]
  return (
    <Stack gap="6">
      <RoomPanel title="Letölthető anyagok">
        <List.Root recipe={listSlotRecipe} variant="plain" gap="3">
          {downloads.map((resource) => {
            // A file is saved where the visitor is; a page opens beside the video, which keeps playing.
            const downloads = isDownloadLink(resource.link)
            const Icon = downloads ? Download : ExternalLink
            return (
              <List.Item key={`${resource.name}${resource.link}`}>
                <ChakraLink
                  href={resource.link}
                  color="brand.200"
                  // The site's ring colour is under 3:1 on this dark panel; the link's own light colour is 10:1.
                  focusRingColor="brand.200"
                  fontWeight="medium"
                  {...(downloads ? { download: '' } : { target: '_blank', rel: 'noopener' })}
                  lang={configTextLang(resource.name)}
                  onClick={resource.handoutId ? () => onHandoutClick(resource.handoutId!) : undefined}
                  data-handout={resource.handoutId}
                >
                  <Icon aria-hidden="true" size={16} /> {resource.name}
                </ChakraLink>
              </List.Item>
            )
          })}
        </List.Root>
      </RoomPanel>
      <RoomPanel title="A legfontosabb tudnivalók">
        <List.Root recipe={listSlotRecipe} variant="plain" gap="3">
          {config.keyPoints.map((point) => (
            <List.Item key={point} alignItems="start" lang={configTextLang(point)}>
              <List.Indicator asChild color="brand.300" mt="1">
                <CheckCircle2 aria-hidden="true" size={16} />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
      </RoomPanel>
      <RoomPanel title="Az előadó">
        <Stack gap="2">
          <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
            <UserRound aria-hidden="true" size={18} /> {config.presenter.name}
          </Text>
          <Text color="brand.200" fontSize="sm" lang={configTextLang(config.presenter.title)}>
            {config.presenter.title}
          </Text>
          <Text color="whiteAlpha.800" fontSize="sm" whiteSpace="pre-line" lang={configTextLang(config.presenter.bio)}>
            {config.presenter.bio}
          </Text>
        </Stack>
      </RoomPanel>
    </Stack>
  )
}

import { Box, Center, Container, Grid, Heading, Link as ChakraLink, List, Spinner, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { CheckCircle2, Download, ExternalLink, UserRound } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { isDownloadLink } from '../../../shared/download-link'
import { configTextLang } from '../../../shared/funnel/config-defaults'
import { greetingName } from '../../../shared/funnel/greeting-name'
import type { WebinarConfig } from '../../../shared/schemas/funnel-configs'
import { withData } from '../../lib/data-provider'
import { VideoPlayerPart } from './funnel-parts'
import { QuestionBox } from './room/question-box'
import { useFunnelConfig } from './use-funnel-config'
import { useFunnelProgress } from './use-funnel-progress'
import { useWebinarRegistration } from './use-webinar-registration'

/** After the video ends, the thank-you panel stays this long before the offer opens by itself. */
export const OFFER_REDIRECT_DELAY_MS = 5000

/** The webinar's title, greeting, player and side panels, as its config says. */
export const WebinarContent = withData(function WebinarContent() {
  const load = useFunnelConfig('webinar')
  const { registration } = useWebinarRegistration()
  const report = useFunnelProgress(registration?.submissionId)
  const [, navigate] = useLocation()
  const [ended, setEnded] = useState(false)
  const playerArea = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!ended) return
    const timer = setTimeout(() => navigate('/offer'), OFFER_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [ended, navigate])

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
      {!config && (
        <Center minH="50vh">
          <Spinner size="xl" color="white" aria-label="A webinárium betöltése" />
        </Center>
      )}
      {config && (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Stack gap="6" ref={playerArea}>
            {/* The player waits for the stored registration, so a visitor without one is sent to /register unplayed. */}
            {registration ? (
              <VideoPlayerPart.Part
                src={config.videoUrl}
                title={config.title}
                onStep={(step) => {
                  void report(step)
                  if (step === 'video_completed') setEnded(true)
                }}
                onViewOffer={() => navigate('/offer')}
              />
            ) : (
              <Box aspectRatio={16 / 9} rounded="xl" bg="black" />
            )}
            <QuestionBox
              registration={registration?.submissionId}
              position={() => playerArea.current?.querySelector('video')?.currentTime ?? 0}
            />
          </Stack>
          <WebinarSidePanels config={config} />
        </Grid>
      )}
    </Container>
  )
})

function WebinarSidePanels({ config }: { config: WebinarConfig }) {
  return (
    <Stack gap="6">
      <SidePanel title="Letölthető anyagok">
        <List.Root recipe={listSlotRecipe} variant="plain" gap="3">
          {config.resources.map((resource) => {
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
                >
                  <Icon aria-hidden="true" size={16} /> {resource.name}
                </ChakraLink>
              </List.Item>
            )
          })}
        </List.Root>
      </SidePanel>
      <SidePanel title="A legfontosabb tudnivalók">
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
      </SidePanel>
      <SidePanel title="Az előadó">
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
      </SidePanel>
    </Stack>
  )
}

function SidePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" p="5" rounded="xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200">
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

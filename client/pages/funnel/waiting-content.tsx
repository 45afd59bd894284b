import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { CalendarPlus, PlayCircle } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { Link, useLocation } from 'wouter'
import { formatWaitingCountdown, waitingCountdownUnits, type CountdownParts } from '../../../shared/funnel/countdown'
import { greetingName } from '../../../shared/funnel/greeting-name'
import { FALLBACK_WEBINAR_DELAY_MS } from '../../../shared/funnel/webinar-schedule'
import {
  formatBudapestDateTime,
  googleCalendarUrl,
  webinarEvent,
  webinarIcsHref,
} from '../../../shared/funnel/webinar-calendar'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { withData } from '../../lib/data-provider'
import { writeStored } from '../../lib/storage'
import { usePublicSettings } from '../../lib/public-settings'
import { WaitingTipsPart } from './funnel-parts'
import { useFunnelProgress } from './use-funnel-progress'
import { useNow } from './use-now'
import { useWebinarRegistration } from './use-webinar-registration'

const UNIT_LABELS: Record<keyof CountdownParts, string> = {
  days: 'nap',
  hours: 'óra',
  minutes: 'perc',
  seconds: 'másodperc',
}

/** The countdown to the stored registration's webinar, with its calendar links and tips. */
export const WaitingContent = withData(function WaitingContent() {
  const { registration, preview } = useWebinarRegistration()
  const [, navigate] = useLocation()
  const report = useFunnelProgress(registration?.submissionId)
  const { siteUrl } = usePublicSettings()

  // A registration without a webinar time gets one, 10 minutes ahead, kept with it so a reload counts on.
  useEffect(() => {
    if (registration && !registration.webinarTime && !preview) {
      writeStored('webinarRegistration', {
        ...registration,
        webinarTime: new Date(Date.now() + FALLBACK_WEBINAR_DELAY_MS).toISOString(),
      })
    }
  }, [registration, preview])
  useEffect(() => {
    if (registration?.submissionId) void report('waiting_viewed')
  }, [registration?.submissionId, report])

  const webinarTime = registration?.webinarTime ?? null
  const now = useNow(webinarTime === null ? undefined : Date.parse(webinarTime))
  const remaining = webinarTime !== null && now !== null ? Date.parse(webinarTime) - now : null
  useEffect(() => {
    if (remaining !== null && remaining <= 0) navigate('/webinar')
  }, [remaining, navigate])

  const event = useMemo(() => (webinarTime ? webinarEvent(webinarTime, siteUrl) : null), [webinarTime, siteUrl])

  return (
    <>
      <PageSection bg="linear-gradient(180deg, {colors.brand.50} 0%, white 100%)">
        <Stack gap="8" maxW="3xl" mx="auto" textAlign="center" align="center">
          <Stack gap="3">
            <Heading as="h1" fontSize="hero" lineHeight="1.1" letterSpacing="-0.02em" color="ink">
              Köszönjük a regisztrációt!
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" minH="1.6em" data-testid="waiting-greeting">
              {registration && `Kedves ${greetingName(registration.fullName)}! Helye biztosítva van.`}
            </Text>
          </Stack>
          <Countdown remaining={remaining} />
          {webinarTime && (
            <Text color="fg.muted" data-testid="waiting-start">
              Kezdés: <strong>{formatBudapestDateTime(webinarTime)}</strong> (budapesti idő)
            </Text>
          )}
          <HStack gap="3" wrap="wrap" justify="center">
            <LinkButton size="lg" colorPalette="brand">
              <Link href="/webinar" data-testid="join-now">
                <PlayCircle aria-hidden="true" /> Csatlakozás most
              </Link>
            </LinkButton>
            {event && (
              <>
                <LinkButton size="lg" variant="outline" colorPalette="brand">
                  <a href={webinarIcsHref(event.start, registration?.submissionId)} download="webinarium.ics">
                    <CalendarPlus aria-hidden="true" /> Naptárba (.ics)
                  </a>
                </LinkButton>
                <LinkButton size="lg" variant="outline" colorPalette="brand">
                  <a href={googleCalendarUrl(event)} target="_blank" rel="noopener">
                    <CalendarPlus aria-hidden="true" /> Google Naptár
                  </a>
                </LinkButton>
              </>
            )}
          </HStack>
        </Stack>
      </PageSection>
      <WaitingTipsPart.Part />
    </>
  )
})

/** Days only above zero, then hours, minutes and seconds; dashes until the browser knows the time. */
function Countdown({ remaining }: { remaining: number | null }) {
  const units =
    remaining === null
      ? (['hours', 'minutes', 'seconds'] as const).map((unit) => ({ unit, value: '--' }))
      : waitingCountdownUnits(remaining)
  return (
    <Box
      role="timer"
      aria-label={
        remaining === null ? 'Visszaszámlálás' : `Kezdésig hátralévő idő: ${formatWaitingCountdown(remaining)}`
      }
      data-testid="waiting-countdown"
    >
      <HStack gap={{ base: '2', md: '4' }} justify="center">
        {units.map(({ unit, value }) => (
          <Stack
            key={unit}
            gap="0"
            minW={{ base: '16', md: '24' }}
            px={{ base: '2.5', md: '4' }}
            py="4"
            bg="white"
            rounded="xl"
            borderWidth="1px"
            borderColor="border.muted"
            aria-hidden="true"
          >
            <Text fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" color="ink" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
            <Text fontSize="sm" color="fg.muted" data-unit={unit}>
              {UNIT_LABELS[unit]}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Box>
  )
}

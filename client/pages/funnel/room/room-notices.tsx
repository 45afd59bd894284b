import { Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { formatWaitingCountdown } from '../../../../shared/funnel/countdown'
import { PersonalLinkMessages } from '../../../../shared/funnel/personal-link'
import { RoomMessages } from '../../../../shared/webinar/room'
import { LinkButton } from '../../../components/ui/link-button'

const noticeFrame = { gap: '5', align: 'center', textAlign: 'center', py: '12', maxW: '2xl', mx: 'auto' } as const

/**
 * Before the start (the waiting page's skip link, an early click in an e-mail): the time left by the server's clock
 * and the way back to the waiting page; the room opens by itself at the start.
 */
export function UpcomingNotice({ remainingMs }: { remainingMs: number }) {
  return (
    <Stack {...noticeFrame} data-testid="room-upcoming">
      <Heading as="h2" size="2xl">
        {RoomMessages.upcomingHeading}
      </Heading>
      <Text color="whiteAlpha.900">
        {RoomMessages.upcomingStartsIn}{' '}
        <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {formatWaitingCountdown(remainingMs)}
        </Text>
      </Text>
      <LinkButton colorPalette="brand">
        <Link href="/waiting">{RoomMessages.upcomingBack}</Link>
      </LinkButton>
    </Stack>
  )
}

/** After the replay window: the personal link's "no longer available" text, and the way to the next session. */
export function ClosedNotice() {
  return (
    <Stack {...noticeFrame} data-testid="room-closed">
      <Heading as="h2" size="2xl">
        {RoomMessages.closedHeading}
      </Heading>
      <Text color="whiteAlpha.900" role="alert">
        {PersonalLinkMessages.expired}
      </Text>
      <LinkButton colorPalette="brand">
        <Link href="/register">{PersonalLinkMessages.registerAgain}</Link>
      </LinkButton>
    </Stack>
  )
}

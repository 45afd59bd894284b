import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Gift } from 'lucide-react'
import { Link } from 'wouter'
import { formatOfferCountdown } from '../../../../shared/funnel/countdown'
import type { FunnelProgressReceipt } from '../../../../shared/funnel/progress'
import { RoomMessages, type OfferMoment } from '../../../../shared/webinar/room'
import { LinkButton } from '../../../components/ui/link-button'
import { useNow } from '../use-now'
import { useOfferDeadline } from '../use-offer-deadline'

/**
 * An offer moment: the offer's title and the way to /offer, with the time left. The 15-minute countdown starts when
 * the card is first shown, as the offer page's would (use-offer-deadline.ts keeps the first view), so the offer page
 * later counts on from the same instant.
 */
export function OfferCard({
  moment,
  reportOfferViewed,
  preview,
  onOpen,
}: {
  moment: OfferMoment
  reportOfferViewed: () => Promise<FunnelProgressReceipt | null>
  preview: boolean
  onOpen: () => void
}) {
  const deadline = useOfferDeadline(reportOfferViewed, preview)
  const now = useNow(deadline)
  return (
    <Box
      as="section"
      aria-labelledby={`offer-${moment.id}`}
      p="5"
      rounded="xl"
      bg="brand.900"
      borderWidth="1px"
      borderColor="orange.400"
      data-testid="offer-moment"
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" id={`offer-${moment.id}`}>
          {moment.title}
        </Heading>
        {deadline !== undefined && now !== null && (
          <HStack gap="2" color="whiteAlpha.900" fontSize="sm">
            <Text as="span">{RoomMessages.offerTimeLeft}</Text>
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="offer-moment-countdown">
              {formatOfferCountdown(deadline - now)}
            </Text>
          </HStack>
        )}
        <LinkButton size="lg" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }} alignSelf="start">
          <Link href="/offer" onClick={onOpen}>
            <Gift aria-hidden="true" /> {moment.button || RoomMessages.offerButtonFallback}
          </Link>
        </LinkButton>
      </Stack>
    </Box>
  )
}

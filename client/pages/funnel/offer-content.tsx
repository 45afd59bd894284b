import { Badge, Box, Button, Center, Heading, HStack, List, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { CheckCircle2, Gift, Hourglass, ShieldCheck } from 'lucide-react'
import { formatOfferCountdown, OFFER_COUNTDOWN_MS } from '../../../shared/funnel/countdown'
import { configTextLang } from '../../../shared/funnel/config-defaults'
import type { OfferConfig } from '../../../shared/schemas/funnel-configs'
import { useStoredValue } from '../../hooks/use-stored-value'
import { withData } from '../../lib/data-provider'
import { usePublicSettings } from '../../lib/public-settings'
import { useFunnelConfig } from './use-funnel-config'
import { useAdminPreview } from './use-admin-preview'
import { useFunnelProgress } from './use-funnel-progress'
import { useNow } from './use-now'
import { useOfferDeadline } from './use-offer-deadline'

export const CHECKOUT_ALERT = 'Redirecting to checkout page...'

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** The offer as its config says, with its honest 15-minute countdown. */
export const OfferContent = withData(function OfferContent() {
  const load = useFunnelConfig('offer')
  const [registration] = useStoredValue('webinarRegistration')
  const preview = useAdminPreview()
  // An admin's preview records nothing and leaves this browser's own offer timer alone.
  const report = useFunnelProgress(preview === false ? registration?.submissionId : undefined)
  const deadline = useOfferDeadline(() => report('offer_viewed'), preview !== false)
  const { checkoutUrl } = usePublicSettings()

  const onCheckout = () => {
    void report('offer_clicked')
    if (checkoutUrl) window.location.assign(checkoutUrl)
    else window.alert(CHECKOUT_ALERT)
  }

  if (load.status === 'loading') {
    return (
      <Center minH="50vh">
        <Spinner role="status" size="xl" color="white" aria-label="Az ajánlat betöltése" />
      </Center>
    )
  }
  return <OfferSections offer={load.config} deadline={deadline} onCheckout={onCheckout} />
})

function OfferSections({
  offer,
  deadline,
  onCheckout,
}: {
  offer: OfferConfig
  deadline: number | undefined
  onCheckout: () => void
}) {
  return (
    <Stack gap={{ base: '10', md: '12' }} align="center" textAlign="center">
      <Stack gap="5" align="center">
        <Badge bg="orange.700" color="white" size="lg">
          <Gift aria-hidden="true" size={14} /> Csak a webinárium résztvevőinek
        </Badge>
        <Heading as="h1" fontSize="hero" lineHeight="1.1" letterSpacing="-0.02em" lang={configTextLang(offer.title)}>
          {offer.title}
        </Heading>
        <Text
          fontSize={{ base: 'lg', md: 'xl' }}
          color="whiteAlpha.800"
          maxW="2xl"
          lang={configTextLang(offer.subtitle)}
        >
          {offer.subtitle}
        </Text>
      </Stack>
      <OfferCountdown deadline={deadline} />
      <Text color="whiteAlpha.900" maxW="2xl" whiteSpace="pre-line" lang={configTextLang(offer.description)}>
        {offer.description}
      </Text>
      <Stack gap="1" align="center" data-testid="offer-price">
        <Text fontSize="xl" color="whiteAlpha.700" textDecoration="line-through">
          <Box as="span" srOnly>
            Normál ár:{' '}
          </Box>
          {dollars(offer.regularPrice)}
        </Text>
        <Text fontSize={{ base: '5xl', md: '6xl' }} fontWeight="bold" lineHeight="1">
          <Box as="span" srOnly>
            Akciós ár:{' '}
          </Box>
          {dollars(offer.salePrice)}
        </Text>
        <Text color="whiteAlpha.800" lang="en">
          One-time payment
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" w="full" textAlign="start">
        <Box p="6" rounded="xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200">
          <Heading as="h2" size="lg" mb="4" lang="en">
            What You'll Get:
          </Heading>
          <List.Root recipe={listSlotRecipe} variant="plain" gap="3">
            {offer.features.map((feature) => (
              <List.Item key={feature} alignItems="start" lang={configTextLang(feature)}>
                <List.Indicator asChild color="brand.300" mt="1">
                  <CheckCircle2 aria-hidden="true" size={16} />
                </List.Indicator>
                {feature}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Box p="6" rounded="xl" bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200">
          <Heading as="h2" size="lg" mb="4" lang="en">
            Fast-Action Bonuses:
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none">
            {offer.bonuses.map((bonus) => (
              <HStack as="li" key={bonus.name} justify="space-between" align="start" gap="4">
                <Text lang={configTextLang(bonus.name)}>{bonus.name}</Text>
                <Text color="orange.300" fontWeight="semibold" whiteSpace="nowrap" lang="en">
                  Value: {dollars(bonus.value)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      </SimpleGrid>
      <Stack gap="4" align="center">
        <Button
          size="xl"
          bg="orange.700"
          color="white"
          _hover={{ bg: 'orange.800' }}
          onClick={onCheckout}
          data-testid="offer-cta"
          lang={configTextLang(offer.cta)}
        >
          {offer.cta}
        </Button>
        <Text display="flex" alignItems="center" gap="2" color="whiteAlpha.800" lang={configTextLang(offer.guarantee)}>
          <ShieldCheck aria-hidden="true" size={18} /> {offer.guarantee}
        </Text>
      </Stack>
    </Stack>
  )
}

/** mm:ss from 15:00 to 00:00, ticking each second; nothing else happens at zero. */
function OfferCountdown({ deadline }: { deadline: number | undefined }) {
  const now = useNow(deadline)
  const remaining = deadline === undefined || now === null ? OFFER_COUNTDOWN_MS : Math.max(0, deadline - now)
  const text = formatOfferCountdown(remaining)
  return (
    <Stack gap="2" align="center">
      <Text display="flex" alignItems="center" gap="2" color="orange.200" fontWeight="medium">
        <Hourglass aria-hidden="true" size={18} /> Az ajánlat lejár:
      </Text>
      <Text
        role="timer"
        aria-label={`Az ajánlatból hátralévő idő: ${text}`}
        fontSize={{ base: '5xl', md: '6xl' }}
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        lineHeight="1"
        data-testid="offer-countdown"
      >
        {text}
      </Text>
    </Stack>
  )
}

import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { CalendarCheck, MessageSquareText } from 'lucide-react'
import { Link } from 'wouter'
import { SITE_DESCRIPTION } from '../../../shared/site'
import { PageSection } from '../../components/page-section'
import { usePublicSettings } from '../../lib/public-settings'
import { DemoChatPart } from './home-sections'

/** Home section 1: what the product is, a conversation playing, the way to the demo and to a booked consultation. */
export function HeroSection() {
  const { bookingUrl } = usePublicSettings()
  return (
    <PageSection bg="linear-gradient(180deg, {colors.brand.50} 0%, white 100%)" data-testid="home-hero">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '14' }} alignItems="center">
        <Stack gap="6">
          <Badge colorPalette="brand" alignSelf="start" size="lg" variant="subtle">
            AI asszisztens gyógyszertáraknak
          </Badge>
          <Heading as="h1" fontSize="hero" lineHeight="1.1" letterSpacing="-0.02em" color="ink">
            Patikája éjjel-nappal válaszol – a gyógyszerész felügyelete mellett
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {SITE_DESCRIPTION}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="brand">
              <Link href="/demo">
                <MessageSquareText aria-hidden="true" /> Próbálja ki a demót
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" colorPalette="brand">
              <a href={bookingUrl} target="_blank" rel="noopener">
                <CalendarCheck aria-hidden="true" /> További információ
              </a>
            </Button>
          </HStack>
        </Stack>
        <DemoChatPart.Part />
      </SimpleGrid>
    </PageSection>
  )
}

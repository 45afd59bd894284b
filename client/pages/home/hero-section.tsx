import { Badge, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { SITE_DESCRIPTION } from '../../../shared/site'
import { DemoAndBookingButtons } from '../../components/marketing/demo-and-booking-buttons'
import { PageSection } from '../../components/page-section'
import { DemoChatPart } from './home-sections'

/** Home section 1: what the product is, a conversation playing, the way to the demo and to a booked consultation. */
export function HeroSection() {
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
            <DemoAndBookingButtons bookingLabel="További információ" />
          </HStack>
        </Stack>
        <DemoChatPart.Part />
      </SimpleGrid>
    </PageSection>
  )
}

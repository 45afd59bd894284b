import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { BUSINESS_RESULTS } from '../../../shared/content/business-results'
import { PageSection } from '../../components/page-section'

/** Home section 5: what pharmacies gained with the assistant. */
export function BusinessResultsSection() {
  return (
    <PageSection bg="brand.900" color="white" aria-labelledby="results-heading" data-testid="home-results">
      <Stack gap="3" mb="10" maxW="3xl">
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.06em" textTransform="uppercase" color="brand.200">
          Eredmények
        </Text>
        <Text as="h2" id="results-heading" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2">
          Amit a patikák az AI asszisztenssel elértek
        </Text>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 4 }} gap={{ base: '6', md: '8' }}>
        {BUSINESS_RESULTS.map((result) => (
          <Stack as="li" key={result.label} gap="1" data-testid="business-result">
            <Text fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" letterSpacing="-0.02em" color="brand.200">
              {result.figure}
            </Text>
            <Text fontWeight="semibold">{result.label}</Text>
            <Text fontSize="sm" color="whiteAlpha.800">
              {result.detail}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}

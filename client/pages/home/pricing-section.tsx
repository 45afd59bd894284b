import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Gift } from 'lucide-react'
import { CHATBOT_EXTRAS, CHATBOT_PACKAGES, FREE_TRIAL_DAYS } from '../../../shared/content/chatbot-pricing'
import { formatForint, formatHungarianNumber } from '../../../shared/hungarian-number'
import { PriceCard } from '../../components/marketing/price-card'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { usePublicSettings } from '../../lib/public-settings'

/** Home section 8: the four packages with their free trial, and every extra. */
export function PricingSection() {
  const { freeTrialUrl } = usePublicSettings()
  return (
    <PageSection id="arak" aria-labelledby="pricing-heading" data-testid="home-pricing">
      <SectionHeading
        id="pricing-heading"
        eyebrow="Árak"
        title="Csomagok minden patikaméretre"
        lead={`Nettó havidíjak. Minden csomag ${FREE_TRIAL_DAYS} napos ingyenes próbaidővel indul.`}
        align="center"
      />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6" alignItems="stretch">
        {CHATBOT_PACKAGES.map((pack) => (
          <PriceCard
            key={pack.name}
            name={pack.name}
            price={formatForint(pack.monthlyPriceFt)}
            period="/ hó"
            highlight={pack.recommended ? 'Ajánlott' : undefined}
            features={[
              ...(pack.conversations === undefined
                ? []
                : [`${formatHungarianNumber(pack.conversations)} beszélgetés havonta`]),
              ...pack.features,
            ]}
            footer={
              <Stack gap="2">
                <Text fontSize="sm" color="brand.fg" fontWeight="medium" display="flex" gap="2" alignItems="center">
                  <Gift size={16} aria-hidden="true" /> {FREE_TRIAL_DAYS} napos ingyenes próbaidő
                </Text>
                <LinkButton colorPalette="brand" variant={pack.recommended ? 'solid' : 'outline'}>
                  <a href={freeTrialUrl} target="_blank" rel="noopener">
                    Ingyenes próba indítása
                    <Box as="span" srOnly>
                      : {pack.name}
                    </Box>
                  </a>
                </LinkButton>
              </Stack>
            }
          />
        ))}
      </SimpleGrid>
      <Stack gap="4" mt="12" maxW="3xl" mx="auto">
        <Heading as="h3" size="lg" color="ink" textAlign="center">
          Kiegészítők
        </Heading>
        <Box as="dl" bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted" px="6" py="2">
          {CHATBOT_EXTRAS.map((extra) => (
            <Box
              key={extra.name}
              display="flex"
              flexWrap="wrap"
              justifyContent="space-between"
              gap="2"
              py="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
              _last={{ borderBottomWidth: '0' }}
              data-testid="pricing-extra"
            >
              <Text as="dt" color="ink" fontWeight="medium">
                {extra.name}
                {extra.note && (
                  <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                    {extra.note}
                  </Text>
                )}
              </Text>
              <Text as="dd" color="ink" fontWeight="semibold" textAlign="end">
                +{formatForint(extra.amountFt)}
                {extra.from ? '-tól' : ''} {extra.per}
              </Text>
            </Box>
          ))}
        </Box>
      </Stack>
    </PageSection>
  )
}

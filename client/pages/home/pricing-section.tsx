import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { Check, Gift } from 'lucide-react'
import { CHATBOT_EXTRAS, CHATBOT_PACKAGES, FREE_TRIAL_DAYS } from '../../../shared/content/chatbot-pricing'
import { formatForint, formatHungarianNumber } from '../../../shared/hungarian-number'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { usePublicSettings } from '../../lib/public-settings'

/** Home section 8: the four packages with their free trial, and every extra. */
export function PricingSection() {
  const { freeTrialUrl } = usePublicSettings()
  return (
    <PageSection bg="surface" id="arak" aria-labelledby="pricing-heading" data-testid="home-pricing">
      <SectionHeading
        id="pricing-heading"
        eyebrow="Árak"
        title="Csomagok minden patikaméretre"
        lead={`Nettó havidíjak. Minden csomag ${FREE_TRIAL_DAYS} napos ingyenes próbaidővel indul.`}
        align="center"
      />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6" alignItems="stretch">
        {CHATBOT_PACKAGES.map((pack) => (
          <Stack
            as="article"
            key={pack.name}
            gap="5"
            p="6"
            bg="white"
            rounded="2xl"
            borderWidth={pack.highlighted ? '2px' : '1px'}
            borderColor={pack.highlighted ? 'brand.solid' : 'border.muted'}
            position="relative"
            data-testid="pricing-package"
          >
            {pack.highlighted && (
              <Badge position="absolute" top="-3" left="6" colorPalette="brand" variant="solid">
                Legnépszerűbb
              </Badge>
            )}
            <Heading as="h3" size="lg" color="ink">
              {pack.name}
            </Heading>
            <Box>
              <Text as="span" fontSize="3xl" fontWeight="bold" color="ink" letterSpacing="-0.01em">
                {formatForint(pack.monthlyPriceFt)}
              </Text>
              <Text as="span" color="fg.muted">
                {' '}
                / hó
              </Text>
            </Box>
            <List.Root recipe={listSlotRecipe} gap="2" variant="plain" flex="1">
              {pack.conversations !== undefined && (
                <List.Item alignItems="start">
                  <List.Indicator asChild color="brand.fg" mt="1">
                    <Check size={16} aria-hidden="true" />
                  </List.Indicator>
                  {formatHungarianNumber(pack.conversations)} beszélgetés havonta
                </List.Item>
              )}
              {pack.features.map((feature) => (
                <List.Item key={feature} alignItems="start">
                  <List.Indicator asChild color="brand.fg" mt="1">
                    <Check size={16} aria-hidden="true" />
                  </List.Indicator>
                  {feature}
                </List.Item>
              ))}
            </List.Root>
            <Stack gap="2">
              <Text fontSize="sm" color="brand.fg" fontWeight="medium" display="flex" gap="2" alignItems="center">
                <Gift size={16} aria-hidden="true" /> {FREE_TRIAL_DAYS} napos ingyenes próbaidő
              </Text>
              <Button asChild colorPalette="brand" variant={pack.highlighted ? 'solid' : 'outline'}>
                <a href={freeTrialUrl} target="_blank" rel="noopener">
                  Ingyenes próba indítása
                  <Box as="span" srOnly>
                    : {pack.name}
                  </Box>
                </a>
              </Button>
            </Stack>
          </Stack>
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

import { Box, Heading, SimpleGrid, Slider, Stack, Text } from '@chakra-ui/react'
import { sliderSlotRecipe } from '@chakra-ui/react/theme/recipes/slider'
import { useState } from 'react'
import { formatForint, formatHungarianNumber } from '../../../shared/hungarian-number'
import { calculateRoi, ROI_SLIDERS, type RoiInput } from '../../../shared/roi'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'

interface SliderField {
  key: keyof RoiInput
  label: string
  /** What the value reads as, on screen and for screen readers. */
  valueText: (value: number) => string
}

const FIELDS: readonly SliderField[] = [
  { key: 'dailyVisitors', label: 'Napi látogatók a weboldalon', valueText: (value) => `${value} látogató` },
  { key: 'conversionPercent', label: 'Jelenlegi konverziós arány', valueText: (value) => `${value}%` },
  { key: 'orderValueFt', label: 'Átlagos rendelési érték', valueText: formatForint },
]

function RoiSlider({
  field,
  value,
  onChange,
}: {
  field: SliderField
  value: number
  onChange: (value: number) => void
}) {
  const { min, max, step } = ROI_SLIDERS[field.key]
  return (
    <Slider.Root
      recipe={sliderSlotRecipe}
      colorPalette="brand"
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={(details) => onChange(details.value[0] ?? value)}
      getAriaValueText={(details) => field.valueText(details.value)}
      data-testid={`roi-${field.key}`}
    >
      <Stack direction="row" justify="space-between" align="baseline" mb="2">
        <Slider.Label fontWeight="medium" color="ink">
          {field.label}
        </Slider.Label>
        <Text fontWeight="semibold" color="brand.fg" data-testid={`roi-${field.key}-value`}>
          {field.valueText(value)}
        </Text>
      </Stack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        {/* The recipe's ring is the focus colour at half strength, under 3:1 on white; this one is 5.2:1. */}
        <Slider.Thumbs _focusVisible={{ ringColor: 'colorPalette.focusRing' }} />
      </Slider.Control>
      <Stack direction="row" justify="space-between" mt="1" fontSize="xs" color="fg.muted" aria-hidden="true">
        <span>{field.valueText(min)}</span>
        <span>{field.valueText(max)}</span>
      </Stack>
    </Slider.Root>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" opacity="0.9">
        {label}
      </Text>
      <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="-0.01em" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  )
}

/** Home section 4: what the assistant's 35 % relative rise in conversion is worth to this pharmacy. */
export function RoiCalculatorSection() {
  const [input, setInput] = useState<RoiInput>({
    dailyVisitors: ROI_SLIDERS.dailyVisitors.initial,
    conversionPercent: ROI_SLIDERS.conversionPercent.initial,
    orderValueFt: ROI_SLIDERS.orderValueFt.initial,
  })
  const result = calculateRoi(input)
  return (
    <PageSection aria-labelledby="roi-heading" data-testid="home-roi">
      <SectionHeading
        id="roi-heading"
        eyebrow="Megtérülés"
        title="Számolja ki, mennyit hozhat a patikájának"
        lead="Az AI asszisztens a webes konverziót átlagosan 35%-kal emeli. Állítsa be a saját számait."
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="stretch">
        <Stack gap="8" p={{ base: '5', md: '8' }} bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted">
          {FIELDS.map((field) => (
            <RoiSlider
              key={field.key}
              field={field}
              value={input[field.key]}
              onChange={(value) => setInput((current) => ({ ...current, [field.key]: value }))}
            />
          ))}
        </Stack>
        <Stack
          gap="6"
          p={{ base: '5', md: '8' }}
          bg="brand.800"
          color="white"
          rounded="2xl"
          aria-live="polite"
          data-testid="roi-results"
        >
          <Heading as="h3" size="md">
            Várható többletbevétel
          </Heading>
          <Figure label="Havonta" value={formatForint(result.extraMonthlyRevenueFt)} testId="roi-monthly" />
          <Figure label="Évente" value={formatForint(result.extraYearlyRevenueFt)} testId="roi-yearly" />
          <Figure
            label="Új vásárló havonta"
            value={`${formatHungarianNumber(result.newCustomersPerMonth)} fő`}
            testId="roi-new-customers"
          />
          <Box borderTopWidth="1px" borderColor="whiteAlpha.400" pt="4">
            <Text fontSize="sm" opacity="0.9">
              Számítás: napi látogatók × (új − jelenlegi konverzió) × rendelési érték × 22 munkanap. Az új konverzió a
              jelenlegi 135%-a; az új vásárlók a többletrendelések 60%-a.
            </Text>
          </Box>
        </Stack>
      </SimpleGrid>
    </PageSection>
  )
}

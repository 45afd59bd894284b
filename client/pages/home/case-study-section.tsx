import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import type * as ChartsModule from './case-study-charts'
import { AGE_BAR_COLOUR, TOPIC_COLOURS } from './case-study-palette'
import { CASE_STUDY, type Share } from '../../../shared/content/case-study'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'

type Charts = typeof ChartsModule

const AGE_COLOURS = CASE_STUDY.age.map(() => AGE_BAR_COLOUR)

/** Loads chart.js when the section is within a screen's height of the viewport; until then the charts' space stays reserved. */
function useChartsNearViewport(section: React.RefObject<HTMLDivElement | null>): Charts | null {
  const [charts, setCharts] = useState<Charts | null>(null)
  useEffect(() => {
    const element = section.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        import('./case-study-charts').then(setCharts, (error: unknown) => {
          console.warn('The case study charts could not load; their tables stay', error)
        })
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [section])
  return charts
}

/**
 * One of the two charts: its frame keeps the chart's size before chart.js arrives, so nothing moves when it draws.
 * The figures stand beside it as a list (the figure's caption), for every reader and before any script runs; the
 * canvas itself is hidden from screen readers.
 */
function ChartCard({
  title,
  shares,
  colours,
  swatches = false,
  Chart,
  testId,
}: {
  title: string
  shares: readonly Share[]
  /** One per share, as the chart draws it. */
  colours: readonly string[]
  /** Whether the list shows each share's colour (the chart tells its shares apart by colour). */
  swatches?: boolean
  Chart: ComponentType<ChartsModule.ShareChartProps> | undefined
  testId: string
}) {
  const titleId = `${testId}-title`
  return (
    <Stack
      as="figure"
      aria-labelledby={titleId}
      gap="5"
      p="6"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      m="0"
    >
      <Heading as="h3" id={titleId} size="md" color="ink">
        {title}
      </Heading>
      <Box height="60" position="relative" aria-hidden="true" data-testid={testId}>
        {Chart && <Chart shares={shares} colours={colours} />}
      </Box>
      <Box as="figcaption">
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2 }}
          columnGap="6"
          rowGap="2"
          data-testid={`${testId}-figures`}
        >
          {shares.map((share, index) => (
            <Stack as="li" key={share.label} direction="row" align="baseline" gap="2" fontSize="sm" color="ink">
              {swatches && <Box flexShrink="0" boxSize="2.5" rounded="sm" bg={colours[index]} aria-hidden="true" />}
              <Text flex="1">{share.label}</Text>
              <Text fontWeight="semibold">{share.percent}%</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  )
}

function ShareBars({ title, shares }: { title: string; shares: readonly Share[] }) {
  return (
    <Stack gap="4" p="6" bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted">
      <Heading as="h3" size="md" color="ink">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {shares.map((share) => (
          <Box as="li" key={share.label}>
            <Stack direction="row" justify="space-between" gap="3" fontSize="sm" mb="1">
              <Text color="ink">{share.label}</Text>
              <Text fontWeight="semibold" color="ink">
                {share.percent}%
              </Text>
            </Stack>
            <Box h="2" bg="brand.100" rounded="full" overflow="hidden" aria-hidden="true">
              <Box h="full" bg="brand.solid" rounded="full" width={`${share.percent}%`} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}

/** Home section 7: what a pharmacy's assistant saw, in the spec's figures. */
export function CaseStudySection() {
  const chartGrid = useRef<HTMLDivElement>(null)
  const charts = useChartsNearViewport(chartGrid)
  return (
    <PageSection bg="surface" aria-labelledby="case-study-heading" data-testid="home-case-study">
      <SectionHeading
        id="case-study-heading"
        eyebrow="Esettanulmány"
        title="Kik kérdeznek, és miről?"
        lead="Egy partnerpatika asszisztensének beszélgetései alapján."
      />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="4" mb="8">
        {CASE_STUDY.highlights.map((highlight) => (
          <Stack
            as="li"
            key={highlight.label}
            gap="1"
            p="5"
            bg="white"
            rounded="xl"
            borderWidth="1px"
            borderColor="border.muted"
            data-testid="case-study-highlight"
          >
            <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg">
              {highlight.figure}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {highlight.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <SimpleGrid ref={chartGrid} columns={{ base: 1, lg: 2 }} gap="6">
        <ChartCard
          title="Életkor szerinti megoszlás"
          shares={CASE_STUDY.age}
          colours={AGE_COLOURS}
          Chart={charts?.AgeBarChart}
          testId="age-chart"
        />
        <ChartCard
          title="A kérdések témái"
          shares={CASE_STUDY.topics}
          Chart={charts?.TopicsDoughnutChart}
          testId="topics-chart"
          colours={TOPIC_COLOURS}
          swatches
        />
        <ShareBars title="Miért írnak a betegek?" shares={CASE_STUDY.motivation} />
        <ShareBars title="Nemek aránya" shares={CASE_STUDY.gender} />
      </SimpleGrid>
    </PageSection>
  )
}

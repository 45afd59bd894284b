import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import type * as ChartsModule from './case-study-charts'
import { CASE_STUDY, type Share } from '../../../shared/content/case-study'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'

type Charts = typeof ChartsModule

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

/** A chart's numbers as a table for screen readers (the canvas itself is hidden from them). */
function ShareTable({ caption, shares }: { caption: string; shares: readonly Share[] }) {
  return (
    // Hidden through a wrapper: a table keeps its content width whatever size it is given.
    <Box srOnly>
      <Table.Root recipe={tableSlotRecipe}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Csoport</Table.ColumnHeader>
            <Table.ColumnHeader>Arány</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shares.map((share) => (
            <Table.Row key={share.label}>
              <Table.Cell>{share.label}</Table.Cell>
              <Table.Cell>{share.percent}%</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

function ChartCard({
  title,
  shares,
  Chart,
  testId,
}: {
  title: string
  shares: readonly Share[]
  Chart: ComponentType<{ shares: readonly Share[] }> | undefined
  testId: string
}) {
  return (
    <Stack as="figure" gap="4" p="6" bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted" m="0">
      <Heading as="h3" size="md" color="ink">
        {title}
      </Heading>
      <Box height="72" position="relative" data-testid={testId}>
        {Chart && <Chart shares={shares} />}
      </Box>
      <ShareTable caption={title} shares={shares} />
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
          Chart={charts?.AgeBarChart}
          testId="age-chart"
        />
        <ChartCard
          title="A kérdések témái"
          shares={CASE_STUDY.topics}
          Chart={charts?.TopicsDoughnutChart}
          testId="topics-chart"
        />
        <ShareBars title="Miért írnak a betegek?" shares={CASE_STUDY.motivation} />
        <ShareBars title="Nemek aránya" shares={CASE_STUDY.gender} />
      </SimpleGrid>
    </PageSection>
  )
}

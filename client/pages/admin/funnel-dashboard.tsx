import { Box, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import type { FunnelStep } from '../../../shared/funnel/progress'
import type { FunnelPeriod } from '../../../shared/schemas/admin-registrations'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL, AdminSelect } from './admin-ui'
import { AttendanceCurvePanel } from './attendance-curve-panel'
import { CampaignFunnelTable } from './campaign-funnel-table'
import { PollResultsSection } from './poll-results-table'
import type * as FunnelChartModule from './funnel-chart'

/** The dashboard's rows: registrations, then the steps that matter for the funnel (the video's quarters are left out). */
const ROWS: Array<{ step: FunnelStep | 'registered'; label: string }> = [
  { step: 'registered', label: 'Registered' },
  { step: 'waiting_viewed', label: 'Reached the waiting page' },
  { step: 'video_started', label: 'Started the video' },
  { step: 'video_completed', label: 'Watched to the end' },
  { step: 'offer_viewed', label: 'Saw the offer' },
  { step: 'offer_clicked', label: 'Clicked the offer button' },
]

const PERIODS = { '7': { lastDays: 7 }, '30': { lastDays: 30 }, '90': { lastDays: 90 } } as const satisfies Record<
  string,
  FunnelPeriod
>

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–')

/** Loads the chart's chunk (and chart.js with it) once the dashboard shows; until then its frame stays reserved. */
function useFunnelChart(): typeof FunnelChartModule | null {
  const [chart, setChart] = useState<typeof FunnelChartModule | null>(null)
  useEffect(() => {
    import('./funnel-chart').then(setChart, (error: unknown) => {
      console.warn('The funnel chart could not load; its figures stay', error)
    })
  }, [])
  return chart
}

/** How far the period's webinar registrants got: a bar chart, with the counts and step-to-step rates beside it. */
export function FunnelDashboardPanel() {
  const [period, setPeriod] = useState<keyof typeof PERIODS>('30')
  // The last period's figures stay while the next one loads, so the chart's frame never collapses in between.
  const dashboard = trpc.admin.funnelDashboard.useQuery(PERIODS[period], {
    placeholderData: (previous) => previous,
  })
  const chart = useFunnelChart()
  const counts = dashboard.data
    ? ROWS.map(({ step, label }) => ({
        step,
        label,
        count:
          step === 'registered'
            ? dashboard.data.registrations
            : (dashboard.data.steps.find((entry) => entry.step === step)?.count ?? 0),
      }))
    : []

  return (
    <Stack as="section" aria-labelledby="funnel-dashboard" gap="4" {...ADMIN_PANEL}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="funnel-dashboard" size="md" color="ink">
          Webinar funnel
        </Heading>
        <AdminSelect
          aria-label="Period"
          value={period}
          onChange={(event) => setPeriod(event.target.value as keyof typeof PERIODS)}
        >
          <option value="7">Last 7 days</option>
          <option value="30">Last 30 days</option>
          <option value="90">Last 90 days</option>
        </AdminSelect>
      </Flex>
      {dashboard.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading the funnel" />}
      {dashboard.data && (
        <SimpleGrid
          as="figure"
          aria-labelledby="funnel-dashboard"
          aria-busy={dashboard.isPlaceholderData}
          columns={{ base: 1, lg: 2 }}
          gap="6"
          alignItems="center"
          m="0"
        >
          {/* The frame keeps the chart's size before chart.js arrives; the canvas is hidden from screen readers. */}
          <Box height="64" position="relative" aria-hidden="true" data-testid="funnel-chart">
            {chart && <chart.FunnelBarChart steps={counts} />}
          </Box>
          <Box as="figcaption">
            <Stack as="ol" gap="3" listStyleType="none" data-testid="funnel-dashboard">
              {counts.map(({ step, label, count }, index) => (
                <HStack as="li" key={step} data-step={step} justify="space-between" fontSize="sm">
                  <Text>{label}</Text>
                  <Text fontVariantNumeric="tabular-nums">
                    <strong>{count}</strong>
                    {index > 0 && (
                      <Text as="span" color="fg.muted">
                        {' '}
                        ({percent(count, counts[index - 1]!.count)} of the step before)
                      </Text>
                    )}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>
      )}
      <CampaignFunnelTable period={PERIODS[period]} />
      <PollResultsSection />
      <AttendanceCurvePanel />
    </Stack>
  )
}

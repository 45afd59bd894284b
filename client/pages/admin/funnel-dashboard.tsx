import { Box, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { FunnelStep } from '../../../shared/funnel/progress'
import type { FunnelPeriod } from '../../../shared/schemas/admin-registrations'
import { trpc } from '../../lib/trpc'
import { AdminSelect } from './admin-ui'

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

/** How far the period's webinar registrants got: counts, the rate from each step to the next, and bars to compare. */
export function FunnelDashboardPanel() {
  const [period, setPeriod] = useState<keyof typeof PERIODS>('30')
  const dashboard = trpc.admin.funnelDashboard.useQuery(PERIODS[period])
  const counts = dashboard.data
    ? ROWS.map(({ step, label }) => ({
        label,
        count:
          step === 'registered'
            ? dashboard.data.registrations
            : (dashboard.data.steps.find((entry) => entry.step === step)?.count ?? 0),
      }))
    : []
  const top = counts[0]?.count ?? 0

  return (
    <Stack
      as="section"
      aria-labelledby="funnel-dashboard"
      gap="4"
      bg="white"
      p={{ base: '4', md: '6' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
    >
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
      {dashboard.isPending && <Spinner color="brand.solid" aria-label="Loading the funnel" />}
      {dashboard.data && (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="funnel-dashboard">
          {counts.map(({ label, count }, index) => (
            <Stack as="li" key={label} gap="1">
              <HStack justify="space-between" fontSize="sm">
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
              <Box h="2" bg="brand.subtle" rounded="full" aria-hidden="true">
                <Box h="full" bg="brand.solid" rounded="full" width={top > 0 ? `${(count / top) * 100}%` : '0'} />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

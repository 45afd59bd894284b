import { Box, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { formatTimelineTime } from '../../../shared/webinar/room'
import { trpc } from '../../lib/trpc'
import { AdminField, AdminInput, AdminSelect } from './admin-ui'
import type * as CurveChartModule from './attendance-curve-chart'
import { dateTimeText } from './registration-labels'

const percent = (share: number) => `${Math.round(share * 100)} %`
const MOMENT_KIND_NAMES = { offer: 'Offer', poll: 'Poll', handout: 'Handout' } as const

/** Loads the chart's chunk (and chart.js with it) once the panel shows. */
function useCurveChart(): typeof CurveChartModule | null {
  const [chart, setChart] = useState<typeof CurveChartModule | null>(null)
  useEffect(() => {
    import('./attendance-curve-chart').then(setChart, (error: unknown) => {
      console.warn('The drop-off chart could not load; its table stays', error)
    })
  }, [])
  return chart
}

/**
 * The drop-off curve (issue 40 §4): per session or for all of them, the share of viewers still watching at each
 * minute, live and replay apart, with the moments marked; a chart, and the same figures as a table. Also the
 * completion threshold the segments use.
 */
export function AttendanceCurvePanel() {
  const [session, setSession] = useState('')
  const sessions = trpc.admin.attendance.sessions.useQuery()
  const curve = trpc.admin.attendance.dropOffCurve.useQuery(session ? { session } : {}, {
    placeholderData: (previous) => previous,
  })
  const funnel = trpc.admin.attendance.sessionFunnel.useQuery(session ? { session } : {})
  const chart = useCurveChart()
  const momentsAt = (minute: number) =>
    (curve.data?.moments ?? []).filter((moment) => Math.floor(moment.at / 60) === minute)

  return (
    <Stack as="section" aria-labelledby="drop-off-curve" gap="4">
      <HStack justify="space-between" align="end" gap="3" wrap="wrap">
        <Heading as="h3" id="drop-off-curve" size="sm" color="ink">
          Where viewers leave
        </Heading>
        <AdminField label="Session">
          <AdminSelect value={session} onChange={(event) => setSession(event.target.value)}>
            <option value="">All sessions</option>
            {(sessions.data ?? []).map((start) => (
              <option key={start} value={start}>
                {dateTimeText(start)}
              </option>
            ))}
          </AdminSelect>
        </AdminField>
      </HStack>
      {!curve.data ? (
        <Spinner role="status" color="brand.solid" aria-label="Loading the drop-off curve" />
      ) : (
        <>
          {funnel.data && (
            <Text fontSize="sm" data-testid="session-funnel">
              Registered {funnel.data.registered} → attended {funnel.data.attended} → completed {funnel.data.completed}{' '}
              → saw the offer {funnel.data.sawOffer} → clicked {funnel.data.clicked}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {curve.data.live.viewers} live viewers, {curve.data.replay.viewers} replay viewers.
          </Text>
          <Box height="64">{chart && <chart.AttendanceCurveChart curve={curve.data} />}</Box>
          <Box overflowX="auto" maxHeight="80" overflowY="auto">
            <Table.Root size="sm" data-testid="drop-off-table">
              <Table.Caption>Share of viewers still watching, per minute of the video</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Minute</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Live</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Replay</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Moments</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {curve.data.live.shares.map((liveShare, minute) => (
                  <Table.Row key={minute}>
                    <Table.Cell>{minute}</Table.Cell>
                    <Table.Cell>{percent(liveShare)}</Table.Cell>
                    <Table.Cell>{percent(curve.data.replay.shares[minute] ?? 0)}</Table.Cell>
                    <Table.Cell>
                      {momentsAt(minute)
                        .map(
                          (moment) =>
                            `${MOMENT_KIND_NAMES[moment.kind]} at ${formatTimelineTime(moment.at)}: ${moment.label}`,
                        )
                        .join('; ')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
      <CompletionThresholdField />
    </Stack>
  )
}

/** "Completion threshold (%)": saved when it leaves the field, if it is a whole number from 1 to 100. */
function CompletionThresholdField() {
  const utils = trpc.useUtils()
  const threshold = trpc.admin.attendance.completionThreshold.useQuery()
  const save = trpc.admin.attendance.saveCompletionThreshold.useMutation({
    onSuccess: () => utils.admin.attendance.invalidate(),
  })
  const [draft, setDraft] = useState<string | null>(null)
  const value = draft ?? (threshold.data === undefined ? '' : String(threshold.data))
  return (
    <AdminField label="Completion threshold (%)" error={save.error?.message}>
      <AdminInput
        type="number"
        min={1}
        max={100}
        width="28"
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft === null) return
          save.mutate({ percent: Number(draft) }, { onSuccess: () => setDraft(null) })
        }}
      />
    </AdminField>
  )
}

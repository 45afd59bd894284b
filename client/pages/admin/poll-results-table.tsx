import { Box, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import type { AdminPollResult, PollCounts } from '../../../shared/schemas/webinar-room'
import { trpc } from '../../lib/trpc'

const ON_DEMAND = 'On demand'

const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)} %)` : '')

function CountCell({ counts, choice }: { counts: PollCounts; choice: number }) {
  const count = counts.counts[choice] ?? 0
  return (
    <Table.Cell textAlign="end">
      {count}
      {share(count, counts.total)}
    </Table.Cell>
  )
}

/** One poll: a row per choice, its answers in total and per session (oldest first), with shares. */
function PollTable({ poll }: { poll: AdminPollResult }) {
  const headingId = `poll-${poll.momentId}`
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-poll={poll.momentId}>
      <Heading as="h4" id={headingId} size="xs" color="ink" wordBreak="break-word">
        {poll.question}
        {!poll.inCurrentConfig && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (no longer in Webinar Content)
          </Text>
        )}
      </Heading>
      <Box overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption srOnly>Answers per choice, in total and per session</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Choice</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              {poll.sessions.map((session) => (
                <Table.ColumnHeader key={session.webinarTime ?? ''} textAlign="end">
                  {session.webinarTime === null ? ON_DEMAND : formatBudapestDateTime(session.webinarTime)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body fontVariantNumeric="tabular-nums">
            {poll.choices.map((choice, index) => (
              <Table.Row key={index}>
                <Table.ColumnHeader scope="row" wordBreak="break-word">
                  {choice}
                </Table.ColumnHeader>
                <CountCell counts={poll} choice={index} />
                {poll.sessions.map((session) => (
                  <CountCell key={session.webinarTime ?? ''} counts={session} choice={index} />
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer fontVariantNumeric="tabular-nums">
            <Table.Row>
              <Table.ColumnHeader scope="row">Answers</Table.ColumnHeader>
              <Table.Cell textAlign="end">{poll.total}</Table.Cell>
              {poll.sessions.map((session) => (
                <Table.Cell key={session.webinarTime ?? ''} textAlign="end">
                  {session.total}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Box>
    </Stack>
  )
}

/** The webinar room's polls: each one's answers per choice, in total and per session. */
export function PollResultsSection() {
  const results = trpc.admin.pollResults.useQuery()
  return (
    <Stack as="section" aria-labelledby="poll-results" gap="3">
      <Heading as="h3" id="poll-results" size="sm" color="ink">
        Poll results
      </Heading>
      {results.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading the poll results" />}
      {results.isError && (
        <Text color="fg.error" role="alert">
          The poll results could not be loaded.
        </Text>
      )}
      {results.data && results.data.length === 0 && (
        <Text color="fg.muted">No polls yet: add one to Webinar Content's moments.</Text>
      )}
      {results.data?.map((poll) => (
        <PollTable key={poll.momentId} poll={poll} />
      ))}
    </Stack>
  )
}

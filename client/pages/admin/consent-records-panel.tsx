import { Badge, Box, Button, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { formatHungarianMonth } from '../../../shared/hungarian-date'
import type { ConsentRecord } from '../../../shared/schemas/consent'
import { ConsentIdSchema } from '../../../shared/schemas/stored-consent'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL, AdminField, AdminInput } from './admin-ui'

const onOff = (on: boolean) => (
  <Badge variant="subtle" colorPalette={on ? 'green' : 'gray'}>
    {on ? 'On' : 'Off'}
  </Badge>
)

/**
 * The record of cookie consents (read-only): how many chose each answer in the last 12 Budapest months, and every
 * choice kept under one consent id, which a visitor can read from their browser to ask what they agreed to.
 */
export function ConsentRecordsPanel() {
  const summary = trpc.admin.consentSummary.useQuery()
  return (
    <Stack as="section" aria-labelledby="consent-records" gap="6" {...ADMIN_PANEL}>
      <Heading as="h2" id="consent-records" size="md" color="ink">
        Cookie consents
      </Heading>
      {summary.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading the cookie consents" />}
      {summary.isError && (
        <Text color="fg.error" role="alert">
          The cookie consents could not be loaded.
        </Text>
      )}
      {summary.data && (
        <Box overflowX="auto">
          <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="consent-summary">
            <Table.Caption srOnly>Cookie consents per month, the last 12 months, newest first</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Month</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Accepted all</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Only necessary</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Customised</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body fontVariantNumeric="tabular-nums">
              {summary.data.map(({ month, all, necessary, custom }) => (
                <Table.Row key={month} data-month={month}>
                  <Table.Cell whiteSpace="nowrap">{formatHungarianMonth(month)}</Table.Cell>
                  <Table.Cell textAlign="end">{all}</Table.Cell>
                  <Table.Cell textAlign="end">{necessary}</Table.Cell>
                  <Table.Cell textAlign="end">{custom}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {all + necessary + custom}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConsentLookup />
    </Stack>
  )
}

/** Lookup by consent id: the id is checked here first, so only a well-formed one is sent. */
function ConsentLookup() {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [consentId, setConsentId] = useState<string | null>(null)
  const lookup = trpc.admin.consentLookup.useQuery({ consentId: consentId ?? '' }, { enabled: consentId !== null })

  return (
    <Stack gap="4">
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ md: 'end' }}
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = ConsentIdSchema.safeParse(text)
          setError(parsed.success ? undefined : 'A consent id looks like 3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b')
          setConsentId(parsed.success ? parsed.data : null)
        }}
      >
        <Box flex="1">
          <AdminField label="Consent id" error={error}>
            <AdminInput
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
            />
          </AdminField>
        </Box>
        <Button type="submit" variant="outline" loading={lookup.isFetching}>
          <Search aria-hidden="true" /> Look up
        </Button>
      </Stack>
      <Box aria-live="polite">
        {lookup.isError && (
          <Text color="fg.error" role="alert">
            The lookup failed; try again.
          </Text>
        )}
        {lookup.data && lookup.data.length === 0 && (
          <Text color="fg.muted" data-testid="consent-lookup-empty">
            No consent record with this id
          </Text>
        )}
        {lookup.data && lookup.data.length > 0 && <ConsentRecordsTable records={lookup.data} />}
      </Box>
    </Stack>
  )
}

function ConsentRecordsTable({ records }: { records: ConsentRecord[] }) {
  return (
    <Box overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="consent-lookup">
        <Table.Caption srOnly>Choices kept under {records[0]!.consentId}, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Recorded</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Analytics</Table.ColumnHeader>
            <Table.ColumnHeader>Marketing</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record, index) => (
            <Table.Row key={`${record.recordedAt}-${index}`} data-testid="consent-lookup-row">
              <Table.Cell whiteSpace="nowrap">{formatBudapestDateTime(record.recordedAt)}</Table.Cell>
              <Table.Cell>{record.version}</Table.Cell>
              <Table.Cell>{onOff(record.analytics)}</Table.Cell>
              <Table.Cell>{onOff(record.marketing)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}

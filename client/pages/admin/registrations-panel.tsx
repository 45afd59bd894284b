import { Badge, Box, Button, Flex, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table'
import { Download, Search, Trash2, X } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { POSITION_LABELS } from '../../../shared/positions'
import {
  ADMIN_SOURCE_FILTERS,
  REGISTRATION_EXPORT_PATH,
  REGISTRATION_PAGE_SIZES,
  RegistrationAdminMessages,
  type AdminSourceFilter,
  type RegistrationFilter,
} from '../../../shared/schemas/admin-registrations'
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../../shared/schemas/registration'
import { toaster } from '../../components/ui/toaster'
import { useStoredValue } from '../../hooks/use-stored-value'
import { apiErrorCode } from '../../lib/trpc-error'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL, AdminField, AdminInput, AdminSelect, AdminTextarea } from './admin-ui'
import { ConsentRecordsPanel } from './consent-records-panel'
import { FunnelDashboardPanel } from './funnel-dashboard'
import { applyQueue, type OpReport, type ShownRegistration } from './registration-op-queue'
import { reportText, useRegistrationOps, type SubmitOutcome } from './use-registration-ops'

const STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  completed: 'Completed',
  flagged: 'Flagged',
}

/** A refused change says why: the spec's text for a missing admin role, else the operation's own failure. */
function failureMessage(error: unknown, action: 'view' | 'change' | 'delete', fallback: string): string {
  return apiErrorCode(error) === 'FORBIDDEN' ? RegistrationAdminMessages.noPermission(action) : fallback
}

function exportHref(filter: RegistrationFilter): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value))
  return `${REGISTRATION_EXPORT_PATH}?${params.toString()}`
}

export function RegistrationsPanel() {
  const [searchText, setSearchText] = useState('')
  const [filter, setFilter] = useState<RegistrationFilter>({ order: 'newest' })
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(REGISTRATION_PAGE_SIZES[0])
  const list = trpc.admin.registrations.list.useQuery({ ...filter, page, pageSize })
  const change = (next: Partial<RegistrationFilter>) => {
    setFilter({ ...filter, ...next })
    setPage(1)
  }
  // The last page seen is kept in this browser; when the server cannot be reached (not when it refuses), it is shown
  // with the spec's warning, and changes made meanwhile wait in a queue that is replayed when the server answers.
  const [copy, storeCopy] = useStoredValue('registrationsCopy')
  useEffect(() => {
    if (list.data) storeCopy({ savedAt: new Date().toISOString(), items: list.data.items })
  }, [list.data, storeCopy])
  const { refetch } = list
  const refresh = useCallback(() => void refetch(), [refetch])
  const ops = useRegistrationOps({ refresh })
  const { replay } = ops
  const queued = ops.queue.length
  useEffect(() => {
    if (list.dataUpdatedAt > 0 && list.isSuccess) void replay()
  }, [list.dataUpdatedAt, list.isSuccess, queued, replay])
  const unreachable = list.isError && apiErrorCode(list.error) === null
  const base = list.data?.items ?? (unreachable ? copy?.items : undefined)
  const shown = base && applyQueue(base, ops.queue)
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / pageSize))

  // The list already knows how many match: an empty export is refused here, before any download starts.
  const exportFile = () => {
    if (total === 0) toaster.error({ title: RegistrationAdminMessages.nothingToExport })
    else window.location.assign(exportHref(filter))
  }

  return (
    <Stack gap="8">
      <FunnelDashboardPanel />
      <ConsentRecordsPanel />
      <Stack gap="4" {...ADMIN_PANEL}>
        <Stack
          as="form"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          align={{ md: 'end' }}
          onSubmit={(event) => {
            event.preventDefault()
            change({ search: searchText.trim() || undefined })
          }}
        >
          <Box flex="2">
            <AdminField label="Search by name or e-mail">
              <AdminInput value={searchText} onChange={(event) => setSearchText(event.target.value)} maxLength={120} />
            </AdminField>
          </Box>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" /> Search
          </Button>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          <AdminField label="Source">
            <AdminSelect
              value={filter.source ?? ''}
              onChange={(event) =>
                change({ source: (event.target.value || undefined) as AdminSourceFilter | undefined })
              }
            >
              <option value="">All</option>
              {Object.keys(ADMIN_SOURCE_FILTERS).map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </AdminSelect>
          </AdminField>
          <AdminField label="Status">
            <AdminSelect
              value={filter.status ?? ''}
              onChange={(event) =>
                change({ status: (event.target.value || undefined) as RegistrationStatus | undefined })
              }
            >
              <option value="">All</option>
              {REGISTRATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </AdminSelect>
          </AdminField>
          <AdminField label="From">
            <AdminInput
              type="date"
              value={filter.from ?? ''}
              onChange={(event) => change({ from: event.target.value || undefined })}
            />
          </AdminField>
          <AdminField label="To">
            <AdminInput
              type="date"
              value={filter.to ?? ''}
              onChange={(event) => change({ to: event.target.value || undefined })}
            />
          </AdminField>
          <AdminField label="Order">
            <AdminSelect
              value={filter.order ?? 'newest'}
              onChange={(event) => change({ order: event.target.value as 'newest' | 'oldest' })}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </AdminSelect>
          </AdminField>
        </SimpleGrid>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm" data-testid="registrations-total">
            {total} registrations
          </Text>
          <Button variant="outline" size="sm" onClick={exportFile}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
        </Flex>
        {list.isPending && <Spinner color="brand.solid" aria-label="Loading registrations" />}
        {list.isError && !unreachable && (
          <Text color="fg.error" role="alert">
            {failureMessage(list.error, 'view', RegistrationAdminMessages.loadFailed)}
          </Text>
        )}
        {unreachable && (
          <Text color="orange.800" bg="orange.50" p="3" rounded="md" role="alert" data-testid="registrations-offline">
            {RegistrationAdminMessages.serverUnavailable}
            {copy && ` (${formatBudapestDateTime(copy.savedAt)})`}
          </Text>
        )}
        {queued > 0 && (
          <Text color="orange.800" bg="orange.50" p="3" rounded="md" role="status" data-testid="registrations-queue">
            {RegistrationAdminMessages.queuedCount(queued)}
          </Text>
        )}
        {ops.reports.length > 0 && (
          <Stack gap="2" role="alert" data-testid="registration-reports">
            {ops.reports.map((report) => (
              <HStack
                key={report.opId}
                align="start"
                justify="space-between"
                color="red.800"
                bg="red.50"
                p="3"
                rounded="md"
                data-testid="registration-report"
              >
                <Stack gap="1" fontSize="sm">
                  <Text fontWeight="medium">{reportText(report)}</Text>
                  {report.kept && <Text>{keptText(report.kept)}</Text>}
                </Stack>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Dismiss the report on ${report.fullName}`}
                  onClick={() => ops.dismissReport(report.opId)}
                >
                  <X aria-hidden="true" />
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        {shown && (
          <Box overflowX="auto">
            <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="registrations-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Registered</Table.ColumnHeader>
                  <Table.ColumnHeader>Source</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Details and notes</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Box srOnly>Actions</Box>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((row) => (
                  <RegistrationRow
                    key={row.registration.id}
                    row={row}
                    busy={ops.pending.has(row.registration.id)}
                    submit={ops.submit}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack>
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text fontSize="sm">
              Page {page} of {pages}
            </Text>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </HStack>
          <HStack>
            <Text fontSize="sm" aria-hidden="true">
              Per page
            </Text>
            <AdminSelect
              aria-label="Registrations per page"
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value))
                setPage(1)
              }}
            >
              {REGISTRATION_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </AdminSelect>
          </HStack>
        </HStack>
      </Stack>
    </Stack>
  )
}

/** What the server kept when a change could not be applied: the row as it is there now. */
function keptText(kept: NonNullable<OpReport['kept']>): string {
  const status = STATUS_LABELS[kept.status as RegistrationStatus] ?? kept.status
  return `On the server: status ${status}, note ${kept.notes ? `“${kept.notes}”` : '—'}`
}

function RegistrationRow({
  row: { registration, queued },
  busy,
  submit,
}: {
  row: ShownRegistration
  /** A change of this row is on its way to the server. */
  busy: boolean
  submit: ReturnType<typeof useRegistrationOps>['submit']
}) {
  const [editing, setEditing] = useState(false)
  const [notes, setNotesText] = useState(registration.notes ?? '')
  // A row whose deletion is queued takes no more changes.
  const readOnly = queued.includes('delete')
  const { metadata } = registration
  const details = [
    metadata.pharmacyName && `Pharmacy: ${metadata.pharmacyName}`,
    metadata.position && `Position: ${POSITION_LABELS[metadata.position]}`,
    metadata.company && `Company: ${metadata.company}`,
    metadata.message && `Message: ${metadata.message}`,
    metadata.webinarTime && `Webinar: ${formatBudapestDateTime(metadata.webinarTime)}`,
  ].filter(Boolean)
  const markers = [...new Set(queued)]
  const saved = (outcome: SubmitOutcome) => outcome !== 'failed'

  return (
    <Table.Row data-testid="registration-row">
      <Table.Cell fontWeight="medium">
        {registration.fullName}
        {markers.map((kind) => (
          <Badge
            key={kind}
            display="block"
            width="fit-content"
            mt="1"
            colorPalette="orange"
            data-testid="queued-marker"
          >
            {RegistrationAdminMessages.queuedMarker(kind)}
          </Badge>
        ))}
      </Table.Cell>
      <Table.Cell>{registration.email}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatBudapestDateTime(registration.registrationDate)}</Table.Cell>
      <Table.Cell>
        <Badge variant="subtle">{registration.source}</Badge>
      </Table.Cell>
      <Table.Cell>
        <AdminSelect
          aria-label={`Status of ${registration.fullName}`}
          value={registration.status}
          disabled={readOnly || busy}
          onChange={(event) =>
            void submit(registration, { kind: 'status', status: event.target.value as RegistrationStatus })
          }
        >
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </AdminSelect>
      </Table.Cell>
      <Table.Cell minW="16rem">
        <Stack gap="2" fontSize="sm">
          {details.map((line) => (
            <Text key={line as string} color="fg.muted">
              {line}
            </Text>
          ))}
          {editing ? (
            <Stack gap="2">
              <AdminField label={`Notes on ${registration.fullName}`}>
                <AdminTextarea value={notes} onChange={(event) => setNotesText(event.target.value)} maxLength={5000} />
              </AdminField>
              <HStack>
                <Button
                  size="xs"
                  colorPalette="brand"
                  loading={busy}
                  onClick={async () => {
                    if (saved(await submit(registration, { kind: 'notes', notes }))) setEditing(false)
                  }}
                >
                  Save note
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    setNotesText(registration.notes ?? '')
                    setEditing(false)
                  }}
                >
                  Cancel
                </Button>
              </HStack>
            </Stack>
          ) : (
            <HStack align="start" justify="space-between">
              <Text whiteSpace="pre-line" data-testid="registration-notes">
                {registration.notes ?? '—'}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                disabled={readOnly || busy}
                onClick={() => {
                  setNotesText(registration.notes ?? '')
                  setEditing(true)
                }}
              >
                Edit note
              </Button>
            </HStack>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${registration.fullName}`}
          loading={busy}
          disabled={readOnly}
          onClick={() => {
            if (!window.confirm(RegistrationAdminMessages.deleteConfirm(1))) return
            void submit(registration, { kind: 'delete' })
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </Table.Cell>
    </Table.Row>
  )
}

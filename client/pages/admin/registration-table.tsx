import { Badge, Box, Button, chakra, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react'
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table'
import { ArrowDown, ArrowUp, PanelRightOpen, Trash2 } from 'lucide-react'
import { useState } from 'react'
import {
  NOTES_MAX_LENGTH,
  REGISTRATION_ORDERS,
  RegistrationAdminMessages,
  type RegistrationOrder,
  type RegistrationSortColumn,
} from '../../../shared/schemas/admin-registrations'
import type { FirstTouch } from '../../../shared/schemas/first-touch'
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '../../../shared/schemas/registration'
import { toaster } from '../../components/ui/toaster'
import { AdminField, AdminSelect, AdminTextarea } from './admin-ui'
import type { ShownRegistration } from './registration-op-queue'
import { dateTimeText, STATUS_LABELS } from './registration-labels'
import type { useRegistrationOps } from './use-registration-ops'

/** What a row may do: change through the op queue, open its detail view, delete with the undo. */
export interface RowActions {
  submit: ReturnType<typeof useRegistrationOps>['submit']
  openDetails: (id: number) => void
  remove: (registration: Registration) => void
}

/** Where the registrant first came from, as the list shows it ("from google, campaign spring"), when tagged. */
function firstTouchText(firstTouch: FirstTouch | undefined): string | null {
  const parts = [
    firstTouch?.source && `from ${firstTouch.source}`,
    firstTouch?.campaign && `campaign ${firstTouch.campaign}`,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

// From 768 px a table whose fixed columns (tick, time and source, status, actions) leave the rest to the name and
// the notes, so nothing needs sideways scrolling; below, each row is a card: the cells stack, a label before each.
const TABLE_FROM = 'md'
const cell = {
  display: { base: 'block', [TABLE_FROM]: 'table-cell' },
  borderBottomWidth: { base: '0', [TABLE_FROM]: '1px' },
  px: { base: '0', [TABLE_FROM]: '2' },
  py: { base: '1', [TABLE_FROM]: '2' },
} as const
const wide = { ...cell, gridColumn: '1 / -1' } as const

/** A card's label for a cell (the table's header says it from 768 px). */
const CardLabel = ({ children }: { children: string }) => (
  <Text hideFrom={TABLE_FROM} fontSize="xs" color="fg.muted" aria-hidden="true" mb="1">
    {children}
  </Text>
)

function SortButton({
  column,
  label,
  order,
  onOrder,
}: {
  column: RegistrationSortColumn
  label: string
  order: RegistrationOrder
  onOrder: (order: RegistrationOrder) => void
}) {
  const current = REGISTRATION_ORDERS[order]
  const active = current.column === column
  const orders = Object.entries(REGISTRATION_ORDERS) as [RegistrationOrder, typeof current][]
  const next = orders.find(
    ([, each]) => each.column === column && each.direction === (active && current.direction === 'asc' ? 'desc' : 'asc'),
  )![0]
  return (
    <Button
      size="xs"
      variant="ghost"
      px="1"
      fontWeight="semibold"
      onClick={() => onOrder(next)}
      aria-label={`Sort by ${label.toLowerCase()}${active ? `, now ${current.direction === 'asc' ? 'ascending' : 'descending'}` : ''}`}
    >
      {label}
      {active && (current.direction === 'asc' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />)}
    </Button>
  )
}

const ariaSort = (order: RegistrationOrder, columns: RegistrationSortColumn[]) => {
  const { column, direction } = REGISTRATION_ORDERS[order]
  if (!columns.includes(column)) return undefined
  return direction === 'asc' ? 'ascending' : 'descending'
}

const Tick = chakra('input')

export function RegistrationTable({
  rows,
  order,
  onOrder,
  selected,
  onSelect,
  busyIds,
  actions,
  loading,
}: {
  rows: ShownRegistration[]
  order: RegistrationOrder
  onOrder: (order: RegistrationOrder) => void
  selected: ReadonlySet<number>
  onSelect: (ids: number[], selected: boolean) => void
  busyIds: ReadonlySet<number>
  actions: RowActions
  /** Another page or filter is loading: these rows stay, dimmed, until it arrives. */
  loading: boolean
}) {
  const pageIds = rows.map((row) => row.registration.id)
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id))
  const sortHeader = (column: RegistrationSortColumn, label: string) => (
    <SortButton column={column} label={label} order={order} onOrder={onOrder} />
  )

  return (
    <Table.Root
      recipe={tableSlotRecipe}
      size="sm"
      data-testid="registrations-table"
      display={{ base: 'block', [TABLE_FROM]: 'table' }}
      tableLayout="fixed"
      aria-busy={loading}
      opacity={loading ? 0.6 : 1}
      transition="opacity 0.2s"
    >
      <Table.Header display={{ base: 'none', [TABLE_FROM]: 'table-header-group' }}>
        <Table.Row>
          <Table.ColumnHeader width="2.75rem">
            <Tick
              type="checkbox"
              checked={allTicked}
              onChange={(event) => onSelect(pageIds, event.target.checked)}
              aria-label="Select every registration on this page"
              accentColor="brand.solid"
              boxSize="4"
            />
          </Table.ColumnHeader>
          <Table.ColumnHeader aria-sort={ariaSort(order, ['fullName', 'email'])}>
            <HStack gap="0" wrap="wrap">
              {sortHeader('fullName', 'Name')}
              <Text as="span" color="fg.muted" aria-hidden="true">
                /
              </Text>
              {sortHeader('email', 'E-mail')}
            </HStack>
          </Table.ColumnHeader>
          <Table.ColumnHeader width="9rem" aria-sort={ariaSort(order, ['registrationDate', 'source'])}>
            <HStack gap="0" wrap="wrap">
              {sortHeader('registrationDate', 'Registered')}
              {sortHeader('source', 'Source')}
            </HStack>
          </Table.ColumnHeader>
          <Table.ColumnHeader width="9.5rem" aria-sort={ariaSort(order, ['status'])}>
            {sortHeader('status', 'Status')}
          </Table.ColumnHeader>
          <Table.ColumnHeader>Notes</Table.ColumnHeader>
          <Table.ColumnHeader width="5.5rem">
            <Box srOnly>Actions</Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body display={{ base: 'flex', [TABLE_FROM]: 'table-row-group' }} flexDirection="column" gap="3">
        {rows.map((row) => (
          <RegistrationRow
            key={row.registration.id}
            row={row}
            ticked={selected.has(row.registration.id)}
            onTick={(ticked) => onSelect([row.registration.id], ticked)}
            busy={busyIds.has(row.registration.id)}
            actions={actions}
          />
        ))}
      </Table.Body>
    </Table.Root>
  )
}

function RegistrationRow({
  row: { registration, queued },
  ticked,
  onTick,
  busy,
  actions,
}: {
  row: ShownRegistration
  ticked: boolean
  onTick: (ticked: boolean) => void
  /** A change of this row is on its way to the server. */
  busy: boolean
  actions: RowActions
}) {
  const [editing, setEditing] = useState(false)
  const [notes, setNotesText] = useState(registration.notes ?? '')
  // A row whose deletion is queued takes no more changes.
  const readOnly = queued.includes('delete')
  const { metadata } = registration
  const organisation = metadata.pharmacyName ?? metadata.company
  const firstTouch = firstTouchText(metadata.firstTouch)
  const markers = [...new Set(queued)]

  return (
    <Table.Row
      data-testid="registration-row"
      display={{ base: 'grid', [TABLE_FROM]: 'table-row' }}
      gridTemplateColumns="auto minmax(0, 1fr)"
      columnGap="3"
      p={{ base: '3', [TABLE_FROM]: '0' }}
      borderWidth={{ base: '1px', [TABLE_FROM]: '0' }}
      borderColor="border.muted"
      rounded={{ base: 'lg', [TABLE_FROM]: 'none' }}
      bg={ticked ? 'brand.50' : 'white'}
    >
      <Table.Cell {...cell}>
        <Tick
          type="checkbox"
          checked={ticked}
          onChange={(event) => onTick(event.target.checked)}
          aria-label={`Select ${registration.fullName}`}
          accentColor="brand.solid"
          boxSize="4"
          mt="1"
        />
      </Table.Cell>
      <Table.Cell {...cell} overflowWrap="anywhere">
        <Text fontWeight="medium">{registration.fullName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {registration.email}
        </Text>
        {organisation && (
          <Text fontSize="xs" color="fg.muted">
            {organisation}
          </Text>
        )}
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
      <Table.Cell {...wide} fontSize="sm">
        <HStack gap="2" wrap="wrap" align="center">
          <Text data-testid="registration-date">{dateTimeText(registration.registrationDate)}</Text>
          <Badge variant="subtle">{registration.source}</Badge>
        </HStack>
        {firstTouch && (
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere" data-testid="registration-first-touch">
            {firstTouch}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell {...wide}>
        <CardLabel>Status</CardLabel>
        <AdminSelect
          aria-label={`Status of ${registration.fullName}`}
          value={registration.status}
          disabled={readOnly || busy}
          width="full"
          onChange={async (event) => {
            const status = event.target.value as RegistrationStatus
            const { outcome } = await actions.submit(registration, { kind: 'status', status })
            if (outcome === 'applied')
              toaster.create({
                type: 'success',
                title: RegistrationAdminMessages.statusChanged(1, STATUS_LABELS[status]),
              })
          }}
        >
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </AdminSelect>
      </Table.Cell>
      <Table.Cell {...wide} fontSize="sm">
        <CardLabel>Notes</CardLabel>
        {editing ? (
          <Stack gap="2">
            <AdminField label={`Notes on ${registration.fullName}`}>
              <AdminTextarea
                value={notes}
                onChange={(event) => setNotesText(event.target.value)}
                maxLength={NOTES_MAX_LENGTH}
              />
            </AdminField>
            <HStack wrap="wrap">
              <Button
                size="xs"
                colorPalette="brand"
                loading={busy}
                onClick={async () => {
                  const { outcome } = await actions.submit(registration, { kind: 'notes', notes })
                  if (outcome !== 'failed') setEditing(false)
                  if (outcome === 'applied')
                    toaster.create({ type: 'success', title: RegistrationAdminMessages.noteSaved })
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
          <Stack gap="1" align="start">
            <Text whiteSpace="pre-line" lineClamp="4" overflowWrap="anywhere" data-testid="registration-notes">
              {registration.notes ?? '—'}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              px="1"
              disabled={readOnly || busy}
              onClick={() => {
                setNotesText(registration.notes ?? '')
                setEditing(true)
              }}
            >
              Edit note
            </Button>
          </Stack>
        )}
      </Table.Cell>
      <Table.Cell {...wide}>
        <HStack gap="1" justify={{ base: 'end', [TABLE_FROM]: 'start' }}>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Details and history of ${registration.fullName}`}
            onClick={() => actions.openDetails(registration.id)}
          >
            <PanelRightOpen aria-hidden="true" />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${registration.fullName}`}
            loading={busy}
            disabled={readOnly}
            onClick={() => actions.remove(registration)}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  )
}

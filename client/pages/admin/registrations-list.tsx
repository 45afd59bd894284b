import { Box, Button, Flex, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { Download, Search, Trash2, X } from 'lucide-react'
import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { useLocation, useSearchParams } from 'wouter'
import { ADMIN_QUESTION_PARAM, ADMIN_REGISTRATION_PARAM } from '../../../shared/admin-params'
import {
  ADMIN_SOURCE_FILTERS,
  REGISTRATION_EXPORT_PATH,
  REGISTRATION_ORDERS,
  REGISTRATION_PAGE_SIZES,
  RegistrationAdminMessages,
  SEARCH_MAX_LENGTH,
  type AdminSourceFilter,
  type RegistrationFilter,
  type RegistrationOrder,
  type RegistrationSelection,
} from '../../../shared/schemas/admin-registrations'
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '../../../shared/schemas/registration'
import { RegistrationDetailsMessages } from '../../../shared/schemas/registration-details'
import { FIRST_TOUCH_TAG_MAX_LENGTH } from '../../../shared/first-touch'
import { toaster } from '../../components/ui/toaster'
import { useStoredValue } from '../../hooks/use-stored-value'
import { readStored } from '../../lib/stored-values'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'
import { SegmentFilterField } from './attendance-segment-filter'
import { ADMIN_PANEL, AdminField, AdminInput, AdminSelect } from './admin-ui'
import { RegistrationDrawer } from './registration-drawer'
import { ageText, dateTimeText, ORDER_LABELS, STATUS_LABELS, statusLabel } from './registration-labels'
import { applyQueue, type OpReport } from './registration-op-queue'
import { RegistrationTable } from './registration-table'
import { copyPage, mergeIntoCopy } from './registrations-copy'
import { useBulkChanges } from './use-bulk-changes'
import { reportText, useRegistrationOps } from './use-registration-ops'

/** The registration `?registration=` names (the lead e-mail's link), when it is a possible id. */
function linkedRegistrationId(searchParams: URLSearchParams): number | null {
  const id = Number(searchParams.get(ADMIN_REGISTRATION_PARAM))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A refused load says why: the spec's text for a missing admin role, else its load failure. */
function loadFailure(error: unknown): string {
  return apiErrorCode(error) === 'FORBIDDEN'
    ? RegistrationAdminMessages.noPermission('view')
    : `${RegistrationAdminMessages.loadFailed}: ${RegistrationAdminMessages.loadError}`
}

function exportHref(filter: RegistrationFilter, ids?: Iterable<number>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value))
  if (ids) params.set('ids', [...ids].join(','))
  return `${REGISTRATION_EXPORT_PATH}?${params.toString()}`
}

/** The rows the admin ticked, or every row the filter matches (chosen on the server, never sent as ids). */
interface Ticked {
  ids: ReadonlySet<number>
  allMatching: boolean
}
const NOTHING_TICKED: Ticked = { ids: new Set(), allMatching: false }

/**
 * Whether the server could not be reached, kept from a failed load until the server answers again: a filter changed
 * meanwhile shows the copy filtered at once instead of the previous filter's rows while its own load is tried.
 */
function useUnreachableUntilAnswered(unreachableNow: boolean, freshData: unknown, failed: boolean): boolean {
  const [unreachable, setUnreachable] = useState(false)
  const answered = freshData !== undefined || (failed && !unreachableNow)
  if (unreachableNow !== unreachable && (unreachableNow || answered)) setUnreachable(unreachableNow)
  return unreachable || unreachableNow
}

/** The time, moved on each minute: what the offline copy's age is counted from. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/** What the server kept when a change could not be applied: the row as it is there now. */
function keptText(kept: NonNullable<OpReport['kept']>): string {
  return `On the server: status ${statusLabel(kept.status)}, note ${kept.notes ? `“${kept.notes}”` : '—'}`
}

/**
 * The registrations, searched, filtered, sorted and paged by the server, with bulk changes of the rows ticked or of
 * everything the filter matches, and each row's detail view. While another page loads the rows shown stay, dimmed,
 * with a spinner; while the server cannot be reached, this browser's copy is shown as the filter asks.
 */
export function RegistrationsList() {
  const utils = trpc.useUtils()
  const [searchParams] = useSearchParams()
  const [location, navigate] = useLocation()
  const [searchText, setSearchText] = useState('')
  const [utmSourceText, setUtmSourceText] = useState('')
  const [utmCampaignText, setUtmCampaignText] = useState('')
  const [filter, setFilter] = useState<RegistrationFilter>({ order: 'newest' })
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(REGISTRATION_PAGE_SIZES[0])
  const [ticked, setTicked] = useState<Ticked>(NOTHING_TICKED)
  const linkedId = linkedRegistrationId(searchParams)
  const [openId, setOpenId] = useState<number | null>(linkedId)
  // A link followed on this page (an open question's) opens its registration too.
  const [followedId, setFollowedId] = useState(linkedId)
  if (linkedId !== followedId) {
    setFollowedId(linkedId)
    if (linkedId !== null) setOpenId(linkedId)
  }
  // Closing a registration opened by its link leaves the link, so a reload shows the list.
  const dropLink = () => {
    if (!searchParams.has(ADMIN_REGISTRATION_PARAM)) return
    const rest = new URLSearchParams(searchParams)
    rest.delete(ADMIN_REGISTRATION_PARAM)
    rest.delete(ADMIN_QUESTION_PARAM)
    navigate(`${location}?${rest.toString()}`, { replace: true })
  }
  const closeDetails = () => {
    setOpenId(null)
    dropLink()
  }

  const list = trpc.admin.registrations.list.useQuery(
    { ...filter, page, pageSize },
    { placeholderData: keepPreviousData },
  )
  const change = (next: Partial<RegistrationFilter>) => {
    setFilter({ ...filter, ...next })
    setPage(1)
    setTicked(NOTHING_TICKED)
  }

  // Each page the server sends joins this browser's copy; when the server cannot be reached (not when it refuses),
  // the copy is shown as the filter asks, with the spec's warning, its age and how many of its rows match, and
  // changes made meanwhile wait in a queue that is replayed when the server answers.
  const [copy, storeCopy] = useStoredValue('registrationsCopy')
  const fresh = list.isPlaceholderData ? undefined : list.data
  useEffect(() => {
    if (fresh) storeCopy(mergeIntoCopy(readStored('registrationsCopy'), fresh.items, new Date().toISOString()))
  }, [fresh, storeCopy])
  const refresh = useCallback(() => void utils.admin.registrations.invalidate(), [utils])
  const ops = useRegistrationOps({ refresh })
  const bulk = useBulkChanges({
    changed: () => {
      setTicked(NOTHING_TICKED)
      refresh()
    },
  })
  const { replay } = ops
  const queued = ops.queue.length
  useEffect(() => {
    if (list.dataUpdatedAt > 0 && list.isSuccess) void replay()
  }, [list.dataUpdatedAt, list.isSuccess, queued, replay])

  const unreachable = useUnreachableUntilAnswered(
    list.isError && apiErrorCode(list.error) === null,
    fresh,
    list.isError,
  )
  const offline = unreachable && copy ? copyPage(copy.items, filter, { page, pageSize }) : null
  const base = offline ?? list.data
  const shown = base && applyQueue(base.items, ops.queue)
  const total = base?.total
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize))
  const loading = list.isFetching && !unreachable
  // A page past the end (its last rows deleted) moves to the last page once the server has said how many there are.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages)
  const now = useMinuteClock()

  const tickedCount = ticked.allMatching ? (total ?? 0) : ticked.ids.size
  const selection: RegistrationSelection = ticked.allMatching
    ? { kind: 'filter', filter }
    : { kind: 'ids', ids: [...ticked.ids] }
  const pageIds = shown?.map((row) => row.registration.id) ?? []
  // Unticking a row of "all matching" keeps the rest of this page ticked.
  const tick = (ids: number[], on: boolean) =>
    setTicked(({ ids: current, allMatching }) => {
      const next = new Set(allMatching ? pageIds : current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return { ids: next, allMatching: false }
    })
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => ticked.ids.has(id))

  // The list knows how many match once it has loaded this filter: an empty export is refused here, and while another
  // filter loads the button waits rather than judge by the last one's count.
  const exportFile = () => {
    if (total === 0) toaster.error({ title: RegistrationAdminMessages.nothingToExport })
    else window.location.assign(exportHref(filter))
  }

  const undoDelete = async (trashed: Registration) => {
    const { outcome } = await ops.submit(trashed, { kind: 'restore' })
    if (outcome === 'applied') toaster.create({ type: 'success', title: RegistrationAdminMessages.undone })
  }
  const remove = async (registration: Registration) => {
    if (!window.confirm(RegistrationAdminMessages.deleteConfirm(1))) return
    const { outcome, opId, result } = await ops.submit(registration, { kind: 'delete' })
    if (outcome === 'failed' || outcome === 'not-applied') return
    const undo =
      outcome === 'applied' && result
        ? () => void undoDelete({ ...registration, updatedAt: result.updatedAt })
        : () => {
            if (ops.cancelQueued(opId)) toaster.create({ type: 'success', title: RegistrationAdminMessages.undone })
            else toaster.create({ type: 'info', title: RegistrationAdminMessages.undoTooLate })
          }
    toaster.create({
      type: 'success',
      title: RegistrationAdminMessages.movedToTrash(1),
      duration: 10_000,
      action: { label: RegistrationAdminMessages.undo, onClick: undo },
    })
  }

  const openRow = openId === null ? undefined : shown?.find((row) => row.registration.id === openId)
  // A registration opened by its link (the lead e-mail's) may be on no page of the list, or in the trash.
  const opened = trpc.admin.registrations.details.useQuery({ id: openId ?? 0 }, { enabled: openId !== null })
  const openedError = openRow ? null : opened.error
  const openFailed = useEffectEvent((error: unknown) => {
    toaster.error({
      title:
        apiErrorCode(error) === 'NOT_FOUND'
          ? RegistrationDetailsMessages.notFound
          : RegistrationDetailsMessages.loadFailed,
    })
    dropLink()
  })
  useEffect(() => {
    if (openedError) openFailed(openedError)
  }, [openedError])

  return (
    <Stack gap="4" {...ADMIN_PANEL}>
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ md: 'end' }}
        onSubmit={(event) => {
          event.preventDefault()
          change({
            search: searchText.trim() || undefined,
            utmSource: utmSourceText.trim() || undefined,
            utmCampaign: utmCampaignText.trim() || undefined,
          })
        }}
      >
        <Box flex="2">
          <AdminField label="Search by name or e-mail">
            <AdminInput
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              maxLength={SEARCH_MAX_LENGTH}
            />
          </AdminField>
        </Box>
        <Box flex="1">
          <AdminField label="Campaign source (utm_source)">
            <AdminInput
              value={utmSourceText}
              onChange={(event) => setUtmSourceText(event.target.value)}
              maxLength={FIRST_TOUCH_TAG_MAX_LENGTH}
            />
          </AdminField>
        </Box>
        <Box flex="1">
          <AdminField label="Campaign (utm_campaign)">
            <AdminInput
              value={utmCampaignText}
              onChange={(event) => setUtmCampaignText(event.target.value)}
              maxLength={FIRST_TOUCH_TAG_MAX_LENGTH}
            />
          </AdminField>
        </Box>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> Search
        </Button>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <AdminField label="Source">
          <AdminSelect
            width="full"
            value={filter.source ?? ''}
            onChange={(event) => change({ source: (event.target.value || undefined) as AdminSourceFilter | undefined })}
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
            width="full"
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
        <SegmentFilterField value={filter.segment} onChange={(segment) => change({ segment })} />
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
            width="full"
            value={filter.order ?? 'newest'}
            onChange={(event) => change({ order: event.target.value as RegistrationOrder })}
          >
            {(Object.keys(REGISTRATION_ORDERS) as RegistrationOrder[]).map((order) => (
              <option key={order} value={order}>
                {ORDER_LABELS[order]}
              </option>
            ))}
          </AdminSelect>
        </AdminField>
      </SimpleGrid>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="2" minH="8">
          {total !== undefined && (
            <Text color="fg.muted" fontSize="sm" data-testid="registrations-total">
              {total} registrations
            </Text>
          )}
          {(loading || list.isPending) && (
            <Spinner
              role="status"
              size="sm"
              color="brand.solid"
              aria-label="Loading registrations"
              data-testid="registrations-loading"
            />
          )}
        </HStack>
        <Button
          variant="outline"
          size="sm"
          onClick={exportFile}
          disabled={unreachable}
          loading={list.isPlaceholderData || list.isPending}
        >
          <Download aria-hidden="true" /> Export CSV
        </Button>
      </Flex>
      {list.isError && !unreachable && (
        <Text color="fg.error" role="alert">
          {loadFailure(list.error)}
        </Text>
      )}
      {unreachable && (
        <Stack
          gap="1"
          color="orange.800"
          bg="orange.50"
          p="3"
          rounded="md"
          role="alert"
          data-testid="registrations-offline"
        >
          <Text fontWeight="medium">{RegistrationAdminMessages.serverUnavailable}</Text>
          <Text fontSize="sm" data-testid="registrations-copy">
            {copy && offline
              ? `Local copy from ${dateTimeText(copy.savedAt)} (${ageText(copy.savedAt, now)}): ${offline.total} of the ${copy.items.length} registrations kept in this browser match the filter.`
              : 'No copy of the registrations is kept in this browser.'}
          </Text>
        </Stack>
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
      {tickedCount > 0 && (
        <Flex
          gap="3"
          align="center"
          wrap="wrap"
          p="3"
          rounded="md"
          bg="brand.50"
          role="region"
          aria-label="Selected registrations"
          data-testid="bulk-actions"
        >
          <Text fontSize="sm" fontWeight="medium" data-testid="bulk-count">
            {ticked.allMatching ? `All ${tickedCount} matching the filter` : `${tickedCount} selected`}
          </Text>
          {!ticked.allMatching && pageTicked && total !== undefined && total > pageIds.length && (
            <Button size="xs" variant="outline" onClick={() => setTicked({ ids: new Set(), allMatching: true })}>
              Select all {total} matching the filter
            </Button>
          )}
          <AdminSelect
            aria-label="Set the status of the selected registrations"
            value=""
            disabled={bulk.busy || unreachable}
            onChange={(event) => {
              const status = event.target.value as RegistrationStatus
              if (status) void bulk.setStatus(selection, status)
            }}
          >
            <option value="">Set status…</option>
            {REGISTRATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </AdminSelect>
          <Button
            size="sm"
            variant="outline"
            disabled={unreachable}
            onClick={() =>
              window.location.assign(ticked.allMatching ? exportHref(filter) : exportHref(filter, ticked.ids))
            }
          >
            <Download aria-hidden="true" /> Export selected
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={bulk.busy}
            disabled={unreachable}
            onClick={() => void bulk.remove(selection, tickedCount)}
          >
            <Trash2 aria-hidden="true" /> Delete selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setTicked(NOTHING_TICKED)}>
            Clear selection
          </Button>
        </Flex>
      )}
      {shown && (
        <RegistrationTable
          rows={shown}
          order={filter.order ?? 'newest'}
          onOrder={(order) => change({ order })}
          selected={ticked.allMatching ? new Set(pageIds) : ticked.ids}
          onSelect={tick}
          busyIds={ops.pending}
          loading={loading && list.isPlaceholderData}
          actions={{ submit: ops.submit, openDetails: setOpenId, remove: (row) => void remove(row) }}
        />
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm" data-testid="registrations-page">
            Page {Math.min(page, pages)} of {pages}
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
      <RegistrationDrawer
        registration={openRow?.registration ?? (openId === null ? null : (opened.data?.registration ?? null))}
        readOnly={
          openRow
            ? openRow.queued.includes('delete') || ops.pending.has(openRow.registration.id)
            : Boolean(opened.data?.deletedAt)
        }
        submit={ops.submit}
        onClose={closeDetails}
      />
    </Stack>
  )
}

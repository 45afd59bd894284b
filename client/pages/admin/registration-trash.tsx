import { Badge, Box, Button, chakra, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import {
  REGISTRATION_PAGE_SIZES,
  RegistrationAdminMessages,
  TRASH_RETENTION_DAYS,
} from '../../../shared/schemas/admin-registrations'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'
import { dateTimeText } from './registration-labels'
import { useBulkChanges } from './use-bulk-changes'

const DAY_MS = 86_400_000
const Tick = chakra('input')

/**
 * The registrations deleted in the last TRASH_RETENTION_DAYS days, the latest first: who deleted each and when it
 * goes for good; restored one by one or ticked together.
 */
export function RegistrationTrash() {
  const utils = trpc.useUtils()
  const [page, setPage] = useState(1)
  const pageSize = REGISTRATION_PAGE_SIZES[0]
  const trash = trpc.admin.registrations.trash.useQuery({ page, pageSize }, { placeholderData: keepPreviousData })
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const { restore, busy } = useBulkChanges({
    changed: () => {
      setTicked(new Set())
      void utils.admin.registrations.invalidate()
    },
  })
  const total = trash.data?.total
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize))
  const tick = (id: number, on: boolean) =>
    setTicked((ids) => {
      const next = new Set(ids)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <Stack gap="4" data-testid="registration-trash">
      <Text color="fg.muted" fontSize="sm">
        Deleted registrations stay here for {TRASH_RETENTION_DAYS} days, then they are removed for good.
      </Text>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack>
          {total !== undefined && (
            <Text fontSize="sm" color="fg.muted" data-testid="trash-total">
              {total} in the trash
            </Text>
          )}
          {trash.isFetching && <Spinner role="status" size="sm" color="brand.solid" aria-label="Loading the trash" />}
        </HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={ticked.size === 0}
          loading={busy}
          onClick={() => void restore([...ticked])}
        >
          <RotateCcw aria-hidden="true" /> Restore selected ({ticked.size})
        </Button>
      </Flex>
      {trash.isError && (
        <Text color="fg.error" role="alert">
          {apiErrorCode(trash.error) === 'FORBIDDEN'
            ? RegistrationAdminMessages.noPermission('view')
            : `${RegistrationAdminMessages.loadFailed}: ${RegistrationAdminMessages.loadError}`}
        </Text>
      )}
      {trash.data && (
        <Stack as="ul" gap="2" listStyleType="none" opacity={trash.isPlaceholderData ? 0.6 : 1}>
          {trash.data.items.map((item) => (
            <Flex
              as="li"
              key={item.id}
              gap="3"
              p="3"
              align="start"
              wrap="wrap"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="lg"
              bg="white"
              data-testid="trashed-registration"
            >
              <Tick
                type="checkbox"
                checked={ticked.has(item.id)}
                onChange={(event) => tick(item.id, event.target.checked)}
                aria-label={`Select ${item.fullName}`}
                accentColor="brand.solid"
                boxSize="4"
                mt="1"
              />
              <Box flex="1 1 14rem" minW="0" overflowWrap="anywhere">
                <Text fontWeight="medium">{item.fullName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.email} <Badge variant="subtle">{item.source}</Badge>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Deleted {dateTimeText(item.deletedAt)}
                  {item.deletedByEmail && ` by ${item.deletedByEmail}`}; removed for good{' '}
                  {dateTimeText(new Date(Date.parse(item.deletedAt) + TRASH_RETENTION_DAYS * DAY_MS).toISOString())}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Restore ${item.fullName}`}
                disabled={busy}
                onClick={() => void restore([item.id])}
              >
                <RotateCcw aria-hidden="true" /> Restore
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <HStack>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {Math.min(page, pages)} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  )
}

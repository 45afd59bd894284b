import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { Mail } from 'lucide-react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { AdminEmailMessages } from '../../../shared/schemas/admin-emails'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL } from './admin-ui'

/** How often the admin's view of the outbox refreshes while open. */
const OUTBOX_STATUS_REFRESH_MS = 30_000

/**
 * The outbox's health where e-mails matter (the E-mails and Registrations tabs): how mail leaves the server, what
 * waits, and what failed in the last day after its last attempt. Without SMTP_URL it says that nothing is sent.
 */
export function OutboxStatusLine() {
  const status = trpc.admin.emails.status.useQuery(undefined, { refetchInterval: OUTBOX_STATUS_REFRESH_MS })
  if (!status.data) return null
  const { transport, waiting, failedLastDay, nextDueAt } = status.data
  return (
    <Stack {...ADMIN_PANEL} gap="2" data-testid="outbox-status">
      <HStack gap="3" wrap="wrap">
        <Mail aria-hidden="true" size={18} />
        <Text fontWeight="medium">
          {transport.kind === 'smtp' ? `E-mails are sent through ${transport.host}` : 'No mail server configured'}
        </Text>
        <Badge colorPalette="gray">{waiting} waiting</Badge>
        <Badge colorPalette={failedLastDay > 0 ? 'red' : 'green'}>{failedLastDay} failed in the last day</Badge>
        {nextDueAt && (
          <Text fontSize="sm" color="fg.muted">
            next: {formatBudapestDateTime(nextDueAt)}
          </Text>
        )}
      </HStack>
      {transport.kind === 'files' && (
        <Text fontSize="sm" color="orange.700" role="note">
          {AdminEmailMessages.noMailServer}
        </Text>
      )}
    </Stack>
  )
}

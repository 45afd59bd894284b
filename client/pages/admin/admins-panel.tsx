import { Badge, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { Copy, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import {
  AdminAccountMessages,
  InviteAdminInputSchema,
  type AdminAccount,
  type AdminAccountStatus,
  type PasswordLink,
} from '../../../shared/schemas/admin-accounts'
import { toaster } from '../../components/ui/toaster'
import { refusalText } from '../../lib/trpc-error'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL, AdminField, AdminInput } from './admin-ui'
import { EmailRowForm } from './email-row-form'
import { OwnAccountSections } from './own-account-sections'

const STATUS_BADGES: Record<AdminAccountStatus, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  invited: { label: 'Invited', palette: 'orange' },
  disabled: { label: 'Disabled', palette: 'gray' },
}

/** The server's own text for a refusal it explains (a taken address, the last admin), else the spec's save failure. */
/** The Admins tab: who may use the admin (invite, disable, enable), then the signed-in admin's password and sessions. */
export function AdminsPanel() {
  return (
    <Stack gap="6">
      <AdminsSection />
      <OwnAccountSections />
    </Stack>
  )
}

function AdminsSection() {
  const utils = trpc.useUtils()
  const me = trpc.admin.me.useQuery()
  const admins = trpc.admin.admins.list.useQuery()
  const [link, setLink] = useState<PasswordLink | null>(null)
  const invite = trpc.admin.admins.invite.useMutation({
    onSuccess: (made) => {
      setLink(made)
      toaster.create({ type: 'success', title: AdminAccountMessages.linkMade(made.email) })
      void utils.admin.admins.list.invalidate()
    },
  })

  return (
    <Stack as="section" aria-labelledby="admins-heading" gap="5" {...ADMIN_PANEL}>
      <Heading as="h2" id="admins-heading" size="md" color="ink">
        Admins
      </Heading>
      <InviteForm
        pending={invite.isPending}
        refusal={invite.error ? refusalText(invite.error, AdminAccountMessages.saveFailed) : undefined}
        onInvite={(email) => invite.mutate({ email })}
      />
      {link && <PasswordLinkBox link={link} />}
      {admins.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading the admins" />}
      {admins.isError && (
        <Text color="fg.error" role="alert">
          {AdminAccountMessages.listFailed}
        </Text>
      )}
      {admins.data && (
        <Stack as="ul" gap="0" aria-label="Admins" data-testid="admins-list">
          {admins.data.map((account) => (
            <AdminRow
              key={account.id}
              account={account}
              self={account.id === me.data?.id}
              lastActive={
                account.status === 'active' &&
                admins.data.every((other) => other === account || other.status !== 'active')
              }
              onNewLink={() => invite.mutate({ email: account.email })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function InviteForm({
  pending,
  refusal,
  onInvite,
}: {
  pending: boolean
  refusal: string | undefined
  onInvite: (email: string) => void
}) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = () => {
    const checked = InviteAdminInputSchema.safeParse({ email })
    setError(checked.success ? undefined : AdminAccountMessages.invalidEmail)
    if (checked.success) onInvite(checked.data.email)
  }
  return (
    <EmailRowForm
      label="Invite an admin by e-mail"
      email={email}
      onEmailChange={setEmail}
      onSubmit={submit}
      pending={pending}
      action={
        <>
          <UserPlus aria-hidden="true" /> Create invitation link
        </>
      }
      error={error ?? refusal}
      help={{ id: 'invite-help', text: 'They get a link to set their password, valid for 24 hours.' }}
    />
  )
}

/** The link just made, to copy and send: the site sends no e-mail of its own yet. */
function PasswordLinkBox({ link }: { link: PasswordLink }) {
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => toaster.create({ type: 'success', title: AdminAccountMessages.linkCopied }),
      () => toaster.error({ title: AdminAccountMessages.copyFailed }),
    )
  }
  return (
    <Stack gap="3" bg="brand.subtle" p="4" rounded="md" data-testid="password-link">
      <AdminField label={`Invitation link for ${link.email}`}>
        <AdminInput
          readOnly
          value={link.url}
          fontFamily="mono"
          fontSize="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      </AdminField>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontSize="sm">
          Works once, until {formatBudapestDateTime(link.expiresAt)}.{' '}
          {link.emailed
            ? `E-mailed to ${link.email}; you may also send it yourself.`
            : `Send it to ${link.email} yourself.`}
        </Text>
        <Button size="sm" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
      </HStack>
    </Stack>
  )
}

function AdminRow({
  account,
  self,
  lastActive,
  onNewLink,
}: {
  account: AdminAccount
  self: boolean
  /** The only active admin: the server refuses to disable them, so no confirm promises it. */
  lastActive: boolean
  onNewLink: () => void
}) {
  const utils = trpc.useUtils()
  const settled = {
    onError: (error: { message: string }) =>
      toaster.error({ title: refusalText(error, AdminAccountMessages.saveFailed) }),
    onSettled: () => utils.admin.admins.list.invalidate(),
  }
  const disable = trpc.admin.admins.disable.useMutation({
    ...settled,
    onSuccess: () => {
      toaster.create({ type: 'success', title: AdminAccountMessages.disabled(account.email) })
      // Disabling oneself ended this session too.
      if (self) utils.admin.me.setData(undefined, null)
    },
  })
  const enable = trpc.admin.admins.enable.useMutation({
    ...settled,
    onSuccess: () => toaster.create({ type: 'success', title: AdminAccountMessages.enabled(account.email) }),
  })
  const badge = STATUS_BADGES[account.status]

  return (
    <Flex
      as="li"
      data-testid="admin-row"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      gap="3"
      wrap="wrap"
      justify="space-between"
      align="center"
    >
      <Box minWidth="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {account.email}
          {self && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Added {formatBudapestDateTime(account.createdAt)}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={badge.palette} variant="subtle">
          {badge.label}
        </Badge>
        {account.status === 'invited' && (
          <Button
            size="xs"
            variant="outline"
            onClick={onNewLink}
            aria-label={`New invitation link for ${account.email}`}
          >
            New link
          </Button>
        )}
        {account.status === 'disabled' ? (
          <Button
            size="xs"
            variant="outline"
            loading={enable.isPending}
            onClick={() => enable.mutate({ userId: account.id })}
            aria-label={`Enable ${account.email}`}
          >
            Enable
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={disable.isPending}
            onClick={() => {
              if (lastActive) toaster.error({ title: AdminAccountMessages.lastActiveAdmin })
              else if (window.confirm(AdminAccountMessages.confirmDisable(account.email, self))) {
                disable.mutate({ userId: account.id })
              }
            }}
            aria-label={`Disable ${account.email}`}
          >
            Disable
          </Button>
        )}
      </HStack>
    </Flex>
  )
}

import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { AdminAccountMessages, NewPasswordSchema, type OwnSession } from '../../../shared/schemas/admin-accounts'
import { toaster } from '../../components/ui/toaster'
import { apiErrorCode } from '../../lib/trpc-error'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL, AdminPasswordField } from './admin-ui'

/** The signed-in admin's own password and sessions. */
export function OwnAccountSections() {
  return (
    <>
      <ChangePasswordSection />
      <SessionsSection />
    </>
  )
}

interface PasswordErrors {
  current?: string
  next?: string
  repeated?: string
  form?: string
}

function ChangePasswordSection() {
  const utils = trpc.useUtils()
  const me = trpc.admin.me.useQuery()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeated, setRepeated] = useState('')
  const [errors, setErrors] = useState<PasswordErrors>({})
  const change = trpc.admin.account.changePassword.useMutation({
    onSuccess: ({ endedSessions }) => {
      setCurrent('')
      setNext('')
      setRepeated('')
      toaster.create({
        type: 'success',
        title: AdminAccountMessages.passwordChanged,
        description: AdminAccountMessages.otherSessionsEnded(endedSessions),
      })
      void utils.admin.account.sessions.invalidate()
    },
    onError: (error) => {
      const code = apiErrorCode(error)
      if (code === 'BAD_REQUEST') setErrors({ current: error.message })
      else setErrors({ form: code === 'TOO_MANY_REQUESTS' ? error.message : AdminAccountMessages.saveFailed })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = NewPasswordSchema.safeParse(next)
    const found: PasswordErrors = {
      current: current ? undefined : AdminAccountMessages.currentPasswordRequired,
      next: checked.success ? undefined : checked.error.issues[0]?.message,
      repeated: checked.success && repeated !== next ? AdminAccountMessages.passwordsDiffer : undefined,
    }
    setErrors(found)
    if (!found.current && !found.next && !found.repeated) change.mutate({ currentPassword: current, newPassword: next })
  }

  return (
    <Stack as="section" aria-labelledby="own-password-heading" gap="5" {...ADMIN_PANEL}>
      <Heading as="h2" id="own-password-heading" size="md" color="ink">
        Your password
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW="md">
          {/* Tells password managers whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={me.data?.email ?? ''} readOnly hidden />
          <AdminPasswordField
            label="Current password"
            error={errors.current}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
          />
          <AdminPasswordField
            label="New password"
            error={errors.next}
            autoComplete="new-password"
            value={next}
            onChange={setNext}
          />
          <AdminPasswordField
            label="Repeat the new password"
            error={errors.repeated}
            helper="Your other sessions are signed out; this one stays."
            autoComplete="new-password"
            value={repeated}
            onChange={setRepeated}
          />
          {errors.form && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {errors.form}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={change.isPending}>
            Change password
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}

function SessionsSection() {
  const utils = trpc.useUtils()
  const sessions = trpc.admin.account.sessions.useQuery()
  const refresh = () => utils.admin.account.sessions.invalidate()
  const endOthers = trpc.admin.account.endOtherSessions.useMutation({
    onSuccess: ({ ended }) =>
      toaster.create({ type: 'success', title: AdminAccountMessages.otherSessionsEnded(ended) }),
    onError: () => toaster.error({ title: AdminAccountMessages.saveFailed }),
    onSettled: refresh,
  })
  const others = sessions.data?.filter((session) => !session.current).length ?? 0

  return (
    <Stack as="section" aria-labelledby="own-sessions-heading" gap="5" {...ADMIN_PANEL}>
      <Heading as="h2" id="own-sessions-heading" size="md" color="ink">
        Your sessions
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Each browser you signed in with. No address or device is recorded, only when each session began and was last
        used.
      </Text>
      {sessions.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading your sessions" />}
      {sessions.isError && (
        <Text color="fg.error" role="alert">
          {AdminAccountMessages.sessionsFailed}
        </Text>
      )}
      {sessions.data && (
        <Stack as="ul" gap="0" aria-label="Your sessions" data-testid="sessions-list">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onEnded={refresh} />
          ))}
        </Stack>
      )}
      {others > 0 && (
        <Button variant="outline" alignSelf="start" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
          Sign out all other sessions
        </Button>
      )}
    </Stack>
  )
}

function SessionRow({ session, onEnded }: { session: OwnSession; onEnded: () => Promise<void> }) {
  const end = trpc.admin.account.endSession.useMutation({
    onSuccess: () => toaster.create({ type: 'success', title: AdminAccountMessages.sessionEnded }),
    onError: (error) =>
      toaster.error({ title: apiErrorCode(error) === 'NOT_FOUND' ? error.message : AdminAccountMessages.saveFailed }),
    onSettled: onEnded,
  })
  const started = formatBudapestDateTime(session.createdAt)
  return (
    <Flex
      as="li"
      data-testid="session-row"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      gap="3"
      wrap="wrap"
      justify="space-between"
      align="center"
    >
      <Box>
        <Text fontWeight="medium">Signed in {started}</Text>
        <Text fontSize="sm" color="fg.muted">
          Last used {session.lastSeenAt ? formatBudapestDateTime(session.lastSeenAt) : 'not recorded'}; expires{' '}
          {formatBudapestDateTime(session.expiresAt)}
        </Text>
      </Box>
      {session.current ? (
        <Badge colorPalette="brand" variant="subtle">
          This session
        </Badge>
      ) : (
        <Button
          size="xs"
          variant="outline"
          loading={end.isPending}
          onClick={() => end.mutate({ sessionId: session.id })}
          aria-label={`Sign out the session signed in ${started}`}
        >
          Sign out
        </Button>
      )}
    </Flex>
  )
}

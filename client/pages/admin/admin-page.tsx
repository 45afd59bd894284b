import { Box, Button, Container, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react'
import { useCallback, useEffect, useState } from 'react'
import { Link, Router } from 'wouter'
import { setPasswordToken } from '../../../shared/set-password-link'
import { AdminMessages } from '../../../shared/schemas/admin'
import { RegistrationAdminMessages } from '../../../shared/schemas/admin-registrations'
import { PageHead } from '../../components/page-head'
import { LinkButton } from '../../components/ui/link-button'
import { toaster } from '../../components/ui/toaster'
import { useLocationHash } from '../../hooks/use-location-hash'
import { useStoredValue } from '../../hooks/use-stored-value'
import { withData } from '../../lib/data-provider'
import { removeStored } from '../../lib/storage'
import { trpc } from '../../lib/trpc'
import type { PageModule } from '../../lib/lazy-page'
import { AdminLoginCard } from './admin-login-card'
import { AdminTabs } from './admin-tabs'
import { SetPasswordCard } from './set-password-card'
import { confirmLeavingUnsaved } from './unsaved-changes'
import { useSessionExpiry } from './use-session-expiry'

/**
 * Every link and `navigate` call on the admin page goes through this router, so leaving /admin while an editor holds
 * unsaved changes asks first (unsaved-changes.ts). The page has no site header or footer outside it.
 */
const AdminPage = withData(function AdminPage() {
  return (
    <Router aroundNav={confirmLeavingUnsaved}>
      <AdminArea />
    </Router>
  )
})

function AdminArea() {
  const utils = trpc.useUtils()
  const me = trpc.admin.me.useQuery()
  // The login card shows when the check fails; the spec's toast says it was the check, not a refusal.
  const checkFailed = me.isError && !me.data
  useEffect(() => {
    if (checkFailed) toaster.error({ title: AdminMessages.permissionCheckFailed })
  }, [checkFailed])
  // The tabs leave before the session ends, so none of their queries is still asking when it has gone. The
  // registrations copy and queue of offline changes go with the session; queued changes are discarded only after
  // the admin confirms it.
  const [queuedChanges] = useStoredValue('registrationOps')
  const logOut = () => {
    const queued = queuedChanges?.length ?? 0
    if (queued > 0 && !window.confirm(RegistrationAdminMessages.logoutDiscardsQueue(queued))) return
    logout.mutate()
  }
  const logout = trpc.admin.logout.useMutation({
    onMutate: () => {
      removeStored('registrationsCopy')
      removeStored('registrationOps')
      setSignedInBefore(false)
      utils.admin.me.setData(undefined, null)
    },
    onError: () => {
      toaster.error({ title: AdminMessages.logoutFailed })
      void utils.admin.me.invalidate()
    },
  })
  // Once signed in, the tabs stay mounted: when the session ends mid-work, the login card shows over them and what
  // an open editor holds is still there after signing in again.
  const [signedInBefore, setSignedInBefore] = useState(false)
  if (me.data && !signedInBefore) setSignedInBefore(true)
  const expired = useCallback(() => {
    if (utils.admin.me.getData() === null) return
    utils.admin.me.setData(undefined, null)
    toaster.error({ title: AdminMessages.signInRequired })
  }, [utils])
  useSessionExpiry(expired)
  // A one-time set-password link (an invitation) shows its card instead of the login card or the tabs, until used.
  const linkToken = setPasswordToken(useLocationHash())
  const [linkDone, setLinkDone] = useState(false)
  const leaveLink = () => {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    setLinkDone(true)
  }

  return (
    // The admin area is English (docs/decisions.md), on a site whose pages are Hungarian (SC 3.1.2).
    <Box minHeight="100dvh" bg="surface" py={{ base: '8', md: '16' }} lang="en">
      <PageHead title="Admin" description="Adminisztrációs felület" noindex />
      <Container maxW="6xl">
        {me.isPending ? (
          <Flex justify="center" py="20">
            <Spinner role="status" size="lg" color="brand.solid" aria-label="Loading" />
          </Flex>
        ) : linkToken && !linkDone ? (
          <SetPasswordCard token={linkToken} onDone={leaveLink} />
        ) : (
          <>
            {!me.data && <AdminLoginCard />}
            {(me.data || signedInBefore) && (
              <Box hidden={!me.data}>
                <Flex justify="space-between" align="center" gap="4" wrap="wrap">
                  <Box>
                    <Heading as="h1" size="2xl" color="ink">
                      Admin Panel
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      Signed in as {me.data?.email}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <LinkButton variant="ghost">
                      <Link href="/">Return to Website</Link>
                    </LinkButton>
                    <Button variant="outline" onClick={logOut} loading={logout.isPending}>
                      Log out
                    </Button>
                  </HStack>
                </Flex>
                <Box mt="8">
                  <AdminTabs />
                </Box>
              </Box>
            )}
          </>
        )}
      </Container>
    </Box>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: AdminPage, prefetch: (helpers) => helpers.admin.me.prefetch() }

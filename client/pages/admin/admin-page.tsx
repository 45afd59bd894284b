import { Box, Button, Container, Flex, Heading, Spinner, Text } from '@chakra-ui/react'
import { useCallback, useState } from 'react'
import { AdminMessages } from '../../../shared/schemas/admin'
import { PageHead } from '../../components/page-head'
import { toaster } from '../../components/ui/toaster'
import { removeStored } from '../../lib/storage'
import { trpc } from '../../lib/trpc'
import { AdminLoginCard } from './admin-login-card'
import { AdminTabs } from './admin-tabs'
import { useSessionExpiry } from './use-session-expiry'

export function AdminPage() {
  const utils = trpc.useUtils()
  const me = trpc.admin.me.useQuery()
  // The tabs leave before the session ends, so none of their queries is still asking when it has gone.
  const logout = trpc.admin.logout.useMutation({
    onMutate: () => {
      removeStored('registrationsCopy')
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

  return (
    <Box minHeight="100dvh" bg="surface" py={{ base: '8', md: '16' }}>
      <PageHead title="Admin" description="Adminisztrációs felület" noindex />
      <Container maxW="6xl">
        {me.isPending ? (
          <Flex justify="center" py="20">
            <Spinner size="lg" color="brand.solid" aria-label="Loading" />
          </Flex>
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
                  <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
                    Log out
                  </Button>
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

import { Box, Button, Container, Flex, Heading, Spinner, Text } from '@chakra-ui/react'
import { AdminMessages } from '../../../shared/schemas/admin'
import { PageHead } from '../../components/page-head'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AdminLoginCard } from './admin-login-card'
import { AdminTabs } from './admin-tabs'

export function AdminPage() {
  const utils = trpc.useUtils()
  const me = trpc.admin.me.useQuery()
  const logout = trpc.admin.logout.useMutation({
    onSuccess: () => utils.admin.me.setData(undefined, null),
    onError: () => toaster.error({ title: AdminMessages.logoutFailed }),
  })

  return (
    <Box minHeight="100dvh" bg="surface" py={{ base: '8', md: '16' }}>
      <PageHead title="Admin" description="Adminisztrációs felület" noindex />
      <Container maxW="6xl">
        {me.isPending ? (
          <Flex justify="center" py="20">
            <Spinner size="lg" color="brand.solid" aria-label="Loading" />
          </Flex>
        ) : me.data ? (
          <Box>
            <Flex justify="space-between" align="center" gap="4" wrap="wrap">
              <Box>
                <Heading as="h1" size="2xl" color="ink">
                  Admin Panel
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  Signed in as {me.data.email}
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
        ) : (
          <AdminLoginCard />
        )}
      </Container>
    </Box>
  )
}

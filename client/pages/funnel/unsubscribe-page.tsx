import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Link, useSearchParams } from 'wouter'
import { PersonalLinkMessages, UNSUBSCRIBE_PARAMS, UNSUBSCRIBE_PATH } from '../../../shared/funnel/personal-link'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { useRenderContext } from '../../lib/render-context'

/**
 * The visible unsubscribe link of a registrant's e-mails: one button, a plain form post (it works without script),
 * so a link scanner that opens the address unsubscribes nobody. The server answers with this page's outcome.
 */
export function UnsubscribePage() {
  // The token in the address and the form makes every registrant's page theirs alone: no cache may keep it.
  useRenderContext()?.reportPersonal()
  const [params] = useSearchParams()
  const done = params.get(UNSUBSCRIBE_PARAMS.done)
  const registration = params.get(UNSUBSCRIBE_PARAMS.registration)
  const token = params.get(UNSUBSCRIBE_PARAMS.token)
  const action =
    registration && token
      ? `${UNSUBSCRIBE_PATH}?${new URLSearchParams({
          [UNSUBSCRIBE_PARAMS.registration]: registration,
          [UNSUBSCRIBE_PARAMS.token]: token,
        }).toString()}`
      : null

  return (
    <PageSection>
      <PageHead title="Leiratkozás" description="Leiratkozás a webinárium leveleiről." canonicalPath={null} noindex />
      <Stack align="center" textAlign="center" gap="6" py="12" maxW="2xl" mx="auto" data-testid="unsubscribe">
        <Heading as="h1" size="2xl" color="ink">
          Leiratkozás a webinárium leveleiről
        </Heading>
        {done === 'igen' ? (
          <Text role="status">{PersonalLinkMessages.unsubscribed}</Text>
        ) : done === 'hiba' || !action ? (
          <Text role="alert">{PersonalLinkMessages.unsubscribeInvalid}</Text>
        ) : (
          <form method="post" action={action}>
            <Stack gap="4" align="center">
              <Text color="fg.muted">
                Leiratkozás után erről a regisztrációról nem küldünk több emlékeztetőt vagy levelet.
              </Text>
              <Button type="submit" colorPalette="brand" size="lg">
                Leiratkozom
              </Button>
            </Stack>
          </form>
        )}
        <LinkButton variant="outline" colorPalette="brand">
          <Link href="/">Vissza a főoldalra</Link>
        </LinkButton>
      </Stack>
    </PageSection>
  )
}

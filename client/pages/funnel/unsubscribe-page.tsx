import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { Link, useSearchParams } from 'wouter'
import {
  PersonalLinkMessages,
  RESUBSCRIBE_ACTION,
  UNSUBSCRIBE_PARAMS,
  UNSUBSCRIBE_PATH,
} from '../../../shared/funnel/personal-link'
import { RegistrantNoticeMessages } from '../../../shared/funnel/registrant-notices'
import { unsubscribeLinkOf } from '../../../shared/funnel/unsubscribe-link'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { useRenderContext } from '../../lib/render-context'
import { trpc } from '../../lib/trpc'

/**
 * The visible unsubscribe link of a registrant's e-mails: one button, a plain form post (it works without script),
 * so a link scanner that opens the address unsubscribes nobody. It knows a link already used, says so, and undoes
 * the unsubscribe with a second button; the server answers each post with this page's outcome.
 */
export function UnsubscribePage() {
  // The token in the address and the form makes every registrant's page theirs alone: no cache may keep it.
  useRenderContext()?.reportPersonal()
  const [params] = useSearchParams()
  const done = params.get(UNSUBSCRIBE_PARAMS.done)
  const link = done === 'hiba' ? null : unsubscribeLinkOf(params)
  const state = trpc.funnel.unsubscribeState.useQuery(link ?? { registrationId: 1, token: '' }, {
    enabled: link !== null,
  })
  const action = link
    ? `${UNSUBSCRIBE_PATH}?${new URLSearchParams({
        [UNSUBSCRIBE_PARAMS.registration]: String(link.registrationId),
        [UNSUBSCRIBE_PARAMS.token]: link.token,
      }).toString()}`
    : null

  const body = () => {
    if (!link || !action || state.data === 'invalid' || state.isError) {
      return <Text role="alert">{PersonalLinkMessages.unsubscribeInvalid}</Text>
    }
    if (state.isPending) return <Spinner role="status" color="brand.solid" aria-label="Betöltés" />
    if (state.data === 'unsubscribed') {
      return (
        <form method="post" action={action}>
          <input type="hidden" name={UNSUBSCRIBE_PARAMS.action} value={RESUBSCRIBE_ACTION} />
          <Stack gap="4" align="center">
            <Text role="status">
              {done === 'igen' ? PersonalLinkMessages.unsubscribed : RegistrantNoticeMessages.alreadyUnsubscribed}
            </Text>
            <Button type="submit" variant="outline" colorPalette="brand" size="lg">
              {RegistrantNoticeMessages.resubscribe}
            </Button>
          </Stack>
        </form>
      )
    }
    return (
      <form method="post" action={action}>
        <Stack gap="4" align="center">
          {done === 'vissza' && <Text role="status">{RegistrantNoticeMessages.resubscribed}</Text>}
          <Text color="fg.muted">
            Leiratkozás után erről a regisztrációról nem küldünk több emlékeztetőt vagy levelet.
          </Text>
          <Button type="submit" colorPalette="brand" size="lg">
            Leiratkozom
          </Button>
        </Stack>
      </form>
    )
  }

  return (
    <PageSection>
      <PageHead title="Leiratkozás" description="Leiratkozás a webinárium leveleiről." canonicalPath={null} noindex />
      <Stack align="center" textAlign="center" gap="6" py="12" maxW="2xl" mx="auto" data-testid="unsubscribe">
        <Heading as="h1" size="2xl" color="ink">
          Leiratkozás a webinárium leveleiről
        </Heading>
        {body()}
        <LinkButton variant="outline" colorPalette="brand">
          <Link href="/">Vissza a főoldalra</Link>
        </LinkButton>
      </Stack>
    </PageSection>
  )
}

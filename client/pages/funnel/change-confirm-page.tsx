import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Link, useSearchParams } from 'wouter'
import { PERSONAL_LINK_TOKEN_PATTERN } from '../../../shared/funnel/personal-link'
import {
  CHANGE_CONFIRM_OUTCOMES,
  CHANGE_CONFIRM_PATH,
  OUTCOME_PARAM,
  RegistrantNoticeMessages,
} from '../../../shared/funnel/registrant-notices'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { useRenderContext } from '../../lib/render-context'

/**
 * /w/modositas?t={token}, the link of the "already registered" e-mail: one button, a plain form post (it works
 * without script, and a link scanner that opens the address changes nothing), answered with this page's outcome.
 */
export function ChangeConfirmPage() {
  useRenderContext()?.reportUncacheable()
  const [params] = useSearchParams()
  const done = params.get(OUTCOME_PARAM)
  const token = params.get('t') ?? ''
  const outcome = () => {
    if (done === CHANGE_CONFIRM_OUTCOMES.applied)
      return <Text role="status">{RegistrantNoticeMessages.changeApplied}</Text>
    if (done === CHANGE_CONFIRM_OUTCOMES.expired)
      return <Text role="alert">{RegistrantNoticeMessages.changeExpired}</Text>
    if (done !== null || !PERSONAL_LINK_TOKEN_PATTERN.test(token)) {
      return <Text role="alert">{RegistrantNoticeMessages.changeInvalid}</Text>
    }
    return (
      <form method="post" action={`${CHANGE_CONFIRM_PATH}?${new URLSearchParams({ t: token }).toString()}`}>
        <Stack gap="4" align="center">
          <Text color="fg.muted">{RegistrantNoticeMessages.changeIntro}</Text>
          <Button type="submit" colorPalette="brand" size="lg">
            {RegistrantNoticeMessages.changeButton}
          </Button>
        </Stack>
      </form>
    )
  }
  return (
    <PageSection>
      <PageHead
        title="A regisztráció módosítása"
        description="A webinárium regisztrációjának módosítása."
        canonicalPath={null}
        noindex
      />
      <Stack align="center" textAlign="center" gap="6" py="12" maxW="2xl" mx="auto" data-testid="change-confirm">
        <Heading as="h1" size="2xl" color="ink">
          A regisztráció módosítása
        </Heading>
        {outcome()}
        <LinkButton variant="outline" colorPalette="brand">
          <Link href="/">Vissza a főoldalra</Link>
        </LinkButton>
      </Stack>
    </PageSection>
  )
}

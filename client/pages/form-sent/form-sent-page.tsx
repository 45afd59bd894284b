import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link, useSearchParams } from 'wouter'
import { FORM_NAMES, FORM_PAGES, FORM_SENT_PARAMS, type FormName } from '../../../shared/form-pages'
import { FORM_OUTCOME_TEXTS } from '../../../shared/posted-form'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { useRenderContext } from '../../lib/render-context'
import { CHAT_FRAME_HEIGHT } from '../demo/chat-frame-height'
import type { PageModule } from '../../lib/lazy-page'
import { DemoChatPart, WebinarStartPart } from './form-sent-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [WebinarStartPart, DemoChatPart]

const formNamed = (name: string | null): FormName | null => FORM_NAMES.find((form) => form === name) ?? null

/** An ISO instant as the server wrote it into the address; anything else is not shown. */
function instantOrNull(text: string | null): string | null {
  if (text === null || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(text)) return null
  return Number.isNaN(Date.parse(text)) ? null : text
}

/**
 * Where a public form sent as a plain post ends (shared/form-pages.ts): the spec's success text, and what comes
 * next for that form: the webinar's start with its calendar links, the demo's chat, or the way back.
 */
function FormSentPage() {
  // The webinar's start in the address makes every registrant's page its own: never worth keeping in the cache.
  useRenderContext()?.reportUncacheable()
  const [params] = useSearchParams()
  const form = formNamed(params.get(FORM_SENT_PARAMS.form))
  const webinarTime = form === 'webinar' ? instantOrNull(params.get(FORM_SENT_PARAMS.webinarTime)) : null
  const title = form ? FORM_OUTCOME_TEXTS[form].success : 'Köszönjük!'

  return (
    <PageSection bg="linear-gradient(180deg, {colors.brand.50} 0%, white 100%)">
      <PageHead title="Köszönjük!" description="Jelentkezését megkaptuk." noindex />
      <Stack gap="6" maxW="3xl" mx="auto" textAlign="center" align="center" data-testid="form-sent">
        <Heading as="h1" size="3xl" color="ink" letterSpacing="-0.02em">
          {title}
        </Heading>
        {webinarTime && <WebinarStartPart.Part start={webinarTime} />}
        {form === 'demo' && <Text color="fg.muted">Az asszisztenst alább azonnal kipróbálhatja.</Text>}
        <HStack gap="3" wrap="wrap" justify="center">
          {(form === 'join' || form === 'training') && (
            <LinkButton variant="outline" colorPalette="brand">
              <Link href={FORM_PAGES[form].path}>Vissza az oldalra</Link>
            </LinkButton>
          )}
          <LinkButton colorPalette="brand">
            <Link href="/">Vissza a főoldalra</Link>
          </LinkButton>
        </HStack>
      </Stack>
      {form === 'demo' && (
        <Stack mt="10" minH={CHAT_FRAME_HEIGHT}>
          <DemoChatPart.Part />
        </Stack>
      )}
    </PageSection>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: FormSentPage, deferredParts }

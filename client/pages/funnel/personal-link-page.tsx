import { Button, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input'
import { useEffect, useState } from 'react'
import { Link, useLocation, useParams, useSearchParams } from 'wouter'
import { EMAIL_MAX_LENGTH } from '../../../shared/form-limits'
import {
  PERSONAL_LINK_PATH,
  PERSONAL_LINK_TOKEN_PATTERN,
  PERSONAL_OFFER_ACTION,
  PersonalLinkMessages,
} from '../../../shared/funnel/personal-link'
import {
  LINK_REQUEST_EMAIL_FIELD,
  LINK_REQUEST_OUTCOMES,
  OUTCOME_PARAM,
  RegistrantNoticeMessages,
} from '../../../shared/funnel/registrant-notices'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { FieldFrame } from '../../forms/form-fields'
import { useLocationHash } from '../../hooks/use-location-hash'
import { readStoredValue, writeStored } from '../../lib/storage'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'

type Outcome = 'request' | 'opening' | 'not-found' | 'expired' | 'failed'

const OUTCOME_TEXTS: Record<Exclude<Outcome, 'opening' | 'request'>, string> = {
  'not-found': PersonalLinkMessages.notFound,
  expired: PersonalLinkMessages.expired,
  failed: 'A link most nem nyitható meg. Kérjük, próbálja újra néhány perc múlva.',
}

const REQUEST_OUTCOME_TEXTS: Record<string, { text: string; role: 'status' | 'alert' }> = {
  [LINK_REQUEST_OUTCOMES.sent]: { text: RegistrantNoticeMessages.linkRequestSent, role: 'status' },
  [LINK_REQUEST_OUTCOMES.invalid]: { text: RegistrantNoticeMessages.linkRequestInvalid, role: 'alert' },
  [LINK_REQUEST_OUTCOMES.tooMany]: { text: RegistrantNoticeMessages.linkRequestTooMany, role: 'alert' },
}

/**
 * /w#token, the personal link of every e-mail to a registrant: restores the registration in this browser, whichever
 * it is, and goes on to the waiting page before the start or the webinar after it, replacing this address (the
 * token leaves the history). The token is read from the fragment, which never reaches a server or a log. /w without
 * a token (the calendar entries link it so) offers to send the personal link again, as a plain form post.
 */
export function PersonalLinkPage() {
  const [, navigate] = useLocation()
  const [params] = useSearchParams()
  const token = useLocationHash().slice(1)
  const [answer, setAnswer] = useState<{ token: string; outcome: Outcome } | null>(null)
  const { mutateAsync } = trpc.funnel.openPersonalLink.useMutation()
  const wellFormed = PERSONAL_LINK_TOKEN_PATTERN.test(token)
  // No token: the "send it again" form; a link cut short in a mail client, or typed by hand: nothing to ask the server.
  const outcome: Outcome =
    token === '' ? 'request' : !wellFormed ? 'not-found' : answer?.token === token ? answer.outcome : 'opening'
  const toOffer = useParams<{ action?: string }>().action === PERSONAL_OFFER_ACTION

  useEffect(() => {
    if (!wellFormed) return
    let current = true
    mutateAsync(toOffer ? { token, to: 'offer' } : { token })
      .then(async (opened) => {
        if (!current) return
        if (opened.status === 'expired') return setAnswer({ token, outcome: 'expired' })
        writeStored('webinarRegistration', opened.registration)
        // The offer's countdown runs from the first view on any device (use-offer-deadline.ts), the earlier kept.
        const { offerFirstViewedAt } = opened
        const storedViewedAt = offerFirstViewedAt && (await readStoredValue('offerFirstViewedAt'))
        if (offerFirstViewedAt && !(storedViewedAt && Date.parse(storedViewedAt) <= Date.parse(offerFirstViewedAt))) {
          writeStored('offerFirstViewedAt', offerFirstViewedAt)
        }
        if (current) navigate(opened.destination, { replace: true })
      })
      .catch((error: unknown) => {
        if (!current) return
        const code = apiErrorCode(error)
        setAnswer({ token, outcome: code === 'NOT_FOUND' || code === 'BAD_REQUEST' ? 'not-found' : 'failed' })
      })
    return () => {
      current = false
    }
  }, [token, wellFormed, mutateAsync, navigate, toOffer])

  const requested = REQUEST_OUTCOME_TEXTS[params.get(OUTCOME_PARAM) ?? '']
  return (
    <PageSection>
      <PageHead title="Személyes link" description="A webinárium személyes linkje." canonicalPath={null} noindex />
      <Stack align="center" textAlign="center" gap="6" py="12" maxW="2xl" mx="auto" data-testid="personal-link">
        {outcome === 'request' ? (
          <>
            <Heading as="h1" size="2xl" color="ink">
              Személyes link a webináriumhoz
            </Heading>
            {requested && <Text role={requested.role}>{requested.text}</Text>}
            <Text color="fg.muted">{RegistrantNoticeMessages.linkRequestIntro}</Text>
            <form method="post" action={PERSONAL_LINK_PATH} style={{ width: '100%', maxWidth: '28rem' }}>
              <Stack gap="4" textAlign="start">
                <FieldFrame label="E-mail-cím" required>
                  <Input
                    recipe={inputRecipe}
                    name={LINK_REQUEST_EMAIL_FIELD}
                    type="email"
                    autoComplete="email"
                    maxLength={EMAIL_MAX_LENGTH}
                    required
                  />
                </FieldFrame>
                <Button type="submit" colorPalette="brand" size="lg">
                  {RegistrantNoticeMessages.linkRequestButton}
                </Button>
              </Stack>
            </form>
          </>
        ) : outcome === 'opening' ? (
          <>
            <Spinner size="lg" color="brand.solid" aria-hidden="true" />
            <Heading as="h1" size="2xl" color="ink">
              Regisztrációja betöltése…
            </Heading>
          </>
        ) : (
          <>
            <Heading as="h1" size="2xl" color="ink">
              {outcome === 'expired' ? 'A felvétel lejárt' : 'A link nem nyitható meg'}
            </Heading>
            <Text color="fg.muted" role="alert">
              {OUTCOME_TEXTS[outcome]}
            </Text>
            <LinkButton colorPalette="brand">
              <Link href="/register">{PersonalLinkMessages.registerAgain}</Link>
            </LinkButton>
          </>
        )}
      </Stack>
    </PageSection>
  )
}

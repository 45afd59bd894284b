import { Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'wouter'
import {
  PERSONAL_LINK_TOKEN_PATTERN,
  PERSONAL_OFFER_ACTION,
  PersonalLinkMessages,
} from '../../../shared/funnel/personal-link'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { readStoredValue, writeStored } from '../../lib/storage'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'

type Outcome = 'opening' | 'not-found' | 'expired' | 'failed'

const OUTCOME_TEXTS: Record<Exclude<Outcome, 'opening'>, string> = {
  'not-found': PersonalLinkMessages.notFound,
  expired: PersonalLinkMessages.expired,
  failed: 'A link most nem nyitható meg. Kérjük, próbálja újra néhány perc múlva.',
}

/**
 * /w#token, the personal link of every e-mail to a registrant: restores the registration in this browser, whichever
 * it is, and goes on to the waiting page before the start or the webinar after it, replacing this address (the
 * token leaves the history). The token is read from the fragment, which never reaches a server or a log.
 */
export function PersonalLinkPage() {
  const [, navigate] = useLocation()
  const [outcome, setOutcome] = useState<Outcome>('opening')
  const { mutateAsync } = trpc.funnel.openPersonalLink.useMutation()
  const toOffer = useParams<{ action?: string }>().action === PERSONAL_OFFER_ACTION

  useEffect(() => {
    const token = window.location.hash.slice(1)
    let current = true
    // A link cut short in a mail client, or typed by hand: nothing to ask the server.
    const opening = PERSONAL_LINK_TOKEN_PATTERN.test(token)
      ? mutateAsync(toOffer ? { token, to: 'offer' } : { token })
      : Promise.resolve(null)
    opening
      .then(async (opened) => {
        if (!current) return
        if (opened === null) return setOutcome('not-found')
        if (opened.status === 'expired') return setOutcome('expired')
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
        setOutcome(code === 'NOT_FOUND' || code === 'BAD_REQUEST' ? 'not-found' : 'failed')
      })
    return () => {
      current = false
    }
  }, [mutateAsync, navigate, toOffer])

  return (
    <PageSection>
      <PageHead title="Személyes link" description="A webinárium személyes linkje." canonicalPath={null} noindex />
      <Stack align="center" textAlign="center" gap="6" py="12" maxW="2xl" mx="auto" data-testid="personal-link">
        {outcome === 'opening' ? (
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

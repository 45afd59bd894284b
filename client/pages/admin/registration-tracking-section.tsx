import { Box, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { REGISTRATION_SOURCES } from '../../../shared/schemas/forms'
import {
  RegistrationDetailsMessages,
  type PersonalLinkState,
  type RegistrationDetails,
} from '../../../shared/schemas/registration-details'
import { trpc } from '../../lib/trpc'
import type { RegistrationSectionProps } from './registration-drawer'
import { dateTimeText } from './registration-labels'

const CAMPAIGN_FIELDS: Array<{ key: 'source' | 'medium' | 'campaign' | 'gclid' | 'fbclid'; label: string }> = [
  { key: 'source', label: 'UTM source' },
  { key: 'medium', label: 'UTM medium' },
  { key: 'campaign', label: 'UTM campaign' },
  { key: 'gclid', label: 'Google click id (gclid)' },
  { key: 'fbclid', label: 'Facebook click id (fbclid)' },
]

const NOT_RECORDED = '—'

type WebinarDetails = NonNullable<RegistrationDetails['webinar']>

function linkText(link: PersonalLinkState): string {
  if (link.state === 'open') return `Opens the registrant's page until ${dateTimeText(link.until)}`
  if (link.state === 'expired') return `Expired ${dateTimeText(link.since)}, when the replay closed`
  return 'Off while the registration is in the trash'
}

/**
 * Where the registrant came from (the first touch's campaign tags and click ids), their marketing consent, their
 * unsubscribe and their personal link (issue 38), read-only.
 */
export function RegistrationTrackingSection({ registration }: RegistrationSectionProps) {
  const details = trpc.admin.registrations.details.useQuery({ id: registration.id })
  const { firstTouch, marketingConsent } = registration.metadata
  const isWebinar = registration.source === REGISTRATION_SOURCES.webinar
  const webinar = details.data?.webinar
  const pending = <Spinner role="status" size="xs" color="brand.solid" aria-label="Loading" />
  const failed = <Text color="fg.error">{RegistrationDetailsMessages.loadFailed}</Text>
  const fromServer = (shown: (value: WebinarDetails) => ReactNode): ReactNode => {
    if (details.isPending) return pending
    if (details.isError) return failed
    return webinar ? shown(webinar) : NOT_RECORDED
  }

  const rows: Array<[string, ReactNode]> = [
    ...CAMPAIGN_FIELDS.map(({ key, label }): [string, ReactNode] => [label, firstTouch?.[key] ?? NOT_RECORDED]),
    [
      'Marketing consent',
      marketingConsent
        ? `Given ${dateTimeText(marketingConsent.givenAt)} (text version ${marketingConsent.version})`
        : 'Not given',
    ],
  ]
  if (isWebinar) {
    rows.push(
      ['Unsubscribed', fromServer(({ unsubscribedAt }) => (unsubscribedAt ? dateTimeText(unsubscribedAt) : 'No'))],
      ['Personal link', fromServer(({ personalLink }) => linkText(personalLink))],
    )
  }

  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) 1fr' }}
      columnGap="4"
      rowGap={{ base: '0', sm: '2' }}
      fontSize="sm"
      data-testid="registration-tracking"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" overflowWrap="anywhere" mb={{ base: '2', sm: '0' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  )
}

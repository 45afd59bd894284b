import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Download, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import {
  AdminPrivacyMessages,
  PrivacyEmailInputSchema,
  type ErasureCounts,
  type ErasureRecord,
  type HeldRegistration,
  type PersonalDataReport,
} from '../../../shared/schemas/admin-privacy'
import { toaster } from '../../components/ui/toaster'
import { refusalText } from '../../lib/trpc-error'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL } from './admin-ui'
import { EmailRowForm } from './email-row-form'

const LOOKUP_FAILED = 'The lookup failed; try again'
const ERASE_FAILED = 'The erasure failed; nothing was erased'

/** The server's own text for a refusal it explains (a bad address, nothing to erase), else `fallback`. */
/** The report as a JSON file the admin saves and sends to the person (GDPR Art. 15(3)). */
function downloadReport(report: PersonalDataReport) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `personal-data-${report.email}-${report.lookedUpAt.slice(0, 10)}.json`
  link.click()
  URL.revokeObjectURL(url)
}

const countsText = (counts: ErasureCounts) =>
  `${counts.registrations} registration(s), ${counts.searchWords} search words, ${counts.funnelSteps} funnel steps, ` +
  `${counts.changes} history entries, ${counts.emails} e-mails, ${counts.webinarAttendees} webinar links, ` +
  `${counts.roomRecords} webinar room records, ${counts.webinarQuestions} webinar questions`

/** Look up an address: everything held about it, a JSON download, and an erasure that leaves a tombstone. */
export function DataRequestsSection() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const lookup = trpc.admin.privacy.lookup.useMutation()
  const erase = trpc.admin.privacy.erase.useMutation({
    onSuccess: (erasure, input) => {
      toaster.create({ type: 'success', title: AdminPrivacyMessages.erased(erasure.counts.registrations) })
      lookup.mutate(input)
    },
  })
  const submit = () => {
    const checked = PrivacyEmailInputSchema.safeParse({ email })
    setError(checked.success ? undefined : checked.error.issues[0]?.message)
    if (checked.success) lookup.mutate(checked.data)
  }
  const report = lookup.data
  const shown = error ?? (lookup.error ? refusalText(lookup.error, LOOKUP_FAILED) : undefined)

  return (
    <Stack as="section" aria-labelledby="data-requests-heading" gap="5" {...ADMIN_PANEL}>
      <Heading as="h2" id="data-requests-heading" size="md" color="ink">
        Data requests
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        When someone asks what the site holds about them (GDPR Art. 15) or asks for it to be erased (Art. 17), look up
        their e-mail address. Copies sent to the CRM webhook and e-mails already delivered are outside the site: erase
        them there too.
      </Text>
      <EmailRowForm
        label="E-mail address"
        email={email}
        onEmailChange={setEmail}
        onSubmit={submit}
        pending={lookup.isPending}
        action={
          <>
            <Search aria-hidden="true" /> Look up
          </>
        }
        error={shown}
      />
      {report && (
        <Stack gap="4" data-testid="privacy-report">
          <Text fontWeight="semibold">
            {report.registrations.length === 0
              ? `Nothing is held about ${report.email}.`
              : `${report.registrations.length} registration(s) held about ${report.email}.`}
          </Text>
          {report.erasures.map((erasure, index) => (
            // Tombstones never change once written, and the list is read whole: the position is their identity.
            <ErasureLine key={index} erasure={erasure} />
          ))}
          {report.registrations.map((held) => (
            <HeldRegistrationCard key={held.registration.id} held={held} />
          ))}
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => downloadReport(report)}>
              <Download aria-hidden="true" /> Download JSON
            </Button>
            {report.registrations.length > 0 && (
              <Button
                colorPalette="red"
                loading={erase.isPending}
                onClick={() => {
                  const question =
                    `Erase everything held about ${report.email} (${report.registrations.length} registration(s), ` +
                    'their history, e-mails and funnel steps, trash included)? This cannot be undone.'
                  if (window.confirm(question)) erase.mutate({ email: report.email })
                }}
              >
                <Trash2 aria-hidden="true" /> Erase everything
              </Button>
            )}
          </HStack>
          {erase.error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {refusalText(erase.error, ERASE_FAILED)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}

function ErasureLine({ erasure }: { erasure: ErasureRecord }) {
  const by =
    erasure.reason === 'retention'
      ? 'by the retention run'
      : `on request, by ${erasure.erasedByEmail ?? 'a removed admin'}`
  return (
    <Text bg="bg.muted" p="3" rounded="md" fontSize="sm" data-testid="privacy-tombstone">
      Erased {formatBudapestDateTime(erasure.erasedAt)} {by}: {countsText(erasure.counts)}.
    </Text>
  )
}

function HeldRegistrationCard({ held }: { held: HeldRegistration }) {
  const { registration } = held
  const rows: Array<[string, string]> = [
    ['Registered', `${formatBudapestDateTime(registration.registrationDate)} on the ${registration.source} form`],
    ['Name and address', `${registration.fullName} <${registration.email}>`],
    ['Status and notes', `${registration.status}${registration.notes ? ` — ${registration.notes}` : ''}`],
    [
      'Consent on the form',
      held.marketingConsent
        ? `Marketing consent (text ${held.marketingConsent.version}) on ${formatBudapestDateTime(held.marketingConsent.givenAt)}`
        : 'No marketing consent',
    ],
    ['Funnel steps', held.funnelSteps.map((step) => step.step).join(', ') || 'None'],
    ['E-mails', held.emails.map((email) => `${email.kind} (${email.state})`).join(', ') || 'None'],
    ['History', `${held.changes.length} change(s)`],
    [
      'Webinar link',
      held.webinarAttendance
        ? `Personal link kept${held.webinarAttendance.unsubscribedAt ? ', unsubscribed' : ''}`
        : 'None',
    ],
    ['Search words', String(held.searchWords.length)],
  ]
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" p="4" data-testid="privacy-registration">
      <HStack gap="2">
        <Text fontWeight="semibold">Registration #{registration.id}</Text>
        {held.deletedAt && <Badge colorPalette="gray">In the trash</Badge>}
      </HStack>
      <Stack as="dl" gap="1" fontSize="sm">
        {rows.map(([term, value]) => (
          <HStack key={term} gap="2" align="start">
            <Text as="dt" color="fg.muted" minW="40">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  )
}

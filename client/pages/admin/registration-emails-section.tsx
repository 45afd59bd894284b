import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { Send } from 'lucide-react'
import { EMAIL_KIND_LABELS } from '../../../shared/funnel/webinar-emails'
import { AdminEmailMessages, type RegistrationEmail } from '../../../shared/schemas/admin-emails'
import { REGISTRATION_SOURCES } from '../../../shared/schemas/forms'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { refusalText } from '../../lib/trpc-error'
import type { RegistrationSectionProps } from './registration-drawer'
import { dateTimeText } from './registration-labels'

const STATE_LABELS: Record<string, { label: string; palette: string }> = {
  planned: { label: 'planned', palette: 'gray' },
  running: { label: 'sending', palette: 'blue' },
  sent: { label: 'sent', palette: 'green' },
  skipped: { label: 'not sent', palette: 'gray' },
  cancelled: { label: 'cancelled', palette: 'gray' },
  failed: { label: 'failed', palette: 'red' },
}

/** What an outbox row of the registration is, in the admin's words. */
function emailName(email: RegistrationEmail): string {
  if (email.emailKind) return EMAIL_KIND_LABELS[email.emailKind]
  if (email.kind === 'webinar-question') return 'A webinar question: the team’s alert, or the answer to the registrant'
  return email.kind === 'lead-notification' ? EMAIL_KIND_LABELS.lead_notification : email.kind
}

/**
 * A registration's e-mails in its detail view: each planned, sent (with its time), skipped or failed one with the
 * reason, and for a webinar registration the confirmation sent again on request.
 */
export function RegistrationEmailsSection({ registration, readOnly }: RegistrationSectionProps) {
  const utils = trpc.useUtils()
  const emails = trpc.admin.emails.ofRegistration.useQuery({ id: registration.id })
  const resend = trpc.admin.emails.resendConfirmation.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: AdminEmailMessages.resendQueued })
      void utils.admin.emails.ofRegistration.invalidate({ id: registration.id })
    },
    onError: (error) => toaster.error({ title: refusalText(error, AdminEmailMessages.resendFailed) }),
  })
  return (
    <Stack gap="3" data-testid="registration-emails">
      {emails.isPending ? (
        <Spinner role="status" color="brand.solid" aria-label="Loading the e-mails" />
      ) : emails.isError ? (
        <Text color="fg.error" role="alert">
          Failed to load the e-mails
        </Text>
      ) : emails.data.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No e-mails.
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {emails.data.map((email) => {
            const state = STATE_LABELS[email.state] ?? { label: email.state, palette: 'gray' }
            return (
              <Stack as="li" key={email.id} gap="0.5" fontSize="sm">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{emailName(email)}</Text>
                  <Badge colorPalette={state.palette}>{state.label}</Badge>
                </HStack>
                <Text color="fg.muted" fontSize="xs">
                  {email.finishedAt ? dateTimeText(email.finishedAt) : `due ${dateTimeText(email.dueAt)}`}
                  {email.attempts > 1 && ` · ${email.attempts} attempts`}
                  {email.lastError && ` · ${email.lastError}`}
                </Text>
              </Stack>
            )
          })}
        </Stack>
      )}
      {registration.source === REGISTRATION_SOURCES.webinar && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          disabled={readOnly}
          loading={resend.isPending}
          onClick={() => resend.mutate({ id: registration.id })}
        >
          <Send aria-hidden="true" /> Resend the confirmation
        </Button>
      )}
    </Stack>
  )
}

import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { DEFAULT_REGISTRATION_RETENTION_MONTHS } from '../../../shared/registration-retention'
import { AdminPrivacyMessages, RetentionSettingInputSchema } from '../../../shared/schemas/admin-privacy'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL, AdminField, AdminInput } from './admin-ui'

const LOAD_FAILED = 'Failed to load the retention setting'
const SAVE_FAILED = 'Failed to save the retention setting'

/** How long registrations with no activity are kept, when the daily run next erases the expired ones, and how many. */
export function RetentionSection() {
  const utils = trpc.useUtils()
  const status = trpc.admin.privacy.retention.useQuery()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const save = trpc.admin.privacy.saveRetention.useMutation({
    onSuccess: (saved) => {
      utils.admin.privacy.retention.setData(undefined, saved)
      setDraft(null)
      toaster.create({ type: 'success', title: AdminPrivacyMessages.retentionSaved })
    },
    onError: () => toaster.error({ title: SAVE_FAILED }),
  })
  const months = draft ?? (status.data ? String(status.data.months) : '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = RetentionSettingInputSchema.safeParse({ months: Number(months) })
    setError(checked.success ? undefined : AdminPrivacyMessages.monthsInvalid)
    if (checked.success) save.mutate(checked.data)
  }

  return (
    <Stack as="section" aria-labelledby="retention-heading" gap="4" {...ADMIN_PANEL}>
      <Heading as="h2" id="retention-heading" size="md" color="ink">
        Retention
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        A daily run erases registrations with no activity (registered, changed by an admin or a funnel step reached) for
        longer than this, leaving a tombstone per address. The privacy policy states the default of{' '}
        {DEFAULT_REGISTRATION_RETENTION_MONTHS} months: update it if you change this.
      </Text>
      {status.isPending && <Spinner role="status" color="brand.solid" aria-label="Loading the retention setting" />}
      {status.isError && (
        <Text color="fg.error" role="alert">
          {LOAD_FAILED}
        </Text>
      )}
      {status.data && (
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
              <Box maxW="60">
                <AdminField label="Keep registrations with no activity for (months)" error={error}>
                  <AdminInput
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={months}
                    onChange={(event) => setDraft(event.target.value)}
                  />
                </AdminField>
              </Box>
              <Button type="submit" colorPalette="brand" loading={save.isPending}>
                Save
              </Button>
            </Stack>
            <Text data-testid="retention-next-run">
              Next run: {formatBudapestDateTime(status.data.nextRunAt)}. Run now, it would erase{' '}
              <strong>{status.data.expiredNow}</strong> registration(s) with no activity since{' '}
              {formatBudapestDateTime(status.data.inactiveBefore)}.
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  )
}

import { Spinner, Stack, Text } from '@chakra-ui/react'
import { RegistrationAdminMessages } from '../../../shared/schemas/admin-registrations'
import { trpc } from '../../lib/trpc'
import type { RegistrationSectionProps } from './registration-drawer'

/** The registration's attendance line (issue 40 §4), in Hungarian as the CSV has it; webinar registrations only. */
export function AttendanceSection({ registration }: RegistrationSectionProps) {
  const attendance = trpc.admin.attendance.ofRegistration.useQuery({ id: registration.id })
  if (attendance.isPending) return <Spinner role="status" color="brand.solid" aria-label="Loading the attendance" />
  if (attendance.isError)
    return (
      <Text color="fg.error" role="alert">
        {RegistrationAdminMessages.loadError}
      </Text>
    )
  if (!attendance.data)
    return (
      <Text color="fg.muted" fontSize="sm">
        Not a webinar registration.
      </Text>
    )
  return (
    <Stack gap="1" fontSize="sm">
      <Text data-testid="attendance-line">{attendance.data.line}</Text>
    </Stack>
  )
}

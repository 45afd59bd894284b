import { Stack } from '@chakra-ui/react'
import { DataRequestsSection } from './data-requests-section'
import { RetentionSection } from './retention-section'

/** The Privacy tab: people's data on request (look up, download, erase) and how long registrations are kept. */
export function PrivacyPanel() {
  return (
    <Stack gap="6">
      <DataRequestsSection />
      <RetentionSection />
    </Stack>
  )
}

import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useState } from 'react'
import { ConsentRecordsPanel } from './consent-records-panel'
import { FunnelDashboardPanel } from './funnel-dashboard'

/**
 * The funnel dashboard and the cookie consents, below the registrations and closed until asked for: neither they
 * nor chart.js load before then, and the list stays the first thing in its tab.
 */
export function InsightsSection() {
  const [open, setOpen] = useState(false)
  return (
    <Stack as="section" aria-labelledby="registration-insights" gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" id="registration-insights" size="md" color="ink">
            Funnel and cookie consents
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            How far webinar registrants got, and the cookie choices per month.
          </Text>
        </Stack>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls="registration-insights-body"
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {open ? 'Hide' : 'Show'}
        </Button>
      </HStack>
      <Stack id="registration-insights-body" gap="8" hidden={!open}>
        {open && (
          <>
            <FunnelDashboardPanel />
            <ConsentRecordsPanel />
          </>
        )}
      </Stack>
    </Stack>
  )
}

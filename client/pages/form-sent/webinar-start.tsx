import { HStack, Text } from '@chakra-ui/react'
import { CalendarPlus } from 'lucide-react'
import {
  formatBudapestDateTime,
  googleCalendarUrl,
  webinarEvent,
  webinarIcsHref,
} from '../../../shared/funnel/webinar-calendar'
import { LinkButton } from '../../components/ui/link-button'
import { usePublicSettings } from '../../lib/public-settings'

/** The webinar's start, in Budapest time, with links that put it in the registrant's calendar. */
export function WebinarStart({ start }: { start: string }) {
  const { siteUrl } = usePublicSettings()
  const event = webinarEvent(start, siteUrl)
  return (
    <>
      <Text fontSize="lg" color="fg.muted" data-testid="form-sent-webinar-start">
        A webinárium kezdete: <strong>{formatBudapestDateTime(start)}</strong> (budapesti idő)
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <LinkButton variant="outline" colorPalette="brand">
          <a href={webinarIcsHref(event.start)} download="webinarium.ics">
            <CalendarPlus aria-hidden="true" /> Naptárba (.ics)
          </a>
        </LinkButton>
        <LinkButton variant="outline" colorPalette="brand">
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener">
            <CalendarPlus aria-hidden="true" /> Google Naptár
          </a>
        </LinkButton>
      </HStack>
    </>
  )
}

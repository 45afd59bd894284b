import { CalendarCheck, MessageSquareText } from 'lucide-react'
import { Link } from 'wouter'
import { usePublicSettings } from '../../lib/public-settings'
import { LinkButton } from '../ui/link-button'

/** The two ways onward from a hero: the demo page, and the external booking page in a new tab. */
export function DemoAndBookingButtons({ bookingLabel }: { bookingLabel: string }) {
  const { bookingUrl } = usePublicSettings()
  return (
    <>
      <LinkButton size="lg" colorPalette="brand">
        <Link href="/demo">
          <MessageSquareText aria-hidden="true" /> Próbálja ki a demót
        </Link>
      </LinkButton>
      <LinkButton size="lg" variant="outline" colorPalette="brand">
        <a href={bookingUrl} target="_blank" rel="noopener">
          <CalendarCheck aria-hidden="true" /> {bookingLabel}
        </a>
      </LinkButton>
    </>
  )
}

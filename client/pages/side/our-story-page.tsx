import { Button } from '@chakra-ui/react'
import { CalendarCheck, MessageSquareText } from 'lucide-react'
import { Link } from 'wouter'
import { usePublicSettings } from '../../lib/public-settings'
import { PageHero } from '../../components/marketing/page-hero'
import { PageHead } from '../../components/page-head'
import { OurStorySectionsPart } from './side-page-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
export const deferredParts = [OurStorySectionsPart]

export function OurStoryPage() {
  const { bookingUrl } = usePublicSettings()
  return (
    <>
      <PageHead
        title="Történetünk"
        description="Hogyan lett egy gyógyszerész ötletéből a patikák AI asszisztense: utunk 2013-tól 2025 márciusáig."
      />
      <PageHero
        badge="Történetünk"
        title="Egy gyógyszerész ötletéből a patikák AI asszisztense"
        lead="A PatikaChat a patikapult mögül indult: abból a tapasztalatból, hogy a betegek kérdései nem érnek véget zárórakor."
        actions={
          <>
            <Button asChild size="lg" colorPalette="brand">
              <Link href="/demo">
                <MessageSquareText aria-hidden="true" /> Próbálja ki a demót
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" colorPalette="brand">
              <a href={bookingUrl} target="_blank" rel="noopener">
                <CalendarCheck aria-hidden="true" /> Konzultáció foglalása
              </a>
            </Button>
          </>
        }
      />
      <OurStorySectionsPart.Part />
    </>
  )
}

import { DemoAndBookingButtons } from '../../components/marketing/demo-and-booking-buttons'
import { PageHero } from '../../components/marketing/page-hero'
import { PageHead } from '../../components/page-head'
import type { PageModule } from '../../lib/lazy-page'
import { OurStorySectionsPart } from './side-page-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [OurStorySectionsPart]

function OurStoryPage() {
  return (
    <>
      <PageHead
        title="Történetünk"
        description="Hogyan lett egy gyógyszerész ötletéből a patikák AI asszisztense: utunk 2013-tól 2025 márciusáig."
        image="our-story"
      />
      <PageHero
        badge="Történetünk"
        title="Egy gyógyszerész ötletéből a patikák AI asszisztense"
        lead="A PatikaChat a patikapult mögül indult: abból a tapasztalatból, hogy a betegek kérdései nem érnek véget zárórakor."
        actions={<DemoAndBookingButtons bookingLabel="Konzultáció foglalása" />}
      />
      <OurStorySectionsPart.Part />
    </>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: OurStoryPage, deferredParts }

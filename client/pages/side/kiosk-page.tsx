import { PageHero } from '../../components/marketing/page-hero'
import { PageHead } from '../../components/page-head'
import { LinkButton } from '../../components/ui/link-button'
import type { PageModule } from '../../lib/lazy-page'
import { KioskSectionsPart } from './side-page-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [KioskSectionsPart]

function KioskPage() {
  return (
    <>
      <PageHead
        title="Váróterem-kioszk"
        description="AI kioszk a patika vagy a rendelő várótermébe, magyar és angol nyelven: vásárlás 250 000 - 500 000 Ft + 54 000 Ft/hó, bérlés 54 000 Ft/hó."
        image="kiosk"
      />
      <PageHero
        badge="Váróterem-kioszk"
        title="AI asszisztens a váróterembe"
        lead="Egy érintőképernyős kioszk, amely a várakozás alatt válaszol a betegek kérdéseire – magyarul és angolul."
        actions={
          <>
            <LinkButton size="lg" colorPalette="brand">
              <a href="#contact">Ajánlatot kérek</a>
            </LinkButton>
            <LinkButton size="lg" variant="outline" colorPalette="brand">
              <a href="#pricing">Árak</a>
            </LinkButton>
          </>
        }
      />
      <KioskSectionsPart.Part />
    </>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: KioskPage, deferredParts }

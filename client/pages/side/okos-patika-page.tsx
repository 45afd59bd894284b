import { PageHero } from '../../components/marketing/page-hero'
import { PageHead } from '../../components/page-head'
import { LinkButton } from '../../components/ui/link-button'
import { FaqAccordionPart } from '../../components/marketing/faq-accordion-part'
import { publicFormPart } from '../../forms/public-form-part'
import type { PageModule } from '../../lib/lazy-page'
import { OkosPatikaSectionsPart } from './side-page-parts'

/**
 * The page's form, a part that loads its code at the visitor's first touch (client/forms/public-form-part.ts). Defined
 * with the page, which names it for the server, and placed by the sections (whose chunk loads after this one).
 */
export const JoinFormPart = publicFormPart(async () => (await import('../../forms/join-form')).JoinForm)

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [OkosPatikaSectionsPart, FaqAccordionPart, JoinFormPart]

function OkosPatikaPage() {
  return (
    <>
      <PageHead
        title="Okos Patika marketingközösség"
        description="Weboldal, automatikus tartalom, nyomdai anyagok, chatbot és szabályozási segítség egy havidíjas csomagban, 55.000 Ft-tól."
        image="okos-patika"
        structuredData={['collective-faq']}
      />
      <PageHero
        badge="Okos Patika marketingközösség"
        title="Marketing, amelyet nem Önnek kell csinálnia"
        lead="Weboldal, automatikus tartalom, nyomdai anyagok, AI chatbot és szabályozási segítség – egy közösségben, havidíjas csomagban."
        actions={
          <>
            <LinkButton size="lg" colorPalette="brand">
              <a href="#join">Csatlakozom</a>
            </LinkButton>
            <LinkButton size="lg" variant="outline" colorPalette="brand">
              <a href="#services">Szolgáltatások</a>
            </LinkButton>
          </>
        }
      />
      <OkosPatikaSectionsPart.Part />
    </>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: OkosPatikaPage, deferredParts }

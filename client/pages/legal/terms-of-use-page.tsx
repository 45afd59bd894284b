import type { PageModule } from '../../lib/lazy-page'
import { LegalPage } from './legal-page'
import { TermsOfUsePart } from './legal-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [TermsOfUsePart]

function TermsOfUsePage() {
  return (
    <LegalPage
      title="Felhasználási feltételek"
      description="A PatikaChat weboldal felhasználási feltételei, hatályos 2025. január 1-jétől."
      Body={TermsOfUsePart.Part}
    />
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: TermsOfUsePage, deferredParts }

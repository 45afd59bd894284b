import { LegalPage } from './legal-page'
import { TermsOfUsePart } from './legal-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
export const deferredParts = [TermsOfUsePart]

export function TermsOfUsePage() {
  return (
    <LegalPage
      title="Felhasználási feltételek"
      description="A PatikaChat weboldal felhasználási feltételei, hatályos 2025. január 1-jétől."
      Body={TermsOfUsePart.Part}
    />
  )
}

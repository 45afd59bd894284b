import type { PageModule } from '../../lib/lazy-page'
import { LegalPage } from './legal-page'
import { PrivacyPolicyPart } from './legal-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [PrivacyPolicyPart]

function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Adatvédelmi tájékoztató"
      description="Milyen adatokat kezel a PatikaChat weboldala, milyen célból és meddig, és milyen jogok illetik meg Önt."
      Body={PrivacyPolicyPart.Part}
    />
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: PrivacyPolicyPage, deferredParts }

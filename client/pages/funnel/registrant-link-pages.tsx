import type { PageModule } from '../../lib/lazy-page'
import { RegistrantLinkContentPart } from './funnel-parts'

const deferredParts = [RegistrantLinkContentPart]

/** /w and /w/leiratkozas: what they show depends on what the server says of the link, so all of it is the part. */
function RegistrantLinkPage() {
  return <RegistrantLinkContentPart.Part />
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: RegistrantLinkPage, deferredParts }

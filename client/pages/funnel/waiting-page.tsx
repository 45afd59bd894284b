import { PageHead } from '../../components/page-head'
import type { PageModule } from '../../lib/lazy-page'
import { WaitingContentPart, WaitingTipsPart } from './funnel-parts'

const deferredParts = [WaitingContentPart, WaitingTipsPart]

function WaitingPage() {
  return (
    <>
      <PageHead title="Köszönjük a regisztrációt!" description="A webinárium hamarosan kezdődik." noindex />
      <WaitingContentPart.Part />
    </>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: WaitingPage, deferredParts }

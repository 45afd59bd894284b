import { PageHead } from '../../components/page-head'
import { WaitingContentPart, WaitingTipsPart } from './funnel-parts'

export const deferredParts = [WaitingContentPart, WaitingTipsPart]

export function WaitingPage() {
  return (
    <>
      <PageHead title="Köszönjük a regisztrációt!" description="A webinárium hamarosan kezdődik." noindex />
      <WaitingContentPart.Part />
    </>
  )
}

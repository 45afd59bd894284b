import { ArrowRight } from 'lucide-react'
import { PageHero } from '../../components/marketing/page-hero'
import { PageHead } from '../../components/page-head'
import { LinkButton } from '../../components/ui/link-button'
import { TrainingFormPart } from './side-form-parts'
import { AiTrainingsSectionsPart } from './side-page-parts'

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
export const deferredParts = [AiTrainingsSectionsPart, TrainingFormPart]

export function AiTrainingsPage() {
  return (
    <>
      <PageHead
        title="AI képzések"
        description="Gyakorlati AI képzések gyógyszertári munkatársaknak és vezetőknek, EU AI Act megfelelőséggel: 4-6 órás, személyes vagy online programok."
        image="ai-trainings"
      />
      <PageHero
        badge="AI képzések"
        title="Mesterséges intelligencia a patika mindennapjaiban"
        lead="Gyakorlati képzések munkatársaknak és vezetőknek: hogyan használják biztonságosan, hatékonyan és a szabályoknak megfelelően az AI-eszközöket."
        actions={
          <LinkButton size="lg" colorPalette="brand">
            <a href="#kapcsolat">
              Képzést kérek <ArrowRight aria-hidden="true" />
            </a>
          </LinkButton>
        }
      />
      <AiTrainingsSectionsPart.Part />
    </>
  )
}

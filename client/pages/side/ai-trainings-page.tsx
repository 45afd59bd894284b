import { ArrowRight } from 'lucide-react'
import { PageHero } from '../../components/marketing/page-hero'
import { PageHead } from '../../components/page-head'
import { LinkButton } from '../../components/ui/link-button'
import { publicFormPart } from '../../forms/public-form-part'
import type { PageModule } from '../../lib/lazy-page'
import { AiTrainingsSectionsPart } from './side-page-parts'

/**
 * The page's form, a part that loads its code at the visitor's first touch (client/forms/public-form-part.ts). Defined
 * with the page, which names it for the server, and placed by the sections (whose chunk loads after this one).
 */
export const TrainingFormPart = publicFormPart(async () => (await import('../../forms/training-form')).TrainingForm)

/** What hydrates from its own chunk after the page (client/lib/deferred-part.tsx); the server loads it first. */
const deferredParts = [AiTrainingsSectionsPart, TrainingFormPart]

function AiTrainingsPage() {
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

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: AiTrainingsPage, deferredParts }

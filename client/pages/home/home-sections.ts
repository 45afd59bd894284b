// The home page's demo chat and its sections below the hero, each in a chunk of its own that the page does not wait for
// (client/lib/deferred-part.tsx): the server renders them whole, the browser hydrates each when its code arrives. The
// sections below the hero load their code when they come near the screen.
import { FaqAccordionPart } from '../../components/marketing/faq-accordion-part'
import { deferredPart } from '../../lib/deferred-part'

const belowHero = { whenNearScreen: true }

export const DemoChatPart = deferredPart(async () => (await import('./demo-chat')).DemoChat)
export const PlatformsPart = deferredPart(async () => (await import('./platforms-section')).PlatformsSection, belowHero)
export const SampleConversationsPart = deferredPart(
  async () => (await import('./sample-conversations-section')).SampleConversationsSection,
  belowHero,
)
export const RoiCalculatorPart = deferredPart(
  async () => (await import('./roi-calculator-section')).RoiCalculatorSection,
  belowHero,
)
export const BusinessResultsPart = deferredPart(
  async () => (await import('./business-results-section')).BusinessResultsSection,
  belowHero,
)
export const FeaturesPart = deferredPart(async () => (await import('./features-section')).FeaturesSection, belowHero)
export const CaseStudyPart = deferredPart(
  async () => (await import('./case-study-section')).CaseStudySection,
  belowHero,
)
export const PricingPart = deferredPart(async () => (await import('./pricing-section')).PricingSection, belowHero)
export const LatestPostsPart = deferredPart(
  async () => (await import('../blog/latest-posts-section')).LatestPostsSection,
  belowHero,
)
export const FaqPart = deferredPart(async () => (await import('./faq-section')).FaqSection, belowHero)

export const HOME_DEFERRED_PARTS = [
  DemoChatPart,
  PlatformsPart,
  SampleConversationsPart,
  RoiCalculatorPart,
  BusinessResultsPart,
  FeaturesPart,
  CaseStudyPart,
  PricingPart,
  LatestPostsPart,
  FaqPart,
  FaqAccordionPart,
]

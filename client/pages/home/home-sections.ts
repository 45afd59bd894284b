// The home page's demo chat and its sections below the hero, each in a chunk of its own that the page does not wait for
// (client/lib/deferred-part.tsx): the server renders them whole, the browser hydrates each when its code arrives. The
// sections below the hero load their code when they come near the screen.
import { FaqAccordionPart } from '../../components/marketing/faq-accordion-part'
import { deferredPart } from '../../lib/deferred-part'

const belowHero = { whenNearScreen: true }
/** A section below the hero whose HTML is the same for every visitor: the server renders it once per address. */
const unchangingBelowHero = { ...belowHero, reusableServerHtml: true }

export const DemoChatPart = deferredPart(async () => (await import('./demo-chat')).DemoChat, {
  reusableServerHtml: true,
})
export const PlatformsPart = deferredPart(
  async () => (await import('./platforms-section')).PlatformsSection,
  unchangingBelowHero,
)
export const SampleConversationsPart = deferredPart(
  async () => (await import('./sample-conversations-section')).SampleConversationsSection,
  unchangingBelowHero,
)
export const RoiCalculatorPart = deferredPart(
  async () => (await import('./roi-calculator-section')).RoiCalculatorSection,
  unchangingBelowHero,
)
export const BusinessResultsPart = deferredPart(
  async () => (await import('./business-results-section')).BusinessResultsSection,
  unchangingBelowHero,
)
export const FeaturesPart = deferredPart(
  async () => (await import('./features-section')).FeaturesSection,
  unchangingBelowHero,
)
export const CaseStudyPart = deferredPart(
  async () => (await import('./case-study-section')).CaseStudySection,
  unchangingBelowHero,
)
export const PricingPart = deferredPart(
  async () => (await import('./pricing-section')).PricingSection,
  unchangingBelowHero,
)
export const LatestPostsPart = deferredPart(
  async () => (await import('../blog/latest-posts-section')).LatestPostsSection,
  belowHero,
)
export const FaqPart = deferredPart(async () => (await import('./faq-section')).FaqSection, unchangingBelowHero)

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

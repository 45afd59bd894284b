// The home page's demo chat and its sections below the hero, each in a chunk of its own that the page does not wait for
// (client/lib/deferred-part.tsx): the server renders them whole, the browser hydrates each when its code arrives.
import { deferredPart } from '../../lib/deferred-part'

export const DemoChatPart = deferredPart(async () => (await import('./demo-chat')).DemoChat)
export const PlatformsPart = deferredPart(async () => (await import('./platforms-section')).PlatformsSection)
export const SampleConversationsPart = deferredPart(
  async () => (await import('./sample-conversations-section')).SampleConversationsSection,
)
export const RoiCalculatorPart = deferredPart(
  async () => (await import('./roi-calculator-section')).RoiCalculatorSection,
)
export const BusinessResultsPart = deferredPart(
  async () => (await import('./business-results-section')).BusinessResultsSection,
)
export const FeaturesPart = deferredPart(async () => (await import('./features-section')).FeaturesSection)
export const CaseStudyPart = deferredPart(async () => (await import('./case-study-section')).CaseStudySection)
export const PricingPart = deferredPart(async () => (await import('./pricing-section')).PricingSection)
export const LatestPostsPart = deferredPart(
  async () => (await import('../blog/latest-posts-section')).LatestPostsSection,
)
export const FaqPart = deferredPart(async () => (await import('./faq-section')).FaqSection)

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
]

import { SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site'
import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { HeroSection } from './hero-section'
import {
  BusinessResultsPart,
  CaseStudyPart,
  FaqPart,
  FeaturesPart,
  HOME_DEFERRED_PARTS,
  LatestPostsPart,
  PlatformsPart,
  PricingPart,
  RoiCalculatorPart,
  SampleConversationsPart,
} from './home-sections'

/** What the server loads before it renders the home page: the sections' chunks, and the posts the latest-posts section shows. */
export async function prefetchHomePage(helpers: TrpcServerHelpers): Promise<void> {
  await Promise.all([helpers.blog.latest.prefetch(), ...HOME_DEFERRED_PARTS.map((part) => part.load())])
}

/** The home page: spec section 2's ten sections, in the spec's order. */
export function HomePage() {
  return (
    <>
      <PageHead title={SITE_NAME} description={SITE_DESCRIPTION} />
      <HeroSection />
      <PlatformsPart.Part />
      <SampleConversationsPart.Part />
      <RoiCalculatorPart.Part />
      <BusinessResultsPart.Part />
      <FeaturesPart.Part />
      <CaseStudyPart.Part />
      <PricingPart.Part />
      <LatestPostsPart.Part />
      <FaqPart.Part />
    </>
  )
}

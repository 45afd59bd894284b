import { SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site'
import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { ReusableServerHtml } from '../../lib/reusable-server-html'
import type { PageModule } from '../../lib/lazy-page'
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

/** What the latest-posts section shows, loaded on the server before it renders. */
function prefetchHomePage(helpers: TrpcServerHelpers): Promise<void> {
  return helpers.blog.latest.prefetch()
}

/** The home page: spec section 2's ten sections, in the spec's order. */
function HomePage() {
  return (
    <>
      <PageHead
        title={SITE_NAME}
        description={SITE_DESCRIPTION}
        image="home"
        structuredData={['organization', 'website', 'home-faq', 'pricing']}
      />
      <ReusableServerHtml name="home-hero">
        <HeroSection />
      </ReusableServerHtml>
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

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = {
  component: HomePage,
  prefetch: prefetchHomePage,
  // They hydrate from chunks of their own after the page (client/lib/deferred-part.tsx); the server loads them first.
  deferredParts: HOME_DEFERRED_PARTS,
}

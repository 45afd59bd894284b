import { SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site'
import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { LatestPostsSection, prefetchLatestPosts } from '../blog/latest-posts-section'
import { HeroSection } from './hero-section'

/** What the home page's sections show, loaded on the server before it renders. */
export function prefetchHomePage(helpers: TrpcServerHelpers): Promise<void> {
  return prefetchLatestPosts(helpers)
}

/** The home page: spec section 2's ten sections, in the spec's order. */
export function HomePage() {
  return (
    <>
      <PageHead title={SITE_NAME} description={SITE_DESCRIPTION} />
      <HeroSection />
      <LatestPostsSection />
    </>
  )
}

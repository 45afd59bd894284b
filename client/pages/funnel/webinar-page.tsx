import { CONSENT_CARD_SPACE, CONSENT_CARD_SPACE_MARK, ConsentHost } from '../../consent/consent-host'
import { MainContent, SkipLink } from '../../components/layout/main-content'
import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import type { PageModule } from '../../lib/lazy-page'
import { VideoPlayerPart, WebinarContentPart } from './funnel-parts'
import { prefetchFunnelConfig } from './prefetch-funnel-config'

const deferredParts = [WebinarContentPart, VideoPlayerPart]

const prefetchWebinarPage = (helpers: TrpcServerHelpers) => prefetchFunnelConfig(helpers, 'webinar')

/** Spec section 2: the dark video page, without the site header. */
function WebinarPage() {
  // The player brings its own frame instead of the site layout, so it hosts the cookie card and the skip link itself.
  return (
    <>
      <SkipLink />
      <ConsentHost />
      <MainContent
        bg="brand.950"
        color="white"
        minH="100vh"
        pt={{ base: '8', md: '12' }}
        pb={{ base: `calc(2rem + ${CONSENT_CARD_SPACE})`, md: `calc(3rem + ${CONSENT_CARD_SPACE})` }}
        {...CONSENT_CARD_SPACE_MARK}
      >
        <PageHead title="Webinárium" description="A PatikaChat webinárium felvétele." noindex />
        <WebinarContentPart.Part />
      </MainContent>
    </>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: WebinarPage, prefetch: prefetchWebinarPage, deferredParts }

import { Box, Container } from '@chakra-ui/react'
import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import type { PageModule } from '../../lib/lazy-page'
import { OfferContentPart } from './funnel-parts'
import { prefetchFunnelConfig } from './prefetch-funnel-config'

const deferredParts = [OfferContentPart]

const prefetchOfferPage = (helpers: TrpcServerHelpers) => prefetchFunnelConfig(helpers, 'offer')

/** Spec section 2: the dark offer page. */
function OfferPage() {
  return (
    <Box bg="brand.950" color="white" py="section">
      <PageHead title="Különleges ajánlat" description="Időszakos ajánlat a webinárium résztvevőinek." noindex />
      <Container maxW="4xl">
        <OfferContentPart.Part />
      </Container>
    </Box>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: OfferPage, prefetch: prefetchOfferPage, deferredParts }

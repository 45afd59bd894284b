import { UNSUBSCRIBE_ACTION } from '../../../shared/funnel/personal-link'
import { unsubscribeLinkOf } from '../../../shared/funnel/unsubscribe-link'
import type { PageModule, RouteParams } from '../../lib/lazy-page'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { RegistrantLinkContentPart } from './funnel-parts'

const deferredParts = [RegistrantLinkContentPart]

/** /w, /w/leiratkozas and /w/modositas: what they show depends on what the server says of the link, so all of it is the part. */
function RegistrantLinkPage() {
  return <RegistrantLinkContentPart.Part />
}

/** The unsubscribe page's first HTML says whether its link was used already (it works without script). */
async function prefetchRegistrantLinkPage(helpers: TrpcServerHelpers, params: RouteParams, search: URLSearchParams) {
  const link = params.action === UNSUBSCRIBE_ACTION ? unsubscribeLinkOf(search) : null
  if (link) await helpers.funnel.unsubscribeState.prefetch(link)
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: RegistrantLinkPage, prefetch: prefetchRegistrantLinkPage, deferredParts }

import type { FunnelConfigKind } from '../../../shared/schemas/funnel-configs'
import type { TrpcServerHelpers } from '../../lib/prefetch'

/**
 * Loads a funnel config on the server, for the page's first HTML. Apart from the hook that reads it
 * (./use-funnel-config.ts), so a page module names it without loading the data layer.
 */
export function prefetchFunnelConfig(helpers: TrpcServerHelpers, kind: FunnelConfigKind): Promise<void> {
  const prefetch = {
    register: () => helpers.funnel.registerConfig.prefetch(),
    webinar: () => helpers.funnel.webinarConfig.prefetch(),
    offer: () => helpers.funnel.offerConfig.prefetch(),
  }
  return prefetch[kind]()
}

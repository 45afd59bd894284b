import { useEffect, useState } from 'react'
import type { FunnelConfigKind, FunnelConfigs } from '../../../shared/schemas/funnel-configs'
import { useStoredValue } from '../../hooks/use-stored-value'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { trpc } from '../../lib/trpc'

export type FunnelConfigSource = 'server' | 'stored' | 'default'

export type FunnelConfigLoad<K extends FunnelConfigKind> =
  { status: 'loading' } | { status: 'ready'; config: FunnelConfigs[K]; source: FunnelConfigSource }

const STORAGE_KEY_OF = { register: 'registerConfig', webinar: 'webinarConfig', offer: 'offerConfig' } as const

function useConfigQuery<K extends FunnelConfigKind>(kind: K) {
  // One hook call per render whatever the kind, so React sees the same hooks every time.
  const queries = {
    register: trpc.funnel.registerConfig.useQuery,
    webinar: trpc.funnel.webinarConfig.useQuery,
    offer: trpc.funnel.offerConfig.useQuery,
  } as const
  return (queries[kind] as () => { data?: FunnelConfigs[K]; isError: boolean; error: unknown })()
}

/**
 * A funnel config as spec section 4 loads it: the server's (already in the server render), else the copy this
 * browser stored at its last successful load, else the built-in default. Each load refreshes the stored copy; a
 * failure is only logged.
 */
export function useFunnelConfig<K extends FunnelConfigKind>(kind: K): FunnelConfigLoad<K> {
  const query = useConfigQuery(kind)
  const [stored, store] = useStoredValue(STORAGE_KEY_OF[kind])
  const fresh = query.data

  useEffect(() => {
    if (fresh) store(fresh as never)
  }, [fresh, store])
  useEffect(() => {
    if (query.isError)
      console.warn(`The ${kind} config could not be loaded; showing a stored or default copy`, query.error)
  }, [kind, query.isError, query.error])
  const fallback = useDefaultWhen(kind, query.isError && stored === null)

  if (fresh) return { status: 'ready', config: fresh, source: 'server' }
  if (!query.isError || stored === undefined) return { status: 'loading' }
  if (stored) return { status: 'ready', config: stored as FunnelConfigs[K], source: 'stored' }
  return fallback ? { status: 'ready', config: fallback, source: 'default' } : { status: 'loading' }
}

/** The built-in default, loaded only when needed: its texts would otherwise cost every funnel page's first script. */
function useDefaultWhen<K extends FunnelConfigKind>(kind: K, needed: boolean): FunnelConfigs[K] | null {
  const [fallback, setFallback] = useState<FunnelConfigs[K] | null>(null)
  useEffect(() => {
    if (!needed || fallback) return
    let current = true
    import('../../../shared/funnel/config-defaults')
      .then(({ DEFAULT_FUNNEL_CONFIGS }) => {
        if (current) setFallback(DEFAULT_FUNNEL_CONFIGS[kind])
      })
      .catch((error: unknown) => console.warn('The default funnel config could not be loaded', error))
    return () => {
      current = false
    }
  }, [kind, needed, fallback])
  return fallback
}

export function prefetchFunnelConfig(helpers: TrpcServerHelpers, kind: FunnelConfigKind): Promise<void> {
  const prefetch = {
    register: () => helpers.funnel.registerConfig.prefetch(),
    webinar: () => helpers.funnel.webinarConfig.prefetch(),
    offer: () => helpers.funnel.offerConfig.prefetch(),
  }
  return prefetch[kind]()
}

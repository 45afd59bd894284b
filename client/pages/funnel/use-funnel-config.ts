import { useEffect } from 'react'
import { DEFAULT_FUNNEL_CONFIGS } from '../../../shared/funnel/config-defaults'
import type { FunnelConfigKind, FunnelConfigs } from '../../../shared/schemas/funnel-configs'
import { useStoredValue } from '../../hooks/use-stored-value'
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

  if (fresh) return { status: 'ready', config: fresh, source: 'server' }
  if (!query.isError || stored === undefined) return { status: 'loading' }
  if (stored) return { status: 'ready', config: stored as FunnelConfigs[K], source: 'stored' }
  return { status: 'ready', config: DEFAULT_FUNNEL_CONFIGS[kind], source: 'default' }
}

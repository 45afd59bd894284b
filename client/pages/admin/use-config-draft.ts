import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { DEFAULT_FUNNEL_CONFIGS } from '../../../shared/funnel/config-defaults'
import { HUNGARIAN_FUNNEL_CONFIGS } from '../../../shared/funnel/config-defaults-hungarian'
import {
  FUNNEL_CONFIG_DEFAULTS,
  FUNNEL_CONFIG_SCHEMAS,
  FunnelConfigAdminMessages,
  type FunnelConfigDefault,
  type FunnelConfigKind,
  type FunnelConfigs,
} from '../../../shared/schemas/funnel-configs'
import { toaster } from '../../components/ui/toaster'
import { useStoredValue } from '../../hooks/use-stored-value'
import { apiErrorCode } from '../../lib/trpc-error'
import { trpc } from '../../lib/trpc'
import type { FieldErrors } from './config-editor-parts'

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const STORAGE_KEY_OF = { register: 'registerConfig', webinar: 'webinarConfig', offer: 'offerConfig' } as const

/**
 * One config's editor state: the draft (kept while the admin switches tabs), whether it differs from what was
 * loaded, the field errors of the last save, and save and reset (to the Hungarian starter or the spec's defaults) with the spec's toasts. When the saved
 * config cannot be loaded (from the first failed try on), the editor shows what spec section 4 falls back to, the
 * copy this browser keeps (each load refreshes it) or the built-in default, and says so (`fallback`).
 */
export function useConfigDraft<K extends FunnelConfigKind>(kind: K) {
  const utils = trpc.useUtils()
  const queries = {
    register: trpc.funnel.registerConfig,
    webinar: trpc.funnel.webinarConfig,
    offer: trpc.funnel.offerConfig,
  } as const
  const query = (queries[kind].useQuery as () => { data?: FunnelConfigs[K]; failureCount: number })()
  const [stored, store] = useStoredValue(STORAGE_KEY_OF[kind])
  const loaded = query.data
  useEffect(() => {
    if (loaded) store(loaded as never)
  }, [loaded, store])
  const fallback: 'stored' | 'default' | null =
    loaded || query.failureCount === 0 || stored === undefined ? null : stored ? 'stored' : 'default'
  const current =
    loaded ??
    (fallback === 'stored' ? (stored as FunnelConfigs[K]) : fallback ? DEFAULT_FUNNEL_CONFIGS[kind] : undefined)
  // The draft is what the admin typed (null until they type); the base is the last save of this session, else the
  // config in force. Deriving rather than copying keeps the two from drifting apart.
  const [edited, setDraft] = useState<FunnelConfigs[K] | null>(null)
  const [saved, setSaved] = useState<FunnelConfigs[K] | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const base = saved ?? current ?? null
  const draft = edited ?? base

  const saves = {
    register: trpc.admin.saveRegisterConfig,
    webinar: trpc.admin.saveWebinarConfig,
    offer: trpc.admin.saveOfferConfig,
  } as const
  const mutation = (
    saves[kind].useMutation as () => {
      mutateAsync: (config: FunnelConfigs[K]) => Promise<unknown>
      isPending: boolean
    }
  )()

  const save = async (config: FunnelConfigs[K] | null = draft) => {
    if (!config) return
    // Indexing by a generic key loses which schema goes with which config; the kind picks the matching pair.
    const parsed = (FUNNEL_CONFIG_SCHEMAS[kind] as unknown as z.ZodType<FunnelConfigs[K]>).safeParse(config)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      toaster.error({ title: FunnelConfigAdminMessages.saveFailed(kind) })
      return
    }
    setErrors({})
    try {
      await mutation.mutateAsync(parsed.data)
      setSaved(parsed.data)
      setDraft(null)
      void utils.funnel.invalidate()
      void {
        register: utils.admin.registerConfigVersions,
        webinar: utils.admin.webinarConfigVersions,
        offer: utils.admin.offerConfigVersions,
      }[kind].invalidate()
      toaster.create({ type: 'success', title: FunnelConfigAdminMessages.saved(kind) })
    } catch (error) {
      console.error(`Saving the ${kind} configuration failed`, error)
      toaster.error({
        title: apiErrorCode(error) ? FunnelConfigAdminMessages.saveFailed(kind) : FunnelConfigAdminMessages.unexpected,
      })
    }
  }

  const contentOf: Record<FunnelConfigDefault, FunnelConfigs> = {
    starter: HUNGARIAN_FUNNEL_CONFIGS,
    spec: DEFAULT_FUNNEL_CONFIGS,
  }
  const resets = FUNNEL_CONFIG_DEFAULTS.map((content) => ({
    label: FunnelConfigAdminMessages.resetLabels[content],
    onReset: () => {
      if (window.confirm(FunnelConfigAdminMessages.resetToConfirm(content))) void save(contentOf[content][kind])
    },
  }))

  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(base)
  return {
    draft,
    setDraft,
    errors,
    dirty,
    fallback,
    saving: mutation.isPending,
    save: () => void save(),
    resets,
  }
}

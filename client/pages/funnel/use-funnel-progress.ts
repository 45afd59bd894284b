import { useCallback } from 'react'
import type { FunnelProgressReceipt, FunnelStep } from '../../../shared/funnel/progress'
import { trpc } from '../../lib/trpc'

/**
 * Reports a funnel step for the stored registration. Never in the way: without a reference nothing is sent, and a
 * failure is logged and answered with null, whatever the page was doing goes on.
 */
export function useFunnelProgress(registration: string | undefined) {
  const { mutateAsync } = trpc.funnel.progress.useMutation()
  return useCallback(
    async (step: FunnelStep): Promise<FunnelProgressReceipt | null> => {
      if (!registration) return null
      try {
        return await mutateAsync({ registration, step })
      } catch (error) {
        console.warn(`The funnel step ${step} could not be recorded`, error)
        return null
      }
    },
    [registration, mutateAsync],
  )
}

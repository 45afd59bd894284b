import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiErrorCode } from '../../lib/trpc-error'

/**
 * Calls `onExpired` when any admin query or mutation is refused as signed out (the session ended while the admin
 * worked). A refused login is not an expiry.
 */
export function useSessionExpiry(onExpired: () => void): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const check = (error: unknown, key: unknown) => {
      if (apiErrorCode(error) === 'UNAUTHORIZED' && !JSON.stringify(key ?? '').includes('"login"')) onExpired()
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error, event.query.queryKey)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        check(event.action.error, event.mutation.options.mutationKey)
      }
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient, onExpired])
}

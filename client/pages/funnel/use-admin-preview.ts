import { useSearchParams } from 'wouter'
import { PREVIEW_PARAM } from '../../../shared/admin-params'
import { trpc } from '../../lib/trpc'

/**
 * Whether this is a signed-in admin's preview (`?preview`): the funnel pages then need no stored registration and
 * record nothing. `undefined` while the session is being checked; a visitor adding the parameter gets false.
 */
export function useAdminPreview(): boolean | undefined {
  const [searchParams] = useSearchParams()
  const requested = searchParams.has(PREVIEW_PARAM)
  const me = trpc.admin.me.useQuery(undefined, { enabled: requested })
  if (!requested) return false
  if (me.isPending) return undefined
  return Boolean(me.data)
}

import { router } from '../trpc/init'

export const funnelRouter = router({})

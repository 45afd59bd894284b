import { router } from '../trpc/init'

export const blogRouter = router({})

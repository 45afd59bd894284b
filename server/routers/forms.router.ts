import { router } from '../trpc/init'

export const formsRouter = router({})

import { adminRouter } from '../routers/admin.router'
import { blogRouter } from '../routers/blog.router'
import { formsRouter } from '../routers/forms.router'
import { funnelRouter } from '../routers/funnel.router'
import { createCallerFactory, router } from './init'

export const appRouter = router({
  funnel: funnelRouter,
  blog: blogRouter,
  forms: formsRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)

// tRPC setup: https://trpc.io/docs/server/routers. The formatter exposes zod field errors and hides internals: an
// internal error's message and every stack stay in the server's log (a stack starts with the driver's message, and
// when context creation fails there is no ctx to say which environment this is).
import { initTRPC, TRPCError, type TRPCDefaultErrorShape } from '@trpc/server'
import { ZodError, z } from 'zod'
import { ADMIN_ROLE, AdminMessages } from '../../shared/schemas/admin'
import { DomainError } from '../services/domain-error'
import type { Context } from './context'
import { toTrpcError } from './domain-errors'

export function formatTrpcError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const isInternal = error.code === 'INTERNAL_SERVER_ERROR'
  return {
    ...shape,
    message: isInternal ? 'Internal server error' : shape.message,
    data: {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      path: shape.data.path,
      // Only a refused input's issues: a ZodError behind an internal error is a damaged row or output.
      zodError: !isInternal && error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
    },
  }
}

const t = initTRPC.context<Context>().create({ errorFormatter: formatTrpcError })

export const router = t.router
export const createCallerFactory = t.createCallerFactory
/** A service's DomainError leaves every procedure as the tRPC code its kind names, with its person-facing message. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (!result.ok && result.error.cause instanceof DomainError) throw toTrpcError(result.error.cause)
  return result
})

export const publicProcedure = t.procedure.use(mapDomainErrors)

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AdminMessages.signInRequired })
  return next({ ctx: { ...ctx, session: ctx.session } })
})

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.session.user.role !== ADMIN_ROLE) {
    throw new TRPCError({ code: 'FORBIDDEN', message: AdminMessages.accessDenied })
  }
  return next({ ctx })
})

// tRPC setup: https://trpc.io/docs/server/routers. The formatter exposes zod field errors and hides internals: an
// internal error's message and every stack stay in the server's log (a stack starts with the driver's message, and
// when context creation fails there is no ctx to say which environment this is).
import { initTRPC, TRPCError, type TRPCDefaultErrorShape } from '@trpc/server'
import { ZodError, z } from 'zod'
import { ADMIN_ROLE, AdminMessages } from '../../shared/schemas/admin'
import { DomainError } from '../services/domain-error'
import type { Context } from './context'
import { toTrpcError } from './domain-errors'

/** At most this many of a refused input's issues are named in the message; the field errors carry them all. */
const ISSUES_IN_MESSAGE = 5
export const INVALID_JSON_MESSAGE = 'The request is not valid JSON'

/**
 * The message of a refused input: each issue's own message after the field it is about, instead of tRPC's default (the
 * issues as JSON, patterns and all), and a plain sentence for a body or query that is not JSON (the parser's message
 * quotes the input back).
 */
function refusalMessage(error: TRPCError): string | null {
  if (error.cause instanceof ZodError) {
    const problems = error.cause.issues.map(({ path, message }) =>
      path.length > 0 ? `${path.map(String).join('.')}: ${message}` : message,
    )
    const named = [...new Set(problems)]
    return named.slice(0, ISSUES_IN_MESSAGE).join('; ') + (named.length > ISSUES_IN_MESSAGE ? '; …' : '')
  }
  return error.cause instanceof SyntaxError ? INVALID_JSON_MESSAGE : null
}

export function formatTrpcError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const isInternal = error.code === 'INTERNAL_SERVER_ERROR'
  return {
    ...shape,
    message: isInternal ? 'Internal server error' : (refusalMessage(error) ?? shape.message),
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

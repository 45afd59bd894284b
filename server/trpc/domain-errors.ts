import { TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { ZodRealError } from 'zod'
import { DomainError, type DomainErrorKind } from '../services/domain-error'
import { FieldRejection } from '../services/field-rejection'

const TRPC_CODES: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  'bad-request': 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  'too-many-requests': 'TOO_MANY_REQUESTS',
  'payload-too-large': 'PAYLOAD_TOO_LARGE',
  unavailable: 'SERVICE_UNAVAILABLE',
}

/**
 * The one place a service's refusal becomes a tRPC error; anything else passes through unchanged. The domain error
 * stays its cause, for the log (the error formatter never sends a cause), except a field-by-field refusal: its cause
 * is a ZodError with an issue per field, so the answer carries the field errors a schema's refusal carries (zod's
 * `ZodRealError`, the Error subclass `parse` throws: tRPC keeps only an Error as a cause).
 */
export function toTrpcError(error: unknown): unknown {
  if (error instanceof FieldRejection) {
    const issues = Object.entries(error.fieldErrors).map(([field, message]) => ({
      code: 'custom' as const,
      path: [field],
      message,
      input: undefined,
    }))
    return new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: new ZodRealError(issues) })
  }
  if (!(error instanceof DomainError)) return error
  return new TRPCError({ code: TRPC_CODES[error.kind], message: error.message, cause: error })
}

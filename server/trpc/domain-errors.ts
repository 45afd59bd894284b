import { TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { DomainError, type DomainErrorKind } from '../services/domain-error'

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
 * stays its cause, for the log (the error formatter never sends a cause).
 */
export function toTrpcError(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error
  return new TRPCError({ code: TRPC_CODES[error.kind], message: error.message, cause: error })
}

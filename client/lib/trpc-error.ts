import { TRPCClientError } from '@trpc/client'
import type { AppRouter } from './trpc'

export type ApiErrorCode = NonNullable<TRPCClientError<AppRouter>['data']>['code']

/** The tRPC error code of a failed call, or null when the server was not reached or answered garbage. */
export function apiErrorCode(error: unknown): ApiErrorCode | null {
  return error instanceof TRPCClientError ? ((error as TRPCClientError<AppRouter>).data?.code ?? null) : null
}

/** The message of a zod field error, by field name, when the server refused the input. */
export function apiFieldErrors(error: unknown): Record<string, string[] | undefined> {
  if (!(error instanceof TRPCClientError)) return {}
  return (error as TRPCClientError<AppRouter>).data?.zodError?.fieldErrors ?? {}
}

/**
 * What a refused call tells the admin: the server's own words when the input or the state is theirs to put right
 * (bad input, gone, in conflict), otherwise `fallback`.
 */
export function refusalText(error: { message: string }, fallback: string): string {
  const code = apiErrorCode(error)
  return code === 'BAD_REQUEST' || code === 'NOT_FOUND' || code === 'CONFLICT' ? error.message : fallback
}

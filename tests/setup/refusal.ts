import { TRPCError } from '@trpc/server'
import { ZodError, z } from 'zod'

/** The TRPCError a call was refused with; fails the test when the call succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof TRPCError) return error
    throw error
  }
  throw new Error('expected the call to be refused')
}

/** The field messages of a call refused by its input schema. */
export function fieldErrorsOf(error: TRPCError): Record<string, string[] | undefined> {
  if (!(error.cause instanceof ZodError)) throw new Error(`expected a validation error, got ${error.code}`)
  return z.flattenError(error.cause).fieldErrors
}

import { TRPCError } from '@trpc/server'

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

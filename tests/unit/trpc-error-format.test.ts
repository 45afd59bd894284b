import { TRPCError, type TRPCDefaultErrorShape } from '@trpc/server'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { formatTrpcError } from '../../server/trpc/init'

const shapeOf = (error: TRPCError): TRPCDefaultErrorShape => ({
  message: error.message,
  code: -32603,
  data: { code: error.code, httpStatus: 500, path: 'blog.byId', stack: 'Error: driver text\n    at server/db.ts:1' },
})

const zodErrorOf = (value: unknown) => z.object({ tags: z.array(z.string()) }).safeParse(value).error

test('an internal error with a zod cause (a damaged row) answers a plain message, no issues and no stack', () => {
  const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: zodErrorOf({ tags: 'x' }) })
  const formatted = formatTrpcError({ shape: shapeOf(error), error })
  expect(formatted.message).toBe('Internal server error')
  expect(formatted.data.zodError).toBeNull()
  expect(JSON.stringify(formatted)).not.toMatch(/expected array|driver text|at server/)
})

test('a refused input keeps its field issues for the form, and still no stack', () => {
  const error = new TRPCError({ code: 'BAD_REQUEST', cause: zodErrorOf({ tags: 'x' }) })
  const formatted = formatTrpcError({ shape: shapeOf(error), error })
  expect(formatted.data.zodError?.fieldErrors).toHaveProperty('tags')
  expect(JSON.stringify(formatted)).not.toContain('driver text')
})

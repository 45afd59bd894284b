import { TRPCError, type TRPCDefaultErrorShape } from '@trpc/server'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { formatTrpcError, INVALID_JSON_MESSAGE } from '../../server/trpc/init'

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

test('a refused input’s message names each field with its issue, not the issues as JSON, and at most five', () => {
  const schema = z.object(Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((key) => [key, z.string('kötelező')])))
  const one = new TRPCError({
    code: 'BAD_REQUEST',
    cause: schema.safeParse({ a: 'x', b: 'x', c: 'x', d: 'x', e: 'x' }).error,
  })
  expect(formatTrpcError({ shape: shapeOf(one), error: one }).message).toBe('f: kötelező')
  const six = new TRPCError({ code: 'BAD_REQUEST', cause: schema.safeParse({}).error })
  expect(formatTrpcError({ shape: shapeOf(six), error: six }).message).toBe(
    'a: kötelező; b: kötelező; c: kötelező; d: kötelező; e: kötelező; …',
  )
})

test('a body that is not JSON is refused with a plain sentence, never the parser’s quote of it', () => {
  const cause = (() => {
    try {
      JSON.parse('{"secret": <script>')
    } catch (error) {
      return error
    }
  })()
  const error = new TRPCError({ code: 'BAD_REQUEST', message: String(cause), cause })
  const formatted = formatTrpcError({ shape: shapeOf(error), error })
  expect(formatted.message).toBe(INVALID_JSON_MESSAGE)
  expect(JSON.stringify(formatted)).not.toContain('script')
})

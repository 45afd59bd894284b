import { TRPCError } from '@trpc/server'
import { expect, test } from 'vitest'
import { DomainError } from '../../server/services/domain-error'
import { toTrpcError } from '../../server/trpc/domain-errors'

test('a domain error becomes the tRPC code its kind names, keeping its person-facing message', () => {
  const mapped = toTrpcError(new DomainError('too-many-requests', 'Kérjük, próbálja újra később.', 'rate'))
  expect(mapped).toBeInstanceOf(TRPCError)
  expect(mapped).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Kérjük, próbálja újra később.' })
})

test('any other error passes through unchanged', () => {
  const other = new Error('driver text')
  expect(toTrpcError(other)).toBe(other)
})

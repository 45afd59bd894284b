import { TRPCError } from '@trpc/server'
import { expect, test } from 'vitest'
import {
  DEPENDENCY_UNAVAILABLE_MESSAGE,
  DependencyUnavailableError,
} from '../../server/services/dependency-unavailable'
import { ZodError, z } from 'zod'
import { DomainError } from '../../server/services/domain-error'
import { FieldRejection } from '../../server/services/field-rejection'
import { toTrpcError } from '../../server/trpc/domain-errors'

test('a domain error becomes the tRPC code its kind names, keeping its person-facing message', () => {
  const mapped = toTrpcError(new DomainError('too-many-requests', 'Kérjük, próbálja újra később.', 'rate'))
  expect(mapped).toBeInstanceOf(TRPCError)
  expect(mapped).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Kérjük, próbálja újra később.' })
})

test('a dependency that did not answer becomes SERVICE_UNAVAILABLE (503) with the Hungarian message, its cause kept', () => {
  const unavailable = new DependencyUnavailableError('redis', new Error('Connection is closed.'))
  const mapped = toTrpcError(unavailable)
  expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: DEPENDENCY_UNAVAILABLE_MESSAGE })
  expect((mapped as TRPCError).cause).toBe(unavailable)
  expect(unavailable).toMatchObject({ dependency: 'redis', detail: 'Connection is closed.' })
})

test('a field-by-field refusal becomes BAD_REQUEST with the field errors a schema refusal carries', () => {
  const mapped = toTrpcError(new FieldRejection({ session: 'Ez az időpont már nem választható.' }, 'session x'))
  expect(mapped).toMatchObject({ code: 'BAD_REQUEST', message: 'Ez az időpont már nem választható.' })
  const cause = (mapped as TRPCError).cause
  expect(cause).toBeInstanceOf(ZodError)
  expect(z.flattenError(cause as ZodError).fieldErrors).toEqual({ session: ['Ez az időpont már nem választható.'] })
})

test('any other error passes through unchanged', () => {
  const other = new Error('driver text')
  expect(toTrpcError(other)).toBe(other)
})
